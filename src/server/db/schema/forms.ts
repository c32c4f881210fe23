import type { Generated } from 'kysely';
import type { JsonColumn, Millis } from './columns.ts';

/** A published form or newsletter (migration 0004), rewritten by every publish of its site. */
export interface FormsTable {
  website_id: string;
  id: string;
  kind: string;
  name: string;
  collection_id: string | null;
  /** The whole definition (src/shared/forms/fields.ts), notificationEmail included. */
  definition: JsonColumn;
}

/** A single-use submission key (POST /api/form/FormSubmissionKey). */
export interface FormKeysTable {
  /** SHA-256 (base64url) of the key. */
  key_hash: string;
  website_id: string;
  created_at: Millis;
  expires_at: Millis;
}

/** An ALTCHA solution already used, kept until its challenge expires. */
export interface CaptchaSolutionsTable {
  id: string;
  website_id: string;
  expires_at: Millis;
}

/** One stored form submission with its page fields (§3). */
export interface FormSubmissionsTable {
  id: Generated<number>;
  website_id: string;
  form_id: string;
  collection_id: string;
  object_name: string;
  is_overlay: number;
  submit_button_text: string;
  page_title: string;
  page_id: string;
  content_source: string;
  page_path: string;
  /** Field id → value (src/shared/forms/values.ts). */
  field_values: JsonColumn;
  visitor_id: string | null;
  user_agent: string | null;
  /** 1 when the honeypot was filled: kept, never mailed. */
  spam: number;
  created_at: Millis;
}

/** A newsletter subscriber, one per (website, form, email). */
export interface NewsletterSubscribersTable {
  id: string;
  website_id: string;
  form_id: string;
  email: string;
  name: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token_hash: string | null;
  unsubscribe_token_hash: string;
  page_path: string;
  created_at: Millis;
  updated_at: Millis;
  confirmation_sent_at: Millis | null;
  confirmed_at: Millis | null;
  unsubscribed_at: Millis | null;
}

/** The forms domain's tables by name (migration 0004). */
export interface FormsTables {
  forms: FormsTable;
  form_keys: FormKeysTable;
  captcha_solutions: CaptchaSolutionsTable;
  form_submissions: FormSubmissionsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
}

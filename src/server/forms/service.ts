import type { Kysely } from 'kysely';
import { HONEYPOT_FIELD, type AnyFormDefinition } from '../../shared/forms/fields.ts';
import type { FormValues } from '../../shared/forms/values.ts';
import type { SubmissionPayload } from '../../shared/contracts/forms.ts';
import { validateSubmission } from '../../shared/forms/validate.ts';
import { VitrinaError } from '../../shared/errors.ts';
import { parseJsonSafe } from '../../shared/safe-text.ts';
import { toJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { Captcha } from './captcha.ts';
import { FormDefinitions } from './definitions.ts';
import { notificationOutbox, type MailContext } from './mail.ts';
import { subscribe } from './newsletter.ts';
import { insertKey, liveKey } from './repo.ts';
import { newToken, tokenHash } from './tokens.ts';
import { SubmissionWriter } from './writer.ts';

/** How long a submission key stays good (docs/forms.md: the island asks for it when the form shows). */
export const KEY_TTL_MS = 24 * 3_600_000;
/** A key used sooner than this after it was issued is refused as too fast (people take longer to fill a form). */
export const MIN_FILL_MS = 2_000;

/** Who sent a submission, and from where (never from the payload). */
export interface Sender {
  websiteId: string;
  /** The site's version: published forms are read once per version. */
  version: number;
  /** The site's own address (`SiteView.baseUrl`, never a request header): the origin of the newsletter links. */
  origin: string;
  visitorId: string | null;
  userAgent: string | null;
  now: number;
}

/**
 * Submission keys and SaveFormSubmission (SPEC §3, §7): the checks in order (form, values,
 * honeypot, captcha, rules), then the writer's transaction, which uses up the key and the captcha
 * solution and writes the submission (or the subscriber) with its outbox mail. The answer waits
 * for the commit; the mail is sent after it, by the outbox worker, woken by `afterCommit`.
 */
export class FormsService {
  private readonly forms: FormDefinitions;
  readonly writer: SubmissionWriter;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly captcha: Captcha,
    private readonly afterCommit: () => void,
  ) {
    this.forms = new FormDefinitions(db);
    this.writer = new SubmissionWriter(db);
  }

  /** A new single-use key for a visitor of `websiteId`. */
  async issueKey(websiteId: string, now = Date.now()): Promise<string> {
    const key = newToken();
    await insertKey(this.db, websiteId, tokenHash(key), now, KEY_TTL_MS);
    return key;
  }

  /** Stores a submission; throws a VitrinaError (§8) when it is refused. Spam is accepted and kept aside. */
  async submit(payload: SubmissionPayload, sender: Sender): Promise<void> {
    const { websiteId, now } = sender;
    const form = await this.forms.get(sender, payload.formId);
    if (!form) throw new VitrinaError('formNotConfigured');
    const { definition } = form;
    const raw = parseValues(payload.form);
    const honeypot = raw[HONEYPOT_FIELD];
    const spam = typeof honeypot === 'string' ? honeypot.trim() !== '' : honeypot !== undefined && honeypot !== null;
    const result = validateSubmission(definition, raw);
    // Spam gets the answer of a success, so the robot learns nothing; it is kept, never mailed.
    const captcha = spam || !definition.captcha ? null : await this.captcha.verify(websiteId, payload.captchaKey);
    if (captcha && !captcha.ok) throw new VitrinaError('captchaRequired');
    if (!spam && !result.ok) throw new VitrinaError('formInvalid', { errors: result.errors });

    const ctx: MailContext & { origin: string } = { websiteId, siteTitle: form.siteTitle, pagePath: payload.pagePath, pageTitle: payload.pageTitle, now, origin: sender.origin };
    const keyHash = tokenHash(payload.key);
    const isForm = spam || definition.kind === 'form';
    const outcome = await this.writer.write({
      websiteId,
      keyHash,
      now,
      issuedBy: now - MIN_FILL_MS,
      captcha: captcha?.ok ? { id: captcha.solutionId, expiresAt: captcha.expiresAt } : null,
      ...(isForm
        ? formWrites(payload, sender, definition, result.values, spam, ctx)
        : { write: (trx) => subscribe(trx, definition as Extract<typeof definition, { kind: 'newsletter' }>, result.values, ctx) }),
    });
    if (!outcome.ok) {
      // A key still there was too young: it stays good for a later try (docs/forms.md, Spam).
      if (outcome.code === 'formKeyInvalid' && (await liveKey(this.db, websiteId, keyHash, now))) throw new VitrinaError('formTooFast');
      throw new VitrinaError(outcome.code);
    }
    this.afterCommit();
  }
}

/** The `form` JSON text as an object of values (strings safe for both databases); a 400 when it is not one. */
function parseValues(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = parseJsonSafe(text);
  } catch (cause) {
    throw new VitrinaError('formUnparsable', { cause });
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new VitrinaError('formUnparsable');
  return value as Record<string, unknown>;
}

/** A form submission's row, and the owner's notification (never for spam), with one JSON text of the values for both. */
function formWrites(p: SubmissionPayload, sender: Sender, definition: AnyFormDefinition, values: FormValues, spam: boolean, ctx: MailContext) {
  const valuesJson = toJson(values);
  return { submission: submissionRow(p, sender, valuesJson, spam), mail: spam ? null : notificationOutbox(definition, values, valuesJson, ctx) };
}

function submissionRow(p: SubmissionPayload, sender: Sender, valuesJson: string, spam: boolean) {
  return {
    website_id: sender.websiteId,
    form_id: p.formId,
    collection_id: p.collectionId,
    object_name: p.objectName,
    is_overlay: p.isOverlayForm ? 1 : 0,
    submit_button_text: p.submitButtonText,
    page_title: p.pageTitle,
    page_id: p.pageId,
    content_source: p.contentSource,
    page_path: p.pagePath,
    field_values: valuesJson,
    visitor_id: sender.visitorId,
    user_agent: sender.userAgent?.slice(0, 500) ?? null,
    spam: spam ? 1 : 0,
    created_at: sender.now,
  };
}

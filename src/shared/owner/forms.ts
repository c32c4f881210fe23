/**
 * What the owner's forms pages (src/page/owner/forms) show: the forms domain reads its tables into
 * these shapes (src/server/forms/reads.ts) and the page layer draws them, so the page layer never
 * imports server code.
 */
/** A published form or newsletter with its figures. */
export interface FormSummary {
  id: string;
  kind: 'form' | 'newsletter';
  name: string;
  /** Submissions, spam included (newsletters store only spam submissions). */
  submissions: number;
  spam: number;
  /** Newest submission (of a newsletter: newest subscriber), epoch ms. */
  latest: number | null;
  subscribers: { pending: number; confirmed: number; unsubscribed: number };
}

/** A submission as the owner's pages show it. */
export interface OwnerSubmission {
  id: number;
  values: Record<string, unknown>;
  pagePath: string;
  pageTitle: string;
  spam: boolean;
  createdAt: number;
}

/** A newsletter subscriber as the owner's pages show it. */
export interface OwnerSubscriber {
  id: string;
  formId: string;
  email: string;
  name: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  pagePath: string;
  createdAt: number;
  confirmedAt: number | null;
  unsubscribedAt: number | null;
}

/** Mails of a website in the outbox: waiting (or retrying), sent, and given up. */
export interface OutboxCounts {
  pending: number;
  sent: number;
  failed: number;
}

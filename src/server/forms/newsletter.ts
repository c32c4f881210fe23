import type { AnyFormDefinition, NewsletterDefinition } from '../../shared/forms/fields.ts';
import type { FormValues } from '../../shared/forms/values.ts';
import { newsletterCalls } from '../../shared/contracts/newsletter.ts';
import { newId } from '../db/dialect.ts';
import { enqueueMail } from '../mail/index.ts';
import { confirmationMail, subscriberMail, type MailContext } from './mail.ts';
import { findForm, findSubscriber, findSubscriberByToken, insertSubscriber, updateSubscriber, type Db } from './repo.ts';
import { newToken, tokenHash } from './tokens.ts';

/** A pending subscriber who asks again gets a new confirmation mail at most this often. */
export const RESEND_AFTER_MS = 10 * 60_000;

/**
 * Subscribes an address to a newsletter, inside the submission's transaction. One subscriber per
 * (website, list, email), whatever happens: a duplicate changes nothing (a confirmed one), resends
 * the confirmation at most every RESEND_AFTER_MS (a pending one), or starts over (an unsubscribed
 * one). The answer to the visitor is the same in every case, so nobody learns who is subscribed.
 */
export async function subscribe(trx: Db, definition: NewsletterDefinition, values: FormValues, ctx: MailContext & { origin: string }): Promise<void> {
  const emailField = definition.fields.find((f) => f.type === 'email')!;
  const nameField = definition.fields.find((f) => f.type === 'name');
  const email = String(values[emailField.id] ?? '').trim().toLowerCase();
  const name = nameField ? [values[nameField.id]].flat().filter((p) => typeof p === 'string' && p.trim()).join(' ') : '';
  const existing = await findSubscriber(trx, ctx.websiteId, definition.id, email);
  if (existing?.status === 'confirmed') return;
  if (existing?.status === 'pending' && ctx.now - (existing.confirmation_sent_at ?? 0) < RESEND_AFTER_MS) return;

  const confirm = definition.doubleOptIn ? newToken() : null;
  const unsubscribe = newToken();
  const state = {
    name: name || existing?.name || '',
    status: confirm ? ('pending' as const) : ('confirmed' as const),
    confirm_token_hash: confirm && tokenHash(confirm),
    unsubscribe_token_hash: tokenHash(unsubscribe),
    page_path: ctx.pagePath,
    updated_at: ctx.now,
    confirmation_sent_at: confirm ? ctx.now : null,
    confirmed_at: confirm ? null : ctx.now,
    unsubscribed_at: null,
  };
  if (existing) await updateSubscriber(trx, existing.id, state);
  // A concurrent request added the same address first: theirs stands (and sent its own mail).
  else if (!(await insertSubscriber(trx, { id: newId(), website_id: ctx.websiteId, form_id: definition.id, email, created_at: ctx.now, ...state }))) return;

  if (confirm) {
    const links = { confirm: link(ctx.origin, newsletterCalls.confirm.path, confirm), unsubscribe: link(ctx.origin, newsletterCalls.unsubscribe.path, unsubscribe) };
    await enqueueMail(trx, confirmationMail(definition, email, links, ctx), ctx.now);
  } else {
    const notice = subscriberMail(definition, email, ctx);
    if (notice) await enqueueMail(trx, notice, ctx.now);
  }
}

/** What a confirmation or unsubscribe link found. */
export interface LinkTarget {
  subscriberId: string;
  email: string;
  formName: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  /** The list's form, unless the owner removed it since. */
  definition?: AnyFormDefinition;
}

/** The subscriber of a link's token on this website, or null for an unknown, used or foreign token. */
export async function findByLink(db: Db, websiteId: string, kind: 'confirm' | 'unsubscribe', token: unknown): Promise<LinkTarget | null> {
  if (typeof token !== 'string' || token.length < 20 || token.length > 100) return null;
  const row = await findSubscriberByToken(db, kind === 'confirm' ? 'confirm_token_hash' : 'unsubscribe_token_hash', tokenHash(token));
  if (!row || row.website_id !== websiteId) return null;
  const form = await findForm(db, websiteId, row.form_id);
  return { subscriberId: row.id, email: row.email, formName: form?.definition.name ?? '', status: row.status, definition: form?.definition };
}

/** Confirms a pending subscription (the link then stops working); notifies the owner when asked to. Run in a transaction. */
export async function confirmSubscription(db: Db, websiteId: string, token: unknown, ctx: MailContext): Promise<LinkTarget | null> {
  const target = await findByLink(db, websiteId, 'confirm', token);
  if (!target) return null;
  await updateSubscriber(db, target.subscriberId, { status: 'confirmed', confirm_token_hash: null, confirmed_at: ctx.now, updated_at: ctx.now });
  const notice = target.definition && subscriberMail(target.definition, target.email, ctx);
  if (notice) await enqueueMail(db, notice, ctx.now);
  return { ...target, status: 'confirmed' };
}

/** Unsubscribes the owner of an unsubscribe link (idempotent). */
export async function unsubscribe(db: Db, websiteId: string, token: unknown, now: number): Promise<LinkTarget | null> {
  const target = await findByLink(db, websiteId, 'unsubscribe', token);
  if (!target) return null;
  if (target.status !== 'unsubscribed') {
    await updateSubscriber(db, target.subscriberId, { status: 'unsubscribed', confirm_token_hash: null, unsubscribed_at: now, updated_at: now });
  }
  return { ...target, status: 'unsubscribed' };
}

function link(origin: string, path: string, token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}

/**
 * Donations, the commerce side (issue 17, docs/commerce-donations.md): the rows of a donation and
 * their moves. A donation is not an order — no cart, no stock — but keeps an order's guarantees:
 * one row per idempotency key (the form's), numbered per site, a secret link whose token is an
 * HMAC of its id (the row keeps its SHA-256), moves guarded by `status = 'pending'`. The donate
 * flow (src/server/flows/donate.ts) calls these in order: `insertDonation`, the provider's
 * charge, then `markDonationPaid` (with the receipt, in one transaction) or `failDonation`.
 */
import { createHash, createHmac } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DonationPage, StoreSettings } from '../../model/index.ts';
import type { Database, DonationsTable, DonationStatus } from '../db/schema.ts';
import { claimable, newId } from '../db/dialect.ts';
import type { ChargeResult, PaymentFailure, PaymentInput } from './payments/provider.ts';

type Db = Kysely<Database>;
export type DonationRow = Selectable<DonationsTable>;

export { DONATE_PATH, DONATION_PATH, donationPath, donationReference } from '../../shared/donations.ts';

/** The token of a donation's link: derived from the server's secret (a replayed attempt can give the link again). */
export const donationToken = (secret: string, id: string) => createHmac('sha256', secret).update(`vitrina donation link v1\n${id}`).digest('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The donation page of a store by id (undefined: unknown). */
export const findDonationPage = (store: StoreSettings, id: unknown): DonationPage | undefined => (typeof id === 'string' ? store.donationPages.find((p) => p.id === id) : undefined);

/** What a donor asked for, checked by the server already. */
export interface DonationRequest {
  websiteId: string;
  page: DonationPage;
  amountCents: number;
  currency: string;
  email: string;
  name: string;
  anonymous: boolean;
  message: string;
  key: string;
}

/** What the donate flow is handed by the page: the request and how to pay. */
export interface DonateInput extends DonationRequest {
  payment: PaymentInput;
}

/** The outcome of one donation attempt. */
export type DonateResult =
  | { kind: 'paid' | 'pending'; id: string; token: string }
  | { kind: 'declined'; failure: PaymentFailure }
  | { kind: 'existing'; donation: DonationRow };

/** The donate flow as the page sees it (built in app.ts: commerce does not import the flows). */
export interface DonationPlacer {
  donate(input: DonateInput): Promise<DonateResult>;
  /** Settles a pending donation from the provider's answer (a webhook, the sweeper). */
  settle(websiteId: string, id: string, result: ChargeResult): Promise<void>;
  /** Asks the provider again about donations pending longer than `afterMs`; answers how many. */
  sweep(afterMs?: number): Promise<number>;
}

/** The SHA-256 of what was asked: the same key with other answers is another attempt, refused. */
export function donationFingerprint(r: Omit<DonationRequest, 'key' | 'websiteId' | 'currency'>): string {
  return sha256(JSON.stringify([r.page.id, r.amountCents, r.email.toLowerCase(), r.name, r.anonymous, r.message]));
}

/** Inserts the donation `pending` with the site's next number (one transaction); its id and token. */
export async function insertDonation(db: Db, r: DonationRequest, provider: string, secret: string, now: number): Promise<{ id: string; token: string; number: number }> {
  const id = newId();
  const token = donationToken(secret, id);
  const number = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('donation_numbers')
      .values({ website_id: r.websiteId, last: 1 })
      .onConflict((oc) => oc.column('website_id').doUpdateSet({ last: sql<number>`donation_numbers.last + 1` }))
      .returning('last')
      .executeTakeFirstOrThrow();
    const number = Number(row.last);
    await trx
      .insertInto('donations')
      .values({
        id, website_id: r.websiteId, donate_page_id: r.page.id, number, secret_hash: sha256(token), idempotency_key: r.key,
        fingerprint: donationFingerprint(r), amount_cents: r.amountCents, currency: r.currency, email: r.email, name: r.name,
        anonymous: r.anonymous ? 1 : 0, message: r.message || null, status: 'pending', provider, payment_id: null, failure: null,
        created_at: now, updated_at: now, paid_at: null, refunded_at: null,
      })
      .execute();
    return number;
  });
  return { id, token, number };
}

/** A row as read back, numbers as numbers (PostgreSQL may give a bigint as a string). */
export const donationOut = (row: DonationRow): DonationRow => ({ ...row, number: Number(row.number), amount_cents: Number(row.amount_cents), anonymous: Number(row.anonymous), created_at: Number(row.created_at), updated_at: Number(row.updated_at), paid_at: row.paid_at === null ? null : Number(row.paid_at), refunded_at: row.refunded_at === null ? null : Number(row.refunded_at) });

/** The donation of an attempt's key on a site. */
export async function donationByKey(db: Db, websiteId: string, key: string): Promise<DonationRow | undefined> {
  const row = await db.selectFrom('donations').selectAll().where('website_id', '=', websiteId).where('idempotency_key', '=', key).executeTakeFirst();
  return row && donationOut(row);
}

/** One donation of a site (another site's id is undefined). */
export async function donationById(db: Db, websiteId: string, id: string): Promise<DonationRow | undefined> {
  if (!/^[0-9a-f]{24}$/.test(id)) return undefined;
  const row = await db.selectFrom('donations').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row && donationOut(row);
}

/** The donation of a provider's payment (a webhook). */
export async function donationByPayment(db: Db, provider: string, paymentId: string): Promise<DonationRow | undefined> {
  const row = await db.selectFrom('donations').selectAll().where('provider', '=', provider).where('payment_id', '=', paymentId).executeTakeFirst();
  return row && donationOut(row);
}

/** Moves a pending donation on; false when it was no longer pending (settled elsewhere). */
async function settlePending(db: Db, websiteId: string, id: string, patch: { status: DonationStatus; payment_id?: string; paid_at?: number; failure?: string | null }, now: number): Promise<boolean> {
  const res = await db.updateTable('donations').set({ ...patch, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** pending → paid (in the settling transaction, with the receipt). */
export const markDonationPaid = (trx: Db, websiteId: string, id: string, paymentId: string, now: number) => settlePending(trx, websiteId, id, { status: 'paid', payment_id: paymentId, paid_at: now, failure: null }, now);

/** pending → failed with the failure's message key (nothing was charged). */
export const failDonation = (db: Db, websiteId: string, id: string, failure: string, now: number) => settlePending(db, websiteId, id, { status: 'failed', failure }, now);

/** Notes the payment id of a donation the provider is still deciding. */
export async function noteDonationPaymentId(db: Db, websiteId: string, id: string, paymentId: string, now: number): Promise<void> {
  await db.updateTable('donations').set({ payment_id: paymentId, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('status', '=', 'pending').execute();
}

/**
 * Claims the pending donations of a provider not touched since `before` (the sweeper's work),
 * touching each at `now` in the same statement (rows chosen FOR UPDATE SKIP LOCKED on PostgreSQL):
 * the sweepers of several processes never ask about the same donation at once.
 */
export async function claimStalePendingDonations(db: Db, provider: string, before: number, now: number, limit = 50): Promise<DonationRow[]> {
  const rows = await db
    .updateTable('donations')
    .set({ updated_at: now })
    .where('id', 'in', (eb) => claimable(db, eb.selectFrom('donations').select('id').where('provider', '=', provider).where('status', '=', 'pending').where('updated_at', '<', before).orderBy('updated_at').limit(limit)))
    .where('status', '=', 'pending')
    .where('updated_at', '<', before)
    .returningAll()
    .execute();
  return rows.map(donationOut).sort((a, b) => a.created_at - b.created_at);
}

/** Touches a pending donation the sweeper asked about, so it is asked again only after another wait. */
export async function touchPendingDonation(db: Db, websiteId: string, id: string, now: number): Promise<void> {
  await db.updateTable('donations').set({ updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** A provider's webhook event about a donation's payment: a pending donation is settled (paid or failed); anything else is ignored. */
export async function settleDonationFromEvent(db: Db, provider: string, donations: Pick<DonationPlacer, 'settle'>, event: { type: string; paymentId?: string }): Promise<void> {
  if (!event.paymentId || (event.type !== 'payment.succeeded' && event.type !== 'payment.failed')) return;
  const d = await donationByPayment(db, provider, event.paymentId);
  if (!d || d.status !== 'pending') return;
  await donations.settle(d.website_id, d.id, event.type === 'payment.succeeded' ? { status: 'succeeded', paymentId: event.paymentId } : { status: 'declined', paymentId: event.paymentId, failure: 'commerce.cardDeclined' });
}

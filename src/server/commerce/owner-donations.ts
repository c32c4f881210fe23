/**
 * The owner's side of donations (docs/commerce-donations.md): the list, newest first; the totals
 * by donation page (paid only); the refund, through the provider first (nothing changes when it
 * fails), then one guarded move paid → refunded. The provider's idempotency key is the
 * donation's (`donation-refund-{id}`): two clicks or a retry refund once.
 */
import type { Kysely } from 'kysely';
import type { Database, DonationStatus } from '../db/schema.ts';
import { countOf } from '../db/dialect.ts';
import { donationById, donationOut, type DonationRow } from './donations.ts';
import type { PaymentProvider } from './payments/provider.ts';

type Db = Kysely<Database>;

/** One page of a site's donations, newest first, and how many there are. */
export async function donationsPage(db: Db, websiteId: string, page: number, perPage: number): Promise<{ rows: DonationRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.selectFrom('donations').selectAll().where('website_id', '=', websiteId).orderBy('created_at', 'desc').orderBy('number', 'desc').limit(perPage).offset((page - 1) * perPage).execute(),
    db.selectFrom('donations').select((eb) => eb.fn.countAll().as('n')).where('website_id', '=', websiteId).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map(donationOut), total: countOf(total.n) };
}

/** Per donation page: how many paid donations and their sum (refunded ones are not counted). */
export async function donationTotals(db: Db, websiteId: string): Promise<Array<{ pageId: string; currency: string; count: number; totalCents: number }>> {
  const rows = await db
    .selectFrom('donations')
    .select((eb) => ['donate_page_id', 'currency', eb.fn.countAll().as('n'), eb.fn.sum<number>('amount_cents').as('sum')])
    .where('website_id', '=', websiteId)
    .where('status', '=', 'paid')
    .groupBy(['donate_page_id', 'currency'])
    .orderBy('donate_page_id')
    .execute();
  return rows.map((r) => ({ pageId: r.donate_page_id, currency: r.currency, count: countOf(r.n), totalCents: Number(r.sum ?? 0) }));
}

export type DonationProblem = 'notFound' | 'wrongStatus' | 'otherProvider' | 'refundFailed';
export type DonationRefundResult = { done: true; donation: DonationRow } | { problem: DonationProblem; status?: DonationStatus; cause?: unknown };

/** Refunds a paid donation of the site (once). */
export async function refundDonation(db: Db, provider: PaymentProvider | undefined, websiteId: string, id: string, now = Date.now()): Promise<DonationRefundResult> {
  const d = await donationById(db, websiteId, id);
  if (!d) return { problem: 'notFound' };
  if (d.status !== 'paid') return { problem: 'wrongStatus', status: d.status };
  if (!provider || d.provider !== provider.name) return { problem: 'otherProvider' };
  if (!d.payment_id) return { problem: 'refundFailed' };
  try {
    await provider.refund(d.payment_id, d.amount_cents, `donation-refund-${d.id}`);
  } catch (cause) {
    return { problem: 'refundFailed', cause };
  }
  const res = await db.updateTable('donations').set({ status: 'refunded', refunded_at: now, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('status', '=', 'paid').executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    const after = (await donationById(db, websiteId, id))!;
    return { problem: 'wrongStatus', status: after.status };
  }
  return { done: true, donation: { ...d, status: 'refunded', refunded_at: now } };
}

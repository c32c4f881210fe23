/**
 * Subscriptions in the database (docs/commerce-subscriptions.md): every function takes the
 * website id first, except the sweeper's, which walk every site's due subscriptions. Moves are
 * guarded updates (`where status in …`, `where cycles_paid = …`, a lease): two processes never
 * charge or record one cycle twice.
 */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import * as v from 'valibot';
import { SubscriptionPlan } from '../../../model/collection.ts';
import type { Database, SubscriptionBilling, SubscriptionChargesTable, SubscriptionsTable } from '../../db/schema.ts';
import { fromJson } from '../../db/dialect.ts';
import { unlessRepeated } from '../../db/unique-violation.ts';
import { itemFromRow } from '../../sites/index.ts';
import { areaLine, areaOfLine } from '../../../shared/paid-areas.ts';
import { areaPlan, publishedMemberAreas } from '../member-area-catalogue.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;

/** A row with its numbers as numbers (PostgreSQL answers bigint as strings) and its plan read. */
export interface Subscription extends Omit<SubscriptionRow, 'plan'> {
  plan: SubscriptionPlan;
}

const out = (row: SubscriptionRow): Subscription => ({
  ...row,
  plan: v.parse(SubscriptionPlan, fromJson(row.plan)),
  amount_cents: Number(row.amount_cents),
  cycles_paid: Number(row.cycles_paid),
  attempts: Number(row.attempts),
  next_charge_at: row.next_charge_at === null ? null : Number(row.next_charge_at),
  lease_until: row.lease_until === null ? null : Number(row.lease_until),
  created_at: Number(row.created_at),
  updated_at: Number(row.updated_at),
  cancelled_at: row.cancelled_at === null ? null : Number(row.cancelled_at),
});

/** The plans of the products named, by item id (only products that have one). */
export async function plansOf(db: Db, websiteId: string, itemIds: readonly string[]): Promise<Map<string, SubscriptionPlan>> {
  const plans = new Map<string, SubscriptionPlan>();
  if (!itemIds.length) return plans;
  // A member area priced by subscription is sold on its plan (docs/members-paid.md): its line names the area, not an item.
  const areaIds = itemIds.map((id) => areaOfLine(id, `AREA-${id.slice(5)}`)).filter((id): id is string => Boolean(id));
  if (areaIds.length) {
    for (const area of await publishedMemberAreas(db as Kysely<Database>, websiteId)) {
      const plan = areaIds.includes(area.id) ? areaPlan(area) : undefined;
      if (plan) plans.set(areaLine(area.id).itemId, plan);
    }
  }
  const rows = await db.selectFrom('items').selectAll().where('website_id', '=', websiteId).where('id', 'in', [...new Set(itemIds)]).execute();
  for (const row of rows) {
    const plan = itemFromRow(row).product?.subscriptionPlan;
    if (plan) plans.set(row.id, v.parse(SubscriptionPlan, plan));
  }
  return plans;
}

export async function insertSubscription(trx: Db, row: Insertable<SubscriptionsTable>, firstCharge: Insertable<SubscriptionChargesTable>): Promise<void> {
  await trx.insertInto('subscriptions').values(row).execute();
  await trx.insertInto('subscription_charges').values(firstCharge).execute();
}

export async function subscriptionById(db: Db, websiteId: string, id: string): Promise<Subscription | undefined> {
  const row = await db.selectFrom('subscriptions').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row && out(row);
}

/** The subscription an order belongs to: started by it, or renewed by it (with the cycle it paid). */
export async function subscriptionOfOrder(db: Db, websiteId: string, orderId: string): Promise<{ subscription: Subscription; cycle: number } | undefined> {
  const charge = await db.selectFrom('subscription_charges').select(['subscription_id', 'cycle']).where('website_id', '=', websiteId).where('order_id', '=', orderId).executeTakeFirst();
  if (!charge) return undefined;
  const subscription = await subscriptionById(db, websiteId, charge.subscription_id);
  return subscription && { subscription, cycle: Number(charge.cycle) };
}

/** A site's subscriptions, newest first. */
export async function siteSubscriptions(db: Db, websiteId: string, limit = 200): Promise<Subscription[]> {
  const rows = await db.selectFrom('subscriptions').selectAll().where('website_id', '=', websiteId).orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
  return rows.map(out);
}

/** Rows whose renewals our sweeper charges (not yet, or never, handed to the provider). */
const SWEEPER_BILLED: SubscriptionBilling[] = ['sweeper', 'handover'];

/** Ids of subscriptions the sweeper charges, due at `now` and not leased (any site), oldest due first. */
export async function dueSubscriptions(db: Db, now: number, limit: number): Promise<Array<{ id: string; website_id: string }>> {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'website_id'])
    .where('billing', 'in', SWEEPER_BILLED)
    .where('status', 'in', ['active', 'past_due'])
    .where('next_charge_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .orderBy('next_charge_at')
    .limit(limit)
    .execute();
}

/** Takes the lease of a due subscription until `until`; answers the row when this caller holds it. */
export async function claimDue(db: Db, websiteId: string, id: string, now: number, until: number): Promise<Subscription | undefined> {
  const row = await db
    .updateTable('subscriptions')
    .set({ lease_until: until })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('billing', 'in', SWEEPER_BILLED)
    .where('status', 'in', ['active', 'past_due'])
    .where('next_charge_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
  return row && out(row);
}

/**
 * Ids of subscriptions in one billing state with no live lease (any site): `handover` rows still
 * active whose next charge is after `chargeAfter` (the provider's first charge must be ahead),
 * `provider` rows active or past due whose next charge is at or before `chargeBefore` (overdue: no
 * webhook told us yet), `ending` rows in any status.
 */
export async function billingWork(db: Db, billing: SubscriptionBilling, now: number, limit: number, due: { chargeAfter?: number; chargeBefore?: number } = {}): Promise<Array<{ id: string; website_id: string }>> {
  let q = db
    .selectFrom('subscriptions')
    .select(['id', 'website_id'])
    .where('billing', '=', billing)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]));
  if (billing !== 'ending') q = q.where('status', 'in', billing === 'handover' ? ['active'] : ['active', 'past_due']);
  if (due.chargeAfter !== undefined) q = q.where('next_charge_at', '>', due.chargeAfter);
  if (due.chargeBefore !== undefined) q = q.where('next_charge_at', '<=', due.chargeBefore);
  return q.orderBy('updated_at').limit(limit).execute();
}

/** Takes the lease of a row still in `billing` until `until`; answers the row when this caller holds it. */
export async function claimBilling(db: Db, websiteId: string, id: string, billing: SubscriptionBilling, now: number, until: number): Promise<Subscription | undefined> {
  const row = await db
    .updateTable('subscriptions')
    .set({ lease_until: until })
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('billing', '=', billing)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', now)]))
    .returningAll()
    .executeTakeFirst();
  return row && out(row);
}

/** Moves a row from billing `from` to `to` and lets go of its lease; false when it was no longer in `from`. */
export async function moveBilling(db: Db, websiteId: string, id: string, from: SubscriptionBilling, to: SubscriptionBilling, now: number): Promise<boolean> {
  const r = await db.updateTable('subscriptions').set({ billing: to, lease_until: null, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('billing', '=', from).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/**
 * A handed-over row gets the provider's subscription: billed by the provider while it is still
 * active or past due, or `ending` when it was cancelled meanwhile (the provider's must be stopped).
 */
export async function handedOver(db: Db, websiteId: string, id: string, providerSubscription: string, now: number): Promise<void> {
  await db
    .updateTable('subscriptions')
    .set((eb) => ({ provider_subscription: providerSubscription, billing: eb.case().when('status', 'in', ['active', 'past_due']).then('provider').else('ending').end().$castTo<SubscriptionBilling>(), lease_until: null, updated_at: now }))
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('billing', '=', 'handover')
    .execute();
}

/** The subscription the provider knows as `providerSubscription`. */
export async function subscriptionByProviderRef(db: Db, provider: string, providerSubscription: string): Promise<Subscription | undefined> {
  const row = await db.selectFrom('subscriptions').selectAll().where('provider', '=', provider).where('provider_subscription', '=', providerSubscription).executeTakeFirst();
  return row && out(row);
}

/** The cycle a provider's invoice was recorded for (paid, or its failed tries). */
export async function chargeOfInvoice(db: Db, websiteId: string, providerInvoice: string): Promise<{ cycle: number; status: 'paid' | 'failed'; attempts: number } | undefined> {
  const row = await db.selectFrom('subscription_charges').select(['cycle', 'status', 'attempts']).where('website_id', '=', websiteId).where('provider_invoice', '=', providerInvoice).executeTakeFirst();
  return row && { cycle: Number(row.cycle), status: row.status, attempts: Number(row.attempts) };
}

/** Records that `cycle` was paid by `orderId` (false: some other sweeper recorded it first). */
export async function recordPaidCycle(trx: Db, row: Insertable<SubscriptionChargesTable>): Promise<boolean> {
  // The cycle's key and invoice are unique too: a sweeper racing another may meet its row there (unique-violation.ts).
  const done = await unlessRepeated(trx, () => trx
    .insertInto('subscription_charges')
    .values(row)
    .onConflict((oc) => oc.columns(['subscription_id', 'cycle']).doUpdateSet({ status: 'paid', order_id: row.order_id, payment_id: row.payment_id, attempts: row.attempts, provider_invoice: row.provider_invoice ?? null }).where('subscription_charges.status', '<>', 'paid'))
    .returning('cycle')
    .executeTakeFirst(), undefined);
  return Boolean(done);
}

/** Records a failed try of `cycle` (kept for the owner; the paid one replaces it). */
export async function recordFailedCycle(trx: Db, row: Insertable<SubscriptionChargesTable>): Promise<void> {
  await unlessRepeated(trx, async () => {
    await trx
      .insertInto('subscription_charges')
      .values(row)
      .onConflict((oc) => oc.columns(['subscription_id', 'cycle']).doUpdateSet({ attempts: row.attempts, provider_invoice: row.provider_invoice ?? null }).where('subscription_charges.status', '<>', 'paid'))
      .execute();
  }, undefined);
}

/** Moves a subscription on from the state it was read in (`cycles_paid` and `attempts` unchanged since): false when someone else moved it. */
export async function moveSubscription(trx: Db, s: Pick<Subscription, 'website_id' | 'id' | 'cycles_paid' | 'attempts'>, patch: Partial<Pick<SubscriptionRow, 'status' | 'cycles_paid' | 'next_charge_at' | 'attempts' | 'lease_until' | 'cancelled_at' | 'billing'>>, now: number): Promise<boolean> {
  const r = await trx
    .updateTable('subscriptions')
    .set({ ...patch, updated_at: now })
    .where('website_id', '=', s.website_id)
    .where('id', '=', s.id)
    .where('status', 'in', ['active', 'past_due'])
    .where('cycles_paid', '=', s.cycles_paid)
    .where('attempts', '=', s.attempts)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Lets go of a lease (the provider could not be reached: the next sweep asks again with the same key). */
export async function releaseLease(db: Db, websiteId: string, id: string, at: number): Promise<void> {
  await db.updateTable('subscriptions').set({ lease_until: at }).where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/**
 * Cancels an active or past-due subscription; false when it already was cancelled or completed. A
 * subscription the provider bills becomes `ending` (a sweep stops it there), or `ended` when the
 * caller stopped it at the provider already.
 */
export async function cancelRow(trx: Db, websiteId: string, id: string, now: number, stoppedAtProvider = false): Promise<boolean> {
  const r = await trx
    .updateTable('subscriptions')
    .set((eb) => ({
      status: 'cancelled',
      billing: eb.case().when('billing', '=', 'provider').then(stoppedAtProvider ? 'ended' : 'ending').else(eb.ref('billing')).end().$castTo<SubscriptionBilling>(),
      next_charge_at: null,
      lease_until: null,
      cancelled_at: now,
      updated_at: now,
    }))
    .where('website_id', '=', websiteId)
    .where('id', '=', id)
    .where('status', 'in', ['active', 'past_due'])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** A site's subscriptions as the owner's list shows them (product title and number of the first order), newest first. */
export async function ownerSubscriptions(db: Db, websiteId: string, limit = 500) {
  const rows = await db
    .selectFrom('subscriptions as s')
    .innerJoin('orders as o', (j) => j.onRef('o.id', '=', 's.first_order_id').onRef('o.website_id', '=', 's.website_id'))
    .leftJoin('order_lines as l', (j) => j.onRef('l.order_id', '=', 's.first_order_id').on('l.line', '=', 0))
    .selectAll('s')
    .select(['o.number as order_number', 'l.title as title'])
    .where('s.website_id', '=', websiteId)
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id')
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const s = out(row);
    return { id: s.id, title: row.title ?? '', email: s.email, period: s.plan.billingPeriod, numBillingCycles: s.plan.numBillingCycles, amountCents: s.amount_cents, currency: s.currency, status: s.status, cyclesPaid: s.cycles_paid, nextChargeAt: s.next_charge_at, firstOrderId: s.first_order_id, firstOrderNumber: Number(row.order_number), createdAt: s.created_at };
  });
}

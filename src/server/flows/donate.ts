/**
 * Giving a donation (issue 17, docs/commerce-donations.md): the place-order flow's guarantees
 * without a cart or stock.
 *
 *   record   insert the donation 'pending' with its number and link     undo: the donation 'failed'
 *   charge   the provider, with the form's idempotency key              undo: refund (when it had succeeded)
 *   settle   one transaction: 'paid', receipt and owner notice queued   undo: its rollback
 *
 * A declined card fails the donation (nothing charged). A provider that cannot be reached leaves
 * it pending: `sweep` asks again later with the same key (never a second charge) and settles or
 * fails it. The same key again answers the donation it made, never a second charge.
 */
import type { Kysely } from 'kysely';
import type { StoreSettings } from '../../model/index.ts';
import type { Database } from '../db/schema.ts';
import {
  donationById,
  donationByKey,
  donationMails,
  donationToken,
  failDonation,
  findDonationPage,
  insertDonation,
  markDonationPaid,
  noteDonationPaymentId,
  claimStalePendingDonations,
  touchPendingDonation,
  type ChargeResult,
  type DonateInput,
  type DonateResult,
  type DonationPlacer,
  type DonationSite,
  type PaymentFailure,
  type PaymentProvider,
} from '../commerce/index.ts';
import { enqueueMails } from '../mail/index.ts';
import { runFlow, undoneByRollback, type Step } from './flow.ts';
import { chargeStep, PaymentDeclined } from './charge-step.ts';
import { GIVE_UP_MS, REPLAYED_PAYMENT } from './place-order.ts';

/** What the donate flow needs from the app. */
export interface DonateFlowDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  /** The secret donation links are derived from (the session secret). */
  secret: string;
  /** A site's title, address, time zone and store settings, for the mails (undefined: the site is gone). */
  site(websiteId: string): Promise<(DonationSite & { store: StoreSettings }) | undefined>;
  /** Told when mail was queued (the outbox worker wakes). */
  mailQueued?(): void;
  now?: () => number;
}

interface Ctx {
  input: DonateInput;
  id?: string;
  token?: string;
  number?: number;
  charge?: ChargeResult;
  failure?: PaymentFailure;
}

/** The donation flows of an app: donate (the page), settle (a webhook or the sweeper), sweep. */
export function donateFlows(deps: DonateFlowDeps): DonationPlacer {
  const { db, provider } = deps;
  const now = deps.now ?? Date.now;

  /** The donation paid and its mails queued, in one transaction; whether this call moved it. */
  async function settlePaid(websiteId: string, id: string, paymentId: string): Promise<boolean> {
    const site = await deps.site(websiteId);
    let paid = false;
    await db.transaction().execute(async (trx) => {
      const steps: Step<{ trx: Kysely<Database> }>[] = [
        { name: 'donations.markPaid', run: async ({ trx }) => void (paid = await markDonationPaid(trx, websiteId, id, paymentId, now())), undo: undoneByRollback },
        {
          name: 'mail.queueDonationReceipt',
          run: async ({ trx }) => {
            if (!paid || !site) return;
            const donation = (await donationById(trx, websiteId, id))!;
            await enqueueMails(trx, donationMails(site, findDonationPage(site.store, donation.donate_page_id), donation, donationToken(deps.secret, id)), now());
          },
          undo: undoneByRollback,
        },
      ];
      await runFlow(steps, { trx });
    });
    if (paid) deps.mailQueued?.();
    return paid;
  }

  async function settle(websiteId: string, id: string, result: ChargeResult): Promise<void> {
    if (result.status === 'succeeded') await settlePaid(websiteId, id, result.paymentId);
    else if (result.status === 'declined') await failDonation(db, websiteId, id, result.failure, now());
  }

  const steps: Step<Ctx>[] = [
    {
      name: 'donations.record',
      async run(ctx) {
        const made = await insertDonation(db, ctx.input, provider.name, deps.secret, now());
        Object.assign(ctx, made);
      },
      async undo(ctx) {
        await failDonation(db, ctx.input.websiteId, ctx.id!, ctx.failure ?? 'commerce.paymentFailed', now());
      },
    },
    chargeStep<Ctx>(provider, ({ input: i, id, number }) => ({ websiteId: i.websiteId, orderId: id!, orderNumber: number!, amountCents: i.amountCents, currency: i.currency, email: i.email, idempotencyKey: i.key, payment: i.payment })),
    {
      name: 'donations.settle',
      async run(ctx) {
        if (ctx.charge?.status === 'succeeded') await settlePaid(ctx.input.websiteId, ctx.id!, ctx.charge.paymentId);
        else if (ctx.charge?.status === 'pending') await noteDonationPaymentId(db, ctx.input.websiteId, ctx.id!, ctx.charge.paymentId, now());
      },
      undo: undoneByRollback,
    },
  ];

  return {
    async donate(input: DonateInput): Promise<DonateResult> {
      const before = await donationByKey(db, input.websiteId, input.key);
      if (before) return { kind: 'existing', donation: before };
      const ctx: Ctx = { input };
      try {
        await runFlow(steps, ctx);
      } catch (err) {
        if (err instanceof PaymentDeclined) return { kind: 'declined', failure: err.failure };
        // A concurrent post of the same key got there first (the unique key refused ours).
        const meanwhile = ctx.id ? undefined : await donationByKey(db, input.websiteId, input.key);
        if (meanwhile) return { kind: 'existing', donation: meanwhile };
        throw err;
      }
      return { kind: ctx.charge?.status === 'succeeded' ? 'paid' : 'pending', id: ctx.id!, token: ctx.token! };
    },

    settle,

    async sweep(afterMs = 2 * 60_000): Promise<number> {
      const stale = await claimStalePendingDonations(db, provider.name, now() - afterMs, now());
      for (const d of stale) {
        let result: ChargeResult | undefined;
        try {
          result = await provider.charge({ websiteId: d.website_id, orderId: d.id, orderNumber: d.number, amountCents: d.amount_cents, currency: d.currency, email: d.email, idempotencyKey: d.idempotency_key, payment: REPLAYED_PAYMENT });
        } catch {
          result = undefined;
        }
        if (result && result.status !== 'pending') await settle(d.website_id, d.id, result);
        else if (now() - d.created_at > GIVE_UP_MS) await failDonation(db, d.website_id, d.id, 'commerce.paymentFailed', now());
        else await touchPendingDonation(db, d.website_id, d.id, now());
      }
      return stale.length;
    },
  };
}

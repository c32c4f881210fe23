/**
 * The one charge step of the paying flows (place-order, donate): the provider asked once under
 * the attempt's idempotency key. An unknown outcome (the provider could not be reached) leaves
 * `charge` undefined: the flow keeps its record pending and its sweeper asks again with the same
 * key, never a second charge. A refusal is thrown as `PaymentDeclined`, so the steps before it are
 * undone. The undo refunds what was charged, under the key `{key}:undo`.
 */
import type { ChargeRequest, ChargeResult, PaymentFailure, PaymentProvider } from '../commerce/index.ts';
import type { Step } from './flow.ts';

/** The bank said no: nothing was charged (the flow answers `declined` with the failure's message key). */
export class PaymentDeclined extends Error {
  constructor(readonly failure: PaymentFailure) {
    super(failure);
  }
}

/** What the step reads and writes in its flow's context. */
export interface ChargeContext {
  charge?: ChargeResult;
  failure?: PaymentFailure;
}

/**
 * @param requestOf the charge to ask for, from the flow's context
 * @param coveredBy when something else paid it all (a gift card), the payment id to record instead of charging
 */
export function chargeStep<C extends ChargeContext>(provider: PaymentProvider, requestOf: (ctx: C) => ChargeRequest, coveredBy?: (ctx: C) => string | undefined): Step<C> {
  return {
    name: 'payments.charge',
    async run(ctx) {
      const covered = coveredBy?.(ctx);
      if (covered) {
        ctx.charge = { status: 'succeeded', paymentId: covered };
        return;
      }
      try {
        ctx.charge = await provider.charge(requestOf(ctx));
      } catch {
        ctx.charge = undefined;
        return;
      }
      if (ctx.charge.status === 'declined') {
        ctx.failure = ctx.charge.failure;
        throw new PaymentDeclined(ctx.charge.failure);
      }
    },
    async undo(ctx) {
      if (ctx.charge?.status !== 'succeeded' || coveredBy?.(ctx)) return;
      const request = requestOf(ctx);
      await provider.refund(ctx.charge.paymentId, request.amountCents, `${request.idempotencyKey}:undo`);
    },
  };
}

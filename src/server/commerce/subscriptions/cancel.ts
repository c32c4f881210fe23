/**
 * The buyer cancels from their order's page (docs/commerce-subscriptions.md): a subscription the
 * provider bills (Stripe Subscriptions) is stopped there first, then one transaction moves the row
 * to cancelled and queues the mail. Idempotent: a second cancel changes nothing and says the same.
 */
import { enqueueMails } from '../../mail/index.ts';
import type { SubscriptionDeps } from './deps.ts';
import { subscriptionMail } from './mail.tsx';
import { mailInput } from './renewals.ts';
import { cancelRow, type Subscription } from './repo.ts';

/** 'cancelled' (now or before) or 'providerFailed' (nothing changed: try again). */
export async function cancelSubscription(deps: SubscriptionDeps, s: Subscription): Promise<'cancelled' | 'providerFailed'> {
  if (s.status === 'cancelled' || s.status === 'completed') return 'cancelled';
  const atProvider = s.billing === 'provider' && s.provider_subscription !== null && s.provider === deps.provider.name;
  if (atProvider) {
    try {
      await deps.provider.cancelRenewals?.(s.provider_subscription!);
    } catch {
      return 'providerFailed';
    }
  }
  const at = (deps.now ?? Date.now)();
  const site = await deps.site(s.website_id);
  const mail = await mailInput(deps.db, s, deps.secret);
  const moved = await deps.db.transaction().execute(async (trx) => {
    // Handed over meanwhile (the row read before the provider's id was stored): `ending`, and a sweep stops it there.
    if (!(await cancelRow(trx, s.website_id, s.id, at, atProvider))) return false;
    if (site) await enqueueMails(trx, [subscriptionMail(site, mail, { kind: 'cancelled' })], at);
    return true;
  });
  if (moved) deps.mailQueued?.();
  return 'cancelled';
}

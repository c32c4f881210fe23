/**
 * Subscriptions (issue 17, docs/commerce-subscriptions.md): the `paid` hook that starts one, the
 * renewals' sweeper and renewal orders, the subscribe checkout, the cancel, the owner's list.
 */
export { subscriptionHook } from './hook.ts';
export { placeRenewalOrder, subscriptionRenewals, cycleKey, LEASE_MS, type RenewalOrderInput, type SubscriptionRenewals } from './renewals.ts';
export { cancelSubscription } from './cancel.ts';
export { subscriptionRoutes, subscriptionOrderPart, type SubscriptionRoutesOptions } from './routes.tsx';
export { ownerSubscriptions, siteSubscriptions, subscriptionOfOrder, subscriptionById, type Subscription } from './repo.ts';
export { chargeDate, retryAt, RETRY_DAYS } from './schedule.ts';
export { subscriptionSite, type SubscriptionDeps } from './deps.ts';

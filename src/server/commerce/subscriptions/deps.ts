/**
 * What subscriptions need from the app (handed in by app.ts; docs/commerce-subscriptions.md).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { OrderHook, OrderSite } from '../order-hooks.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { SubscriptionMailSite } from './mail.tsx';

export interface SubscriptionDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  /** The secret the order links are derived from (the session secret). */
  secret: string;
  /** The app's order hooks: a renewal order runs their `paid` like any paid order. */
  hooks: readonly OrderHook[];
  /** A site's title, address, store settings and time zone (undefined: the site is gone). */
  site(websiteId: string): Promise<(OrderSite & SubscriptionMailSite) | undefined>;
  /** Told when mail was queued (the outbox worker wakes). */
  mailQueued?(): void;
  now?: () => number;
}

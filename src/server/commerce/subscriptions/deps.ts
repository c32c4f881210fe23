/**
 * What subscriptions need from the app (handed in by app.ts; docs/commerce-subscriptions.md).
 */
import type { Kysely } from 'kysely';
import { storeSettings } from '../../../model/store.ts';
import type { SiteViews } from '../../sites/index.ts';
import { siteTenant } from '../orders-repo.ts';
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

/** `SubscriptionDeps.site` from the published sites: title, address, store settings and time zone. */
export function subscriptionSite(db: Kysely<Database>, siteViews: SiteViews): SubscriptionDeps['site'] {
  return async (websiteId) => {
    const tenant = await siteTenant(db, websiteId);
    if (!tenant) return undefined;
    const view = await siteViews.get(tenant);
    return { websiteId, title: view.website.title, baseUrl: view.baseUrl, store: storeSettings(view.settings.storeSettings ?? {}), timeZone: view.settings.timeZone };
  };
}

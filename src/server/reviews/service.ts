/**
 * Asking buyers for reviews (issue 17, docs/commerce-reviews.md): the order hook that schedules a
 * request when an order is fulfilled, and the sweeper that mails the requests whose time came.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { loadOrder, siteTenant, type OrderHook, type OrderSite } from '../commerce/index.ts';
import { storeSettings } from '../../model/store.ts';
import type { SiteViews } from '../sites/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { reviewableLines, reviewRequestMail } from './mail.tsx';
import { claimRequest, dueRequests, scheduleRequest } from './repo.ts';
import { reviewToken } from './token.ts';

const DAY = 86_400_000;

/**
 * The reviews' order hook: a fulfilled order with something to review (not only gift cards), of a
 * store that asks for reviews, gets its request, mailed `requestAfterDays` later and open
 * `expiresAfterDays` after that. Written in the fulfilling transaction.
 */
export const reviewsHook: OrderHook = {
  name: 'reviews',
  async fulfilled({ trx, details, site, now }) {
    const settings = site.store.reviews;
    if (!settings.enabled || reviewableLines(details).length === 0) return;
    const sendAt = now + settings.requestAfterDays * DAY;
    await scheduleRequest(trx, { websiteId: site.websiteId, orderId: details.order.id, sendAt, expiresAt: sendAt + settings.expiresAfterDays * DAY, now });
  },
};

export interface SweepDeps {
  db: Kysely<Database>;
  secret: string;
  /** The site of a website as its mails need it (undefined: gone). */
  site: (websiteId: string) => Promise<(OrderSite & { timeZone?: string }) | undefined>;
}

/** The sweeper's deps over the published sites (the site's title, address, store and time zone, as the mail needs them). */
export function sweepDeps(db: Kysely<Database>, siteViews: Pick<SiteViews, 'get'>, secret: string): SweepDeps {
  return {
    db,
    secret,
    site: async (websiteId) => {
      const tenant = await siteTenant(db, websiteId);
      if (!tenant) return undefined;
      const view = await siteViews.get(tenant);
      return { websiteId, title: view.website.title, baseUrl: view.baseUrl, store: storeSettings(view.settings.storeSettings ?? {}), timeZone: view.settings.timeZone };
    },
  };
}

/**
 * Mails the requests whose time came: each is claimed by a guarded update (`sent_at is null`) in
 * the transaction that queues its mail, so any number of sweepers mail each request once.
 * Answers how many this call queued.
 */
export async function sweepReviewRequests(deps: SweepDeps, now = Date.now()): Promise<number> {
  let queued = 0;
  for (const due of await dueRequests(deps.db, now)) {
    const site = await deps.site(due.websiteId);
    const sent = await deps.db.transaction().execute(async (trx) => {
      if (!(await claimRequest(trx, due.websiteId, due.orderId, now))) return false;
      const details = await loadOrder(trx, due.websiteId, due.orderId);
      // A request whose site or order is gone, or whose store stopped asking, is closed unsent.
      if (!site || !details || !site.store.reviews.enabled) return false;
      const request = await trx.selectFrom('review_requests').select('expires_at').where('order_id', '=', due.orderId).executeTakeFirstOrThrow();
      await enqueueMail(trx, reviewRequestMail(site, details, reviewToken(deps.secret, due.orderId), Number(request.expires_at)));
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

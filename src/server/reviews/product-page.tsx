import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { itemHref } from '../../page/links.ts';
import { ProductReviewsSection } from '../../page/views/ProductReviews.tsx';
import { PageType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { formatAverage, productReviewsPath, REVIEWS_PER_PAGE } from '../../shared/reviews.ts';
import type { Database } from '../db/schema.ts';
import { approvedReviews } from './repo.ts';

type SendPage = (reply: FastifyReply, site: SiteView, page: { status?: number; pageType: number; heading: string; text: string; body?: ReactNode }) => unknown;

/**
 * GET /commerce/resenas/producto/:itemId?pagina=N: every approved review of a published product
 * the visitor may see (its collection is not locked), REVIEWS_PER_PAGE a page, newest first; the
 * «Ver más reseñas» of a product page leads here. Another site's item, a draft, or a page past
 * the last: 404.
 */
export function productReviewsRoute(app: FastifyInstance, opts: { db: Kysely<Database>; siteViews: { get(t: { websiteId: string; version: number }): Promise<SiteView> }; assets: PageAssets; sendPage: SendPage; unknownSite: string }) {
  const { db } = opts;
  app.get<{ Params: { itemId: string }; Querystring: Record<string, unknown> }>('/commerce/resenas/producto/:itemId', async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(opts.unknownSite);
    const site = await opts.siteViews.get(tenant);
    const rawPage = req.query?.pagina;
    const page = typeof rawPage === 'string' && /^[1-9][0-9]{0,3}$/.test(rawPage) ? Number(rawPage) : rawPage === undefined ? 1 : 0;
    const itemId = req.params.itemId;
    const item = /^[0-9a-z]{1,64}$/.test(itemId) ? await db.selectFrom('items').select(['title', 'url_id', 'collection_id', 'status']).where('website_id', '=', tenant.websiteId).where('id', '=', itemId).executeTakeFirst() : undefined;
    const collection = item && item.status === 'published' ? site.collections.find((c) => c.id === item.collection_id) : undefined;
    const reviews = collection && page > 0 ? await approvedReviews(db, tenant.websiteId, itemId, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE) : undefined;
    if (!item || !collection || !reviews || (page > 1 && reviews.reviews.length === 0)) {
      return opts.sendPage(reply, site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('page.notFoundTitle'), text: t('reviews.empty') });
    }
    const pages = Math.max(1, Math.ceil(reviews.count / REVIEWS_PER_PAGE));
    const body = (
      <>
        <p>
          <a href={itemHref(collection, { urlId: item.url_id })}>{t('page.backTo', { title: item.title })}</a>
        </p>
        {reviews.count ? <ProductReviewsSection itemId={itemId} reviews={reviews} timeZone={site.settings.timeZone} all /> : <p>{t('reviews.empty')}</p>}
        {pages > 1 ? (
          <nav aria-label={t('reviews.morePage', { product: item.title })} className="product-reviews__pages">
            {page > 1 ? <a href={productReviewsPath(itemId, page - 1)} rel="prev">{t('general.previous')}</a> : null}
            {page < pages ? <a href={productReviewsPath(itemId, page + 1)} rel="next">{t('general.next')}</a> : null}
          </nav>
        ) : null}
      </>
    );
    return opts.sendPage(reply, site, { pageType: PageType.PAGE, heading: t('reviews.morePage', { product: item.title }), text: reviews.count ? t('reviews.average', { average: formatAverage(reviews.average), count: reviews.count }) : t('reviews.empty'), body });
  });
}

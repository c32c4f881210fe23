import type { BlogPosting, BreadcrumbList, Event, LocalBusiness, Organization, Place, WithContext } from 'schema-dts';
import type { Item } from '../model/index.ts';
import type { PageModel, RenderContext, SiteView } from './context.ts';
import { CollectionType, PageType } from '../shared/enums.ts';
import { absoluteUrl } from './links.ts';
import { jsonForScript } from './context-json.ts';

/**
 * The structured data of a page (schema.org JSON-LD, docs/seo.md), typed by schema-dts so that a
 * type or property schema.org does not have fails the typecheck:
 * - the home page: the site as an Organization, or a LocalBusiness when it gives an address or phone;
 * - a blog post: BlogPosting; an event: Event; every item page: a BreadcrumbList (home › list › item).
 * A product page's Product (with its offers and reviews) is parts/ProductJsonLd.tsx's, drawn in the page.
 * System pages (noindex) carry none.
 */
export type JsonLd = WithContext<Organization | LocalBusiness | BlogPosting | Event | BreadcrumbList>;

const CONTEXT = 'https://schema.org' as const;

/** The Organization or LocalBusiness of a site: name, address, description, logo, contact. */
export function organizationJsonLd(site: SiteView): WithContext<Organization | LocalBusiness> {
  const footer = site.headerFooter.footer;
  const info = site.settings.mobileInfoBarSettings;
  const address = footer.address || info?.address || '';
  const phone = footer.phone || info?.phone || '';
  const logo = site.media[site.headerFooter.header.logoMediaId ?? ''];
  const common = {
    name: site.website.title,
    url: absoluteUrl(site.baseUrl, '/'),
    ...(site.website.description ? { description: site.website.description } : {}),
    ...(logo?.src ? { logo: absoluteUrl(site.baseUrl, logo.src) } : {}),
    ...(footer.email ? { email: footer.email } : {}),
  };
  if (!address && !phone) return { '@context': CONTEXT, '@type': 'Organization', ...common };
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    ...common,
    ...(logo?.src ? { image: absoluteUrl(site.baseUrl, logo.src) } : {}),
    ...(address ? { address: { '@type': 'PostalAddress', streetAddress: address } } : {}),
    ...(phone ? { telephone: phone } : {}),
  };
}

/** A blog post as a BlogPosting: headline, dates, author, image, its page and the site as publisher. */
export function blogPostingJsonLd(site: SiteView, item: Item, url: string, image?: string): WithContext<BlogPosting> {
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: item.title.slice(0, 110),
    url,
    mainEntityOfPage: url,
    datePublished: item.publishedOn,
    ...(item.author ? { author: { '@type': 'Person', name: item.author } } : {}),
    ...(item.excerpt ? { description: item.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    ...(item.tags.length ? { keywords: item.tags.join(', ') } : {}),
    publisher: { '@type': 'Organization', name: site.website.title, url: absoluteUrl(site.baseUrl, '/') },
  };
}

/** An event item as an Event: its dates, place, image and ticket offer. */
export function eventJsonLd(site: SiteView, item: Item & { event: NonNullable<Item['event']> }, url: string, image?: string): WithContext<Event> {
  const { event } = item;
  const location: Place | undefined =
    event.venue || event.address
      ? { '@type': 'Place', name: event.venue || event.address, ...(event.address ? { address: { '@type': 'PostalAddress', streetAddress: event.address } } : {}) }
      : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'Event',
    name: item.title,
    url,
    startDate: event.allDay ? event.startsAt.slice(0, 10) : event.startsAt,
    ...(event.endsAt ? { endDate: event.allDay ? event.endsAt.slice(0, 10) : event.endsAt } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    ...(location ? { location } : {}),
    ...(item.excerpt ? { description: item.excerpt } : {}),
    ...(image ? { image: [image] } : {}),
    organizer: { '@type': 'Organization', name: site.website.title, url: absoluteUrl(site.baseUrl, '/') },
    ...(event.ticketUrl ? { offers: { '@type': 'Offer', url: event.ticketUrl, availability: event.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock' } } : {}),
  };
}

/** Home › list › item, each an absolute address. */
export function breadcrumbJsonLd(crumbs: ReadonlyArray<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: c.url })),
  };
}

/** The JSON-LD objects of a page ([] for system pages and error answers). */
export function pageJsonLd(model: PageModel, ctx: RenderContext): JsonLd[] {
  const { site } = model;
  if (model.path === '/' && model.pageType !== PageType.CONTENT_ITEM) return [organizationJsonLd(site)];
  const item = model.item;
  const collection = model.collection;
  if (model.pageType !== PageType.CONTENT_ITEM || !item || !collection) return [];
  const url = absoluteUrl(site.baseUrl, model.path);
  const media = ctx.media(item.mediaId);
  const image = media?.src ? absoluteUrl(site.baseUrl, media.src) : undefined;
  const out: JsonLd[] = [];
  if (item.event) out.push(eventJsonLd(site, { ...item, event: item.event }, url, image));
  else if (!item.product && collection.type === CollectionType.GENERIC) out.push(blogPostingJsonLd(site, item, url, image));
  const listPath = collection.urlId === site.homePage ? '/' : `/${collection.urlId}`;
  out.push(
    breadcrumbJsonLd([
      { name: site.website.title, url: absoluteUrl(site.baseUrl, '/') },
      ...(listPath === '/' ? [] : [{ name: collection.title, url: absoluteUrl(site.baseUrl, listPath) }]),
      { name: item.title, url },
    ]),
  );
  return out;
}

/** One JSON-LD object as the text of a `<script type="application/ld+json">`: `<`, `>`, `&` escaped, so no text can end the element. */
export function jsonLdText(data: JsonLd | Record<string, unknown>): string {
  return jsonForScript(data);
}

import { BlockType, CollectionType, PageType } from '../shared/enums.ts';
import { blogFeedHref } from '../shared/blog.ts';
import type { PageModel, RenderContext } from './context.ts';
import { absoluteUrl } from './links.ts';
import { t } from '../shared/messages/index.ts';
import { layoutBlocks, pageLayouts } from './render-context.ts';
import { pageLanguage, pageVersions } from './languages.ts';
import { pageJsonLd, type JsonLd } from './json-ld.ts';

/** What the `<head>` says about a page: title, description, canonical URL and OpenGraph. */
export interface HeadMeta {
  title: string;
  description: string;
  /** Absolute; absent on pages that must not be indexed. */
  canonical?: string;
  /** Absolute URL of the page; without it no OpenGraph tags are written. */
  url?: string;
  ogType: 'website' | 'article';
  /** Absolute URL of the page's image, when it has one. */
  image?: string;
  /** The image's size in pixels: the share picture's 1200×630 (docs/seo.md), else the image's own. */
  imageWidth?: number;
  imageHeight?: number;
  imageAlt?: string;
  noindex: boolean;
  siteName: string;
  /** A paged list's newer and older pages (`<link rel="prev|next">`), absolute. */
  prev?: string;
  next?: string;
  /** The blog's RSS feed (`<link rel="alternate">`), absolute, and its name. */
  feed?: string;
  feedTitle?: string;
  /**
   * The page's versions in each language (`<link rel="alternate" hreflang>`), absolute, and the
   * x-default (the primary language's); absent for a page without translations (docs/multilingual.md).
   */
  alternates?: Array<{ hreflang: string; href: string }>;
  /** OpenGraph locale ("es_419", "en"); es_419 when absent. */
  ogLocale?: string;
  /** schema.org structured data of the page (json-ld.ts); none on system pages. */
  jsonLd?: JsonLd[];
}

/**
 * Whether a page is one of the system's own (§2 page types from 100: not found, error, search,
 * lock screens, access denied, cart, checkout, orders, newsletter…), or a page that says one thing
 * in the site's chrome (members' /cuenta pages, `message`), or an error answer: such pages are
 * `noindex` and name no canonical address (docs/seo.md).
 */
export function isSystemPage(model: Pick<PageModel, 'pageType' | 'message'>, status = 200): boolean {
  return status >= 400 || model.pageType >= 100 || model.message !== undefined;
}

/** The head of a page: "Page · Site" (the home page: the site title alone). */
export function headMeta(model: PageModel, ctx: RenderContext, status = 200): HeadMeta {
  const siteName = model.site.website.title;
  const pageTitle =
    model.pageType === PageType.NOT_FOUND
      ? model.title || t('page.notFoundTitle')
      : model.pageType === PageType.ERROR
        ? t('page.errorTitle')
        : model.path === '/' ? '' : model.title;
  const blog = model.blog;
  // A blog list's own address keeps its filter and page (`/blog?tag=caf%C3%A9&page=2`).
  const url = absoluteUrl(model.site.baseUrl, blog?.canonical ?? model.path);
  const noindex = isSystemPage(model, status) || model.message !== undefined;
  // A blog post names its blog's feed too (docs/seo.md).
  const post = model.pageType === PageType.CONTENT_ITEM && model.collection?.type === CollectionType.GENERIC ? model.collection : undefined;
  // A cover page (§2 type 3) shares its background image.
  const media = ctx.media(model.item?.mediaId) ?? ctx.media(model.collection?.cover?.mediaId) ?? firstImageOf(model, ctx);
  return {
    title: pageTitle && pageTitle !== siteName ? `${pageTitle} · ${siteName}` : siteName,
    description: model.description || model.site.website.description,
    canonical: noindex ? undefined : url,
    url,
    ogType: model.pageType === PageType.CONTENT_ITEM ? 'article' : 'website',
    // The share picture cut at 1200×630 (publish-media.ts); a site published before it: the largest variant.
    image: media ? absoluteUrl(model.site.baseUrl, media.share?.url ?? media.src) : undefined,
    ...(media?.share ? { imageWidth: media.share.width, imageHeight: media.share.height } : media?.src ? largestSize(media) : {}),
    imageAlt: media?.alt || undefined,
    noindex,
    siteName,
    ogLocale: pageLanguage(model).replace('-', '_'),
    ...(noindex ? {} : alternatesOf(model)),
    ...(noindex ? {} : { jsonLd: pageJsonLd(model, ctx) }),
    ...(blog && status < 400
      ? {
          prev: blog.prev ? absoluteUrl(model.site.baseUrl, blog.prev) : undefined,
          next: blog.next ? absoluteUrl(model.site.baseUrl, blog.next) : undefined,
          feed: absoluteUrl(model.site.baseUrl, blog.feed),
          feedTitle: model.collection ? `${model.collection.title} · ${siteName}` : siteName,
        }
      : post && status < 400
        ? { feed: absoluteUrl(model.site.baseUrl, blogFeedHref(post.urlId)), feedTitle: `${post.title} · ${siteName}` }
        : {}),
  };
}

/** hreflang links of a page that has translations: each version, then x-default (the primary's). */
function alternatesOf(model: PageModel): Pick<HeadMeta, 'alternates'> {
  // An item (a post) is not a translation of its collection's translations; a filtered list page neither.
  if (model.item || (model.blog !== undefined && model.blog.canonical !== model.path)) return {};
  const versions = pageVersions(model.site, model.collection?.urlId);
  if (versions.length < 2) return {};
  const href = (path: string) => absoluteUrl(model.site.baseUrl, path);
  return { alternates: [...versions.map((v) => ({ hreflang: v.language, href: href(v.path) })), { hreflang: 'x-default', href: href(versions[0].path) }] };
}

/** The size of an image's largest variant (its `src`). */
function largestSize(media: NonNullable<ReturnType<RenderContext['media']>>): { imageWidth?: number; imageHeight?: number } {
  const widest = media.variants[media.variants.length - 1]?.width;
  if (!widest || !media.width || !media.height) return {};
  return { imageWidth: widest, imageHeight: Math.round((widest * media.height) / media.width) };
}

function firstImageOf(model: PageModel, ctx: RenderContext) {
  const block = layoutBlocks(pageLayouts(model)).find((b) => b.type === BlockType.IMAGE);
  return ctx.media(block?.data?.mediaId);
}

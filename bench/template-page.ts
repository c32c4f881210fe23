/**
 * A hand-written string template of a published page (type 2, static blocks only) that writes
 * exactly what `renderPage` writes: the baseline of the render benchmark (bench/suites/render.ts).
 * It reuses the renderer's pure helpers (head meta, theme colours, icon, page context, sizes) and
 * only replaces React with string concatenation, escaping text and attributes as React does.
 * Not a renderer: it knows the page shapes of the benchmark and throws on anything else.
 */
import { buttonCensus } from '../src/blocks/button/Button.tsx';
import { blockDefinition } from '../src/blocks/registry.ts';
import type { Block, Layout, NavLink } from '../src/model/index.ts';
import type { MediaRef, PageAssets, PageModel, RenderContext } from '../src/page/context.ts';
import { CONTEXT_ELEMENT_ID } from '../src/model/page-context.ts';
import { jsonForScript, pageContextJson } from '../src/page/context-json.ts';
import { monogramIcon } from '../src/page/favicon.ts';
import { headMeta, type HeadMeta } from '../src/page/head-meta.ts';
import { hasHeadingOne, rowClass } from '../src/page/layout/LayoutView.tsx';
import { blockSite } from '../src/page/render-context.ts';
import { isExternal } from '../src/ui/links.ts';
import { messages } from '../src/page/messages.ts';
import { sizesForSpan } from '../src/ui/sizes.ts';
import { currentness } from '../src/page/SiteHeader.tsx';
import { themeVars } from '../src/page/theme-vars.ts';
import { BUTTON_CENSUS_ATTRIBUTE } from '../src/shared/census.ts';
import { BlockType, CollectionType, PageType } from '../src/shared/enums.ts';
import { t } from '../src/shared/messages/index.ts';

const cartLabel = t('commerce.cart');

/** React's escaping of text and attribute values. */
const UNSAFE = /["'&<>]/;
const UNSAFE_ALL = /["'&<>]/g;
const ENTITIES: Record<string, string> = { '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const esc = (s: string | number): string => {
  const str = String(s);
  return UNSAFE.test(str) ? str.replace(UNSAFE_ALL, (c) => ENTITIES[c]) : str;
};
/** ` name="value"`, or nothing for undefined (React leaves such attributes out). */
const attr = (name: string, value: string | number | undefined): string => (value === undefined ? '' : ` ${name}="${esc(value)}"`);

/** A `style` object as React writes it: `prop:value;prop:value`, custom properties unchanged. */
function styleAttr(style: Record<string, string | undefined>): string {
  let out = '';
  for (const name in style) {
    const value = style[name];
    if (value == null || value === '') continue;
    const prop = name.startsWith('--') ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    out += `${out ? ';' : ''}${esc(prop)}:${esc(value.trim())}`;
  }
  return out ? ` style="${out}"` : '';
}

/** The image preloads React adds to the head for every `<img>` not loaded lazily (first 10 or high priority first). */
class ImagePreloads {
  private seen = new Set<string>();
  high: string[] = [];
  bulk: string[] = [];
  add(src: string, srcSet: string | undefined, sizes: string | undefined, fetchPriority: 'high' | undefined): void {
    if (src.slice(0, 5).toLowerCase() === 'data:' || srcSet?.slice(0, 5).toLowerCase() === 'data:') return;
    const key = srcSet ? `${srcSet}\n${sizes ?? ''}` : src;
    if (this.seen.has(key)) return;
    this.seen.add(key);
    const link =
      `<link rel="preload" as="image"${attr('href', srcSet ? undefined : src)}${attr('imageSrcSet', srcSet)}` +
      `${attr('imageSizes', sizes)}${attr('fetchPriority', fetchPriority)}/>`;
    (fetchPriority === 'high' || this.high.length < 10 ? this.high : this.bulk).push(link);
  }
}

/** State of one page while it is written: media lookup, first-image flag, head preloads. */
interface Writer {
  model: PageModel;
  media(id: string | undefined): MediaRef | undefined;
  eagerGiven: boolean;
  preloads: ImagePreloads;
}

/** The HTML document of a page, byte for byte what `renderPage(model, assets)` returns. */
export function templatePage(model: PageModel, assets: PageAssets): string {
  if (model.pageType !== PageType.PAGE) throw new Error('templatePage: only pages (type 2)');
  const w: Writer = {
    model,
    media: (id) => (id ? model.site.media[id] : undefined),
    eagerGiven: false,
    preloads: new ImagePreloads(),
  };
  const ctx: RenderContext = { page: model, assets, media: w.media, collectionId: model.collection?.id ?? '', collectionUrl: model.collection ? `/${model.collection.urlId}` : '', eagerImage: () => false, current: { path: model.path, url: `${model.site.baseUrl}${model.path}`, title: model.title, signedIn: false }, site: blockSite(model.site), lists: new Map(), now: Date.now() };
  const vars = themeVars(model.site.website.theme);
  const meta = headMeta(model, ctx);
  // The body first: its images decide the head's preloads.
  const header = siteHeader(w);
  const main = pageBody(w);
  const footer = siteFooter(model);
  const json = jsonForScript(pageContextJson(model, {}));
  return (
    `<!doctype html><html lang="es-419"${styleAttr(vars)}>` +
    head(meta, assets, vars, w.preloads) +
    `<body class="page-type-${esc(model.pageType)}"><a class="skip-link" href="#contenido">${esc(messages.skipToContent)}</a>` +
    header +
    `<main id="contenido" tabindex="-1">${main}</main>` +
    footer +
    (json ? `<script type="application/json" id="${CONTEXT_ELEMENT_ID}">${json}</script>` : '') +
    '</body></html>'
  );
}

/**
 * The head in React's order: charset and viewport, image preloads, then the hoisted tags
 * (title, meta, links other than stylesheets) and last the stylesheets and runtime in place.
 * No island on these pages, so no modulepreload.
 */
function head(meta: HeadMeta, assets: PageAssets, vars: Record<string, string>, preloads: ImagePreloads): string {
  const icon = monogramIcon(meta.siteName, vars['--accent'] ?? '#b4532a', vars['--on-accent'] ?? '#ffffff');
  let out =
    '<head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>' +
    preloads.high.join('') +
    preloads.bulk.join('') +
    `<title>${esc(meta.title)}</title><meta name="description"${attr('content', meta.description)}/>`;
  if (meta.canonical) out += `<link rel="canonical"${attr('href', meta.canonical)}/>`;
  if (meta.noindex) out += '<meta name="robots" content="noindex"/>';
  out += `<meta name="theme-color"${attr('content', vars['--paper'] ?? '#ffffff')}/><link rel="icon"${attr('href', icon)}/>`;
  if (meta.url) {
    out +=
      `<meta property="og:title"${attr('content', meta.title)}/><meta property="og:description"${attr('content', meta.description)}/>` +
      `<meta property="og:url"${attr('content', meta.url)}/><meta property="og:type"${attr('content', meta.ogType)}/>` +
      `<meta property="og:locale" content="es_419"/><meta property="og:site_name"${attr('content', meta.siteName)}/>`;
    if (meta.image) out += `<meta property="og:image"${attr('content', meta.image)}/>`;
    if (meta.image && meta.imageWidth && meta.imageHeight) {
      out += `<meta property="og:image:width"${attr('content', meta.imageWidth)}/><meta property="og:image:height"${attr('content', meta.imageHeight)}/>`;
    }
    if (meta.imageAlt) out += `<meta property="og:image:alt"${attr('content', meta.imageAlt)}/>`;
    out += `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}"/>`;
    if (meta.image) out += `<meta name="twitter:image"${attr('content', meta.image)}/>`;
    if (meta.image && meta.imageAlt) out += `<meta name="twitter:image:alt"${attr('content', meta.imageAlt)}/>`;
  }
  for (const href of assets.styles) out += `<link rel="stylesheet"${attr('href', href)}/>`;
  if (assets.runtime) out += `<script type="module"${attr('src', assets.runtime)}></script>`;
  return `${out}</head>`;
}

/** The site header: logo and title, tagline, main navigation. */
function siteHeader(w: Writer): string {
  const { model } = w;
  const { website, headerFooter, navigation } = model.site;
  const logo = w.media(headerFooter.header.logoMediaId);
  let brand = `<a class="brand__link" href="/"${attr('aria-current', model.path === '/' ? 'page' : undefined)}>`;
  if (logo) {
    // A responsive image shown 48 px high, eager at normal priority (in view on load).
    const width = Math.round((48 * logo.width) / Math.max(logo.height, 1));
    const srcSet = logo.variants.length ? logo.variants.map((v) => `${v.url} ${v.width}w`).join(', ') : undefined;
    const sizes = srcSet ? `${width}px` : undefined;
    const { x, y } = logo.focalPoint;
    brand +=
      `<img class="brand__logo"${attr('src', logo.src)}${attr('srcSet', srcSet)}${attr('sizes', sizes)}${attr('width', width)} height="48"` +
      `${attr('alt', headerFooter.header.logoOnly ? messages.homeOf(website.title) : '')} loading="eager" decoding="async"` +
      `${styleAttr({ objectPosition: `${round(x * 100)}% ${round(y * 100)}%` })}/>`;
    w.preloads.add(logo.src, srcSet, sizes, undefined);
  }
  if (!logo || !headerFooter.header.logoOnly) brand += `<span class="brand__name">${esc(website.title)}</span>`;
  brand += '</a>';
  if (headerFooter.header.tagline) brand += `<p class="brand__tagline">${esc(headerFooter.header.tagline)}</p>`;
  return (
    `<header class="site-header"><div class="container site-header__inner"><div class="brand">${brand}</div>` +
    (navigation.length > 0 ? mainNav(navigation, model.path) : '') +
    (model.site.collections.some((c) => c.type === CollectionType.PRODUCTS) ? cartIndicator(model.path) : '') +
    '</div></header>'
  );
}

/** The header's cart link, drawn not initialised (the chrome part fills it). */
function cartIndicator(path: string): string {
  return (
    `<a class="cart-link" href="/carrito"${attr('aria-current', path === '/carrito' ? 'page' : undefined)} data-chrome="cart-indicator" data-cart-state="uninitialised">` +
    '<svg class="cart-link__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">' +
    '<path d="M6 7h12l-1.2 11.1a2 2 0 0 1-2 1.9H9.2a2 2 0 0 1-2-1.9L6 7Z" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linejoin="round"></path>' +
    '<path d="M9 9.5V6.5a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"></path></svg>' +
    `<span class="cart-link__text">${esc(cartLabel)}</span><span class="cart-link__badge" aria-hidden="true"></span></a>`
  );
}

function mainNav(links: NavLink[], path: string): string {
  let items = '';
  for (const link of links) {
    items += `<li><a class="site-nav__link"${attr('href', link.href)}${attr('aria-current', currentness(link.href, path))}>${esc(link.title)}</a></li>`;
  }
  return (
    `<nav class="site-nav"${attr('aria-label', messages.mainNavLabel)}><details class="site-nav__menu" data-nav="">` +
    `<summary class="site-nav__toggle"><span class="site-nav__toggle-icon" aria-hidden="true"></span><span>${esc(messages.menu)}</span></summary>` +
    `<ul class="site-nav__list">${items}</ul></details></nav>`
  );
}

/** The footer: site text, contact, links and the copyright line. */
function siteFooter(model: PageModel): string {
  const { website, headerFooter } = model.site;
  const { text, address, email, phone, links } = headerFooter.footer;
  const year = new Date().getFullYear();
  let out =
    '<footer class="site-footer"><div class="container site-footer__inner"><div class="site-footer__about">' +
    `<p class="site-footer__title">${esc(website.title)}</p>` +
    (text ? `<p class="site-footer__text">${esc(text)}</p>` : '') +
    '</div>';
  if (address || email || phone) {
    out += '<address class="site-footer__contact">';
    if (address) out += `<p>${esc(address)}</p>`;
    if (email) out += `<p><span class="visually-hidden">${esc(messages.email)}: </span><a${attr('href', `mailto:${email}`)}>${esc(email)}</a></p>`;
    if (phone) out += `<p><span class="visually-hidden">${esc(messages.phone)}: </span><a${attr('href', `tel:${phone.replace(/[^\d+]/g, '')}`)}>${esc(phone)}</a></p>`;
    out += '</address>';
  }
  if (links.length > 0) {
    out += `<nav class="site-footer__nav"${attr('aria-label', messages.footerNavLabel)}><ul>`;
    for (const link of links) out += `<li><a${attr('href', link.href)}>${esc(link.title)}</a></li>`;
    out += '</ul></nav>';
  }
  return `${out}</div><div class="container site-footer__legal"><p>${esc(messages.copyright(year, website.title))}</p></div></footer>`;
}

/** `<main>`'s content of a page: the hidden h1 when the owner's text has none, then the layout. */
function pageBody(w: Writer): string {
  const { model } = w;
  const layout = model.collection?.layout;
  const title = model.path === '/' ? model.site.website.title : model.title;
  return (hasHeadingOne(layout) ? '' : `<h1 class="visually-hidden">${esc(title)}</h1>`) + layoutView(w, layout);
}

function layoutView(w: Writer, layout: Layout | undefined): string {
  if (!layout?.sections.length) return '';
  let out = '';
  for (const section of layout.sections) {
    out += `<section class="page-section theme-${esc(section.theme)}"${attr('data-section-id', section.id)}><div class="container">`;
    for (const row of section.rows) {
      out += `<div class="${rowClass(row)}">`;
      for (const block of row.blocks) out += blockView(w, block);
      out += '</div>';
    }
    out += '</div></section>';
  }
  return out;
}

/** One block in its grid cell; the data is the parsed form (defaults filled in). */
function blockView(w: Writer, block: Block): string {
  const def = blockDefinition(block.type);
  if (!def) return '';
  if (def.island) throw new Error(`templatePage: island block ${block.id} is not supported`);
  const open = `<div class="block block--${esc(def.name)} span-${Math.min(Math.max(block.span || 12, 1), 12)}">`;
  const data = block.data;
  switch (block.type) {
    case BlockType.HTML:
      return `${open}<div class="rich-text align-${esc(data.align)}">${data.html}</div></div>`;
    case BlockType.IMAGE:
      return `${open}${imageBlock(w, data, block.span)}</div>`;
    case BlockType.QUOTE:
      return (
        `${open}<figure class="quote-block"><blockquote class="quote-block__text"><p>${esc(data.text)}</p></blockquote>` +
        (data.source ? `<figcaption class="quote-block__source"><cite>${esc(data.source)}</cite></figcaption>` : '') +
        '</figure></div>'
      );
    case BlockType.BUTTON: {
      const newWindow: boolean = data.newWindow;
      return (
        `${open}<div class="button-block align-${esc(data.alignment)}"><a class="btn btn--${esc(data.style)} btn--${esc(data.size)}"${attr('href', data.href)}` +
        `${attr('target', newWindow ? '_blank' : undefined)}${attr('rel', newWindow || isExternal(data.href) ? 'noopener noreferrer' : undefined)}` +
        `${attr(BUTTON_CENSUS_ATTRIBUTE, buttonCensus(block.id, data))}>` +
        esc(data.label) +
        (newWindow ? `<span class="visually-hidden"> ${esc(messages.opensInNewWindow)}</span>` : '') +
        '</a></div></div>'
      );
    }
    case BlockType.SPACER:
      return `${open}<div class="spacer-block" aria-hidden="true"${styleAttr({ height: `${data.height}rem` })}></div></div>`;
    case BlockType.HORIZONTAL_RULE:
      return `${open}<hr class="rule-block"/></div>`;
    default:
      throw new Error(`templatePage: block type ${block.type} is not supported`);
  }
}

const RATIOS: Record<string, number | undefined> = { original: undefined, '1:1': 1, '4:3': 4 / 3, '3:2': 3 / 2, '16:9': 16 / 9, '3:4': 3 / 4 };
const round = (n: number) => Math.round(n * 100) / 100;

/** The image block: a responsive image, an optional link, and a caption or a card body. */
function imageBlock(w: Writer, data: Record<string, any>, span: number | undefined): string {
  const media = w.media(data.mediaId);
  if (!media) return '';
  let image = responsiveImage(w, media, sizesForSpan(span), RATIOS[data.aspectRatio]);
  if (data.href) image = `<a class="image-block__link"${attr('href', data.href)}>${image}</a>`;
  let caption = '';
  if (data.title || data.description) {
    caption =
      '<figcaption class="image-block__body">' +
      (data.title ? `<h3 class="image-block__title">${esc(data.title)}</h3>` : '') +
      (data.description ? `<p class="image-block__description">${esc(data.description)}</p>` : '') +
      (data.caption ? `<p class="image-block__caption">${esc(data.caption)}</p>` : '') +
      '</figcaption>';
  } else if (data.caption) {
    caption = `<figcaption class="image-block__caption">${esc(data.caption)}</figcaption>`;
  }
  return `<figure class="image-block image-block--${esc(data.layout)}">${image}${caption}</figure>`;
}

/** An `<img>` with its srcset, intrinsic size, loading hints and focal point; the page's first one loads eagerly. */
function responsiveImage(w: Writer, media: MediaRef, sizes: string, ratio: number | undefined): string {
  const eager = w.eagerGiven ? false : (w.eagerGiven = true);
  let srcSet: string | undefined;
  if (media.variants.length) {
    srcSet = '';
    for (const v of media.variants) srcSet += `${srcSet ? ', ' : ''}${v.url} ${v.width}w`;
  }
  const height = ratio ? Math.round(media.width / ratio) : media.height;
  const { x, y } = media.focalPoint;
  if (eager) w.preloads.add(media.src, srcSet, srcSet ? sizes : undefined, 'high');
  return (
    `<img class="image-block__img"${attr('src', media.src)}${attr('srcSet', srcSet)}${attr('sizes', srcSet ? sizes : undefined)}` +
    `${attr('width', media.width)}${attr('height', height)}${attr('alt', media.alt)} loading="${eager ? 'eager' : 'lazy'}"` +
    `${eager ? ' fetchPriority="high"' : ' decoding="async"'}` +
    styleAttr({ objectPosition: `${round(x * 100)}% ${round(y * 100)}%`, aspectRatio: ratio ? `${media.width} / ${height}` : undefined }) +
    '/>'
  );
}

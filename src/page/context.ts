import type { Collection, HeaderFooter, Item, NavLink, Website, WebsiteSettings } from '../model/index.ts';
import type { PageType } from '../shared/enums.ts';
import type { Json } from '../blocks/types.ts';
import type { PageNotice } from './parts/InfoPopup.tsx';

/** A media file ready to show: sized variants for srcset (§9 widths) and its focal point. */
export interface MediaRef {
  id: string;
  alt: string;
  width: number;
  height: number;
  focalPoint: { x: number; y: number };
  /** URL of the largest variant. */
  src: string;
  /** Variants, narrowest first. */
  variants: { width: number; url: string }[];
}

/** The built browser assets a page links to (from the Vite manifest). */
export interface PageAssets {
  /** The always-loaded runtime (no React). */
  runtime: string;
  /** Stylesheets of the theme. */
  styles: string[];
  /** Island name → its chunk URL and the chunks it imports (for modulepreload). */
  islands: Record<string, { src: string; preload: string[] }>;
}

/** A site as the renderer sees it: everything published, resolved once per site version. */
export interface SiteView {
  website: Website;
  /** Version number: increases on every publish. */
  version: number;
  settings: WebsiteSettings;
  navigation: NavLink[];
  headerFooter: HeaderFooter;
  /** Absolute origin of the site, e.g. "https://cafe.example.com" (no trailing slash). */
  baseUrl: string;
  appDomain: string;
  homePage: string;
  media: Record<string, MediaRef>;
}

/** What one page shows: the route resolved to a page type and its content. */
export interface PageModel {
  site: SiteView;
  pageType: PageType;
  /** Request path, normalised ("/blog/mi-post"). */
  path: string;
  title: string;
  description: string;
  collection?: Omit<Collection, 'items'>;
  item?: Item;
  /** Items of a list page (blog list, products list), newest first. */
  items?: Item[];
  /** For search (102): the query typed. */
  query?: string;
  /**
   * The signed-in account looking at the page, if any (an owner or contributor).
   * Pages for a viewer are rendered for them alone and never cached.
   */
  viewer?: { accountId: string; roles: number[] };
  /** A notice the query asked for (`?logout=true`); such pages are never cached. */
  notice?: PageNotice;
}

/** What every block and page part may read while rendering. */
export interface RenderContext {
  page: PageModel;
  assets: PageAssets;
  /** A media file by id, or undefined. */
  media(id: string | undefined): MediaRef | undefined;
  /** True for the first image of the page only: that one may load eagerly. */
  eagerImage?(): boolean;
  /** The page's islands, rendered ahead of the document, by block id. */
  islands?: ReadonlyMap<string, RenderedIsland>;
}

/** An island rendered on the server with `identifierPrefix` = its block id. */
export interface RenderedIsland {
  /** Island (block folder) name. */
  name: string;
  props: Json;
  /** Its server HTML, placed as is inside the island wrapper so hydration matches. */
  html: string;
}

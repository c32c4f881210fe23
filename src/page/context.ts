import type { ReactNode } from 'react';
import type { Collection, HeaderFooter, Item, NavLink, Website, WebsiteSettings } from '../model/index.ts';
import type { PageType } from '../shared/enums.ts';
import type { BlockCollection, BlockContext, BlockList, HydrationStrategy, Json } from '../blocks/types.ts';
import type { PageNotice } from './notice.ts';
import type { VisitorChromeState } from '../shared/chrome.ts';
import type { SearchResults } from '../shared/search.ts';
import type { MediaRef } from '../ui/media-ref.ts';
import type { PublicComment } from '../shared/contracts/comments.ts';
import type { BlogListState } from '../shared/blog.ts';
import type { ProductReviews } from '../shared/reviews.ts';

export type { MediaRef } from '../ui/media-ref.ts';

/** The built browser assets a page links to (from the Vite manifest). */
export interface PageAssets {
  /** The always-loaded runtime (no React). */
  runtime: string;
  /** Chunks the runtime imports (code it shares with islands), preloaded with it; absent when none. */
  runtimePreload?: string[];
  /** Stylesheets of the theme. */
  styles: string[];
  /** Island name → its chunk URL and the chunks it imports (for modulepreload). */
  islands: Record<string, { src: string; preload: string[] }>;
  /** Font file key (`fraunces-latin-normal`) → URL of the self-hosted file (src/server/fonts); absent: no site fonts. */
  fonts?: Record<string, string>;
  /** The external events collector's origin (EVENTS_COLLECTOR_URL; docs/platform-calls.md): in the page context and the page's connect-src. */
  eventsCollector?: string;
}

/** A site as the renderer sees it: everything published, resolved once per site version. */
export interface SiteView {
  website: Website;
  /** Version number: increases on every publish. */
  version: number;
  settings: WebsiteSettings;
  navigation: NavLink[];
  /** Every page and collection a visitor may be linked to (locked ones left out), in site-file order. */
  collections: BlockCollection[];
  headerFooter: HeaderFooter;
  /** Absolute origin of the site, e.g. "https://cafe.example.com" (no trailing slash). */
  baseUrl: string;
  appDomain: string;
  homePage: string;
  media: Record<string, MediaRef>;
  /** The site's languages (docs/multilingual.md); absent: es-419 alone. */
  languages?: { primary: string; others: string[] };
  /** The language and translation key of every page a visitor may be linked to: hreflang and the language switcher. */
  translations?: PageTranslation[];
  /** The main navigation of each non-primary language; `navigation` is the primary's. */
  navigationByLanguage?: Record<string, NavLink[]>;
}

/** One page's place among its translations (docs/multilingual.md). */
export interface PageTranslation {
  urlId: string;
  language: string;
  translationKey?: string;
}

/** What the access-denied page of a members-only page offers (docs/members.md): sign in, or join one of its areas. */
export interface MemberAreaWays {
  signedIn: boolean;
  /** `price`: a paid area's price as text (docs/members-paid.md). */
  areas: Array<{ id: string; title: string; price?: string }>;
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
  /** A blog list's filter and paging (`?tag=`, `?page=`: src/server/sites/blog-list.ts). */
  blog?: BlogListState;
  /** A blog post's approved comments, oldest first (native comments on: docs/comments.md). */
  comments?: PublicComment[];
  /** Approved comments per item id, for the comment links of a blog list and post (absent: none). */
  commentCounts?: Record<string, number>;
  /** A product page's approved reviews: average, number, the newest (docs/commerce-reviews.md; absent: none asked). */
  reviews?: ProductReviews;
  /** The items of the collections the page's blocks list (block meta `lists`), by collection id. */
  lists?: Record<string, BlockList>;
  /** When the page is rendered (ms); now when absent. */
  now?: number;
  /**
   * A page of the site's own that says one thing in its chrome (header, footer, fonts): the
   * members' /cuenta pages (sign in, join, reset…). PageBody shows it whatever the page type;
   * never indexed, never cached (its sender answers `private, no-store`).
   */
  message?: { heading: string; text: string; body?: ReactNode; className?: string };
  /** For search (102): the query typed. */
  query?: string;
  /** For search (102): the page of results of `query` (src/server/search/). */
  search?: SearchResults;
  /**
   * The signed-in account looking at the page, if any (an owner or contributor).
   * Pages for a viewer are rendered for them alone and never cached.
   */
  viewer?: { accountId: string; roles: number[] };
  /** A notice the query asked for (`?logout=true`); such pages are never cached. */
  notice?: PageNotice;
  /** A lock's password form (§2 types 103 and 105, docs/locks.md): its scope, the page to go back to, and the last attempt's error. */
  lock?: { scope: string; back: string; error?: string };
  /** What the visitor's cookies say about the chrome (banner answered…); a first visit when absent. */
  visitor?: VisitorChromeState;
  /** For the access-denied page (106) of a members-only page: the ways in. */
  memberAreaWays?: MemberAreaWays;
  /** The language the page is in (docs/multilingual.md): `<html lang>`, the system texts; absent: the site's primary. */
  language?: string;
}

/** What every page part may read while rendering; blocks get the `BlockContext` part they declare. */
export interface RenderContext extends BlockContext {
  page: PageModel;
  assets: PageAssets;
  /** The page's islands, rendered ahead of the document, by block id. */
  islands?: ReadonlyMap<string, RenderedIsland>;
}

/** An island rendered on the server with `identifierPrefix` = its block id. */
export interface RenderedIsland {
  /** Island (block folder) name. */
  name: string;
  /** When it wakes in the browser (written on its element). */
  hydrate: HydrationStrategy;
  props: Json;
  /** Its server HTML, placed as is inside the island wrapper so hydration matches. */
  html: string;
}

/**
 * The schema side of the block contract: what a block's `meta.ts` declares. No React here, so
 * the schema registry (schemas.ts) and everything that validates site files load no component.
 */
import type * as v from 'valibot';
import type { BlockType, BlockVariant } from '../shared/enums.ts';
import type { HydrationStrategy } from '../shared/islands.ts';
import { httpsOrigin } from '../shared/origin.ts';
import type { MediaRef } from '../ui/media-ref.ts';
import type { PublicComment } from '../shared/contracts/comments.ts';
import type { Item } from '../model/collection.ts';
import type { BlockWarningSite } from '../model/layout.ts';

export type { HydrationStrategy } from '../shared/islands.ts';

/**
 * The page-context fields a block may read while rendering (§3 "page context fields read").
 * The page layer provides them; a block declares in `reads` which ones it uses and is given
 * only those, so what a block depends on is written in its meta, not discovered by reading it.
 */
export interface BlockContext {
  /** Id of the collection (page) being shown. */
  collectionId: string;
  /** URL path of the collection (page) being shown, `/galeria`: where a gallery's slide addresses start (§2). */
  collectionUrl: string;
  /** Id of the item being shown, on an item page. */
  itemId?: string;
  /** A media file of the site by id, or undefined. */
  media(id: string | undefined): MediaRef | undefined;
  /** True for the first image of the page only: that one may load eagerly. */
  eagerImage(): boolean;
  /** The page being shown: its path (for `aria-current`), absolute URL (share links) and title. */
  current: BlockPage;
  /** What blocks may know of the site: its pages, navigation, consent policy and block settings. */
  site: BlockSite;
  /**
   * A blog post's native comments (docs/comments.md): its id and approved comments, on a post page
   * of a site with native comments on; absent elsewhere (and with Disqus).
   */
  comments?: BlockComments;
  /**
   * The published items of the collections the block names in its meta `lists` (a summary's blog,
   * a calendar's events), by collection id; the page reads them before rendering
   * (src/server/sites/lists.ts). A collection that is unknown, locked or for members only is
   * absent, so a block shows nothing of it.
   */
  lists: ReadonlyMap<string, BlockList>;
  /** When the page was rendered (ms since 1970): "upcoming" and "today" are decided against it. */
  now: number;
}

/** One collection's published items as a block reads them (`BlockContext.lists`). */
export interface BlockList {
  collection: BlockCollection & { description: string };
  /** Newest first (by publishedOn), at most LIST_ITEMS_MAX. */
  items: readonly BlockListItem[];
  /** How many published items the collection has (more than `items.length` when capped). */
  total: number;
}

/** An item of a list: the item without its layout, and the path of its page (`/blog/mi-post`). */
export type BlockListItem = Omit<Item, 'layout'> & { href: string };

/** The most items a list carries (§9: items in a user-orderable collection 250). */
export const LIST_ITEMS_MAX = 250;

/** A post's approved comments as the comments block (16) sees them (`BlockContext.comments`). */
export interface BlockComments {
  itemId: string;
  thread: readonly PublicComment[];
  /** The site asks for a captcha (`commentsCaptcha`): the form solves it by script. */
  captcha?: boolean;
}

/** The page a block is on (`BlockContext.current`). */
export interface BlockPage {
  /** Normalised request path, `/nosotros` (`/` for the home page). */
  path: string;
  /** Absolute URL of the page on the site's own address, `https://cafe.example.com/nosotros`. */
  url: string;
  /** The page's title. */
  title: string;
  /**
   * A signed-in editor is viewing (PageModel.viewer with a role that opens /config; a viewer alone
   * is a visitor, §6): widgets that would act for a visitor show a preview only (§5). Pages for a
   * signed-in account are never cached.
   */
  signedIn: boolean;
}

/** A page or collection of the site as blocks see it (navigation, index, folder, collection link). */
export interface BlockCollection {
  id: string;
  urlId: string;
  title: string;
  /** §3 collection type (page 10, generic/blog 1, products 13…). */
  type: number;
}

/**
 * The site as blocks see it (`BlockContext.site`): read-only, the same for every page of a site
 * version. Links to locked pages are already left out (src/server/sites/repo.ts).
 */
export interface BlockSite {
  title: string;
  /** Absolute origin of the site, `https://cafe.example.com` (no trailing slash). */
  baseUrl: string;
  /** The URL id of the home page (served at `/`). */
  homePage: string;
  /** The main navigation, in order: `{ title, href }`, hrefs as the site file gives them. */
  navigation: readonly { title: string; href: string }[];
  /** Every page and collection of the site that a visitor may be linked to, in site-file order. */
  collections: readonly BlockCollection[];
  /** The site's logo, when it has one. */
  logo?: MediaRef;
  /**
   * The site asks for consent before third parties load (a restrictive cookie policy): maps,
   * reservation widgets and players wait for it (src/shared/consent.ts).
   */
  asksConsent: boolean;
  /** Map tiles (settings.mapTiles): an https URL template with {z}/{x}/{y} and its attribution; absent: maps show their address card. */
  mapTiles?: { url: string; attribution: string };
  /** The owner lets code and html blocks run scripts: only in a sandboxed frame of their own, never in the page. */
  ownerScripts: boolean;
  /** The store currency (settings.storeSettings.selectedCurrency, §3), for prices given in cents (the menu block). */
  currency?: string;
  /** The store's low-stock mark (settings.storeSettings.lowStockThreshold): a product block's buy form says how few are left at or below it. */
  lowStockThreshold?: number;
  /** The site's IANA time zone (settings.timeZone, 'UTC' when unset): dates and times are shown in it. */
  timeZone: string;
  /** Ids of the site's member areas (free and paid: docs/members.md, docs/members-paid.md); block 67 links to their join page. */
  joinableMemberAreas?: readonly string[];
}
export type BlockContextField = keyof BlockContext;


/** CSP fetch directives a block may add an origin to. */
export type CspDirective = 'frame-src' | 'script-src' | 'img-src' | 'connect-src' | 'media-src' | 'style-src' | 'font-src';

const CSP_DIRECTIVES: ReadonlySet<string> = new Set<CspDirective>(['frame-src', 'script-src', 'img-src', 'connect-src', 'media-src', 'style-src', 'font-src']);

/**
 * A third-party origin a block needs, e.g. `{ directive: 'frame-src', origin: 'https://player.vimeo.com', consent: true }`.
 * The page's Content-Security-Policy allows it only on pages that use the block; with `consent`
 * the block renders it inert (`consentSource`, src/shared/consent.ts) and the runtime loads it
 * once the visitor consents.
 */
export interface BlockOrigin {
  directive: CspDirective;
  /** `https://<public host name>`: no port, no path, no wildcard (`httpsOrigin`, src/shared/origin.ts). */
  origin: string;
  consent?: boolean;
}

/**
 * The schema side of a block (`src/blocks/<name>/meta.ts`): everything site-file validation
 * and the page's security policy need, and no React.
 */
export interface BlockMeta<S extends v.GenericSchema = v.GenericSchema> {
  /** Folder name, also the island name. */
  name: string;
  /** The §1/§3 block type numbers it renders. */
  types: readonly BlockType[];
  /** The §3 block variants it renders, if any. */
  variants?: readonly BlockVariant[];
  /** Schema of the block's data in site files. */
  data: S;
  /** When its island wakes; islands only (default 'visible'). */
  hydrate?: HydrationStrategy;
  /**
   * Third-party origins it loads from: a fixed list, or a function of the block's validated data
   * and the site (an embed frames the origin of its URL; a map the tile server of the site's settings) — read with `blockOrigins`, which drops any origin
   * that is not a bare https origin of a public host.
   */
  origins?: readonly BlockOrigin[] | ((data: v.InferOutput<S>, site?: BlockSite) => readonly BlockOrigin[]);
  /** The page-context fields it reads. */
  reads?: readonly BlockContextField[];
  /**
   * Path segments under the block's page that answer with that same page: a gallery's slide
   * URLs, which its lightbox records in the browser's history (§2). `/<page>/<segment>` is
   * served as the page when one of its blocks lists `<segment>` (src/server/sites/resolve.ts).
   */
  paths?: (data: v.InferOutput<S>) => readonly string[];
  /**
   * Problems in data that fits the schema but cannot be shown as written (a gallery whose JSON
   * does not decode, §8): catalogue messages the importer reports as publish warnings
   * (PublishResult.warnings); the block still imports and renders its fallback. `site` gives the
   * site's collections and items, for data that names one (block 43's product).
   */
  warnings?: (data: v.InferOutput<S>, site?: BlockWarningSite) => readonly string[];
  /**
   * The ids of the collections whose published items the block shows (a summary's, a calendar's,
   * an archive's): the page reads them before rendering and gives them in `BlockContext.lists`
   * (declare `reads: ['lists']` too).
   */
  lists?: (data: v.InferOutput<S>) => readonly string[];
}

/** Declares a block's meta with its data type inferred from the schema. */
export function defineBlockMeta<S extends v.GenericSchema>(meta: BlockMeta<S>): BlockMeta<S> {
  return meta;
}

/**
 * The origins a block needs for its validated `data` on `site`: the fixed list, or what its
 * function gives for them, keeping only well-formed entries (a known directive, a bare https origin of a
 * public host). Data comes only from the published site file, never from a visitor's request;
 * this check is what keeps even a hostile site file from widening a page's policy.
 */
export function blockOrigins(meta: Pick<BlockMeta<any>, 'origins'>, data: unknown, site?: BlockSite): BlockOrigin[] {
  let declared: readonly BlockOrigin[] | undefined;
  try {
    declared = typeof meta.origins === 'function' ? meta.origins(data, site) : meta.origins;
  } catch {
    // A block's origin function that throws on odd data allows nothing rather than breaking the page.
    return [];
  }
  if (!Array.isArray(declared)) return [];
  return declared.filter((o): o is BlockOrigin => CSP_DIRECTIVES.has(o?.directive) && httpsOrigin(o?.origin) === o.origin);
}

/**
 * The schema side of the block contract: what a block's `meta.ts` declares. No React here, so
 * the schema registry (schemas.ts) and everything that validates site files load no component.
 */
import type * as v from 'valibot';
import type { BlockType, BlockVariant } from '../shared/enums.ts';
import type { HydrationStrategy } from '../shared/islands.ts';
import { httpsOrigin } from '../shared/origin.ts';
import type { MediaRef } from '../ui/media-ref.ts';

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
   * (an embed frames the origin of its URL) — read with `blockOrigins`, which drops any origin
   * that is not a bare https origin of a public host.
   */
  origins?: readonly BlockOrigin[] | ((data: v.InferOutput<S>) => readonly BlockOrigin[]);
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
   * (PublishResult.warnings); the block still imports and renders its fallback.
   */
  warnings?: (data: v.InferOutput<S>) => readonly string[];
}

/** Declares a block's meta with its data type inferred from the schema. */
export function defineBlockMeta<S extends v.GenericSchema>(meta: BlockMeta<S>): BlockMeta<S> {
  return meta;
}

/**
 * The origins a block needs for its validated `data`: the fixed list, or what its function gives
 * for that data, keeping only well-formed entries (a known directive, a bare https origin of a
 * public host). Data comes only from the published site file, never from a visitor's request;
 * this check is what keeps even a hostile site file from widening a page's policy.
 */
export function blockOrigins(meta: Pick<BlockMeta<any>, 'origins'>, data: unknown): BlockOrigin[] {
  let declared: readonly BlockOrigin[] | undefined;
  try {
    declared = typeof meta.origins === 'function' ? meta.origins(data) : meta.origins;
  } catch {
    // A block's origin function that throws on odd data allows nothing rather than breaking the page.
    return [];
  }
  if (!Array.isArray(declared)) return [];
  return declared.filter((o): o is BlockOrigin => CSP_DIRECTIVES.has(o?.directive) && httpsOrigin(o?.origin) === o.origin);
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { RenderedPage } from '../../page/render.tsx';
import { pagePolicy } from '../http/security.ts';
import { utf8Bytes } from './utf8.ts';

/** The encodings a page is sent in. */
export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * A rendered page ready to send: its bytes, an ETag, and its compressed bodies as they are
 * made — a quick one on the first answer, the strong ones later in the background (`strengthen`).
 */
export interface CachedPage {
  status: number;
  identity: Buffer;
  /** Compressed bodies made so far; `strong` once both are at their best level. */
  bodies: { br?: Buffer; gzip?: Buffer };
  strong?: boolean;
  etag: string;
  /** The page's own Content-Security-Policy when its blocks add origins to the default. */
  csp?: string;
  /** Its content type when not an HTML page (a blog's RSS feed). */
  type?: string;
  /** When the cached copy stops being served (ms): pages that show time (upcoming events, a calendar's today). */
  expiresAt?: number;
}

/**
 * A rendered page with its ETag, not yet compressed: nothing is compressed before the first
 * answer needs it (`bodyOf`), and only in the encoding that answer asked for.
 * A page rendered with its blocks' origins keeps its security policy with it.
 */
export function preparePage(status: number, page: string | RenderedPage, opts: { type?: string } = {}): CachedPage {
  const html = typeof page === 'string' ? page : page.html;
  const identity = utf8Bytes(html);
  return {
    status,
    ...(opts.type ? { type: opts.type } : {}),
    csp: typeof page !== 'string' && page.origins.length ? pagePolicy(page.origins) : undefined,
    identity,
    bodies: {},
    etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

// Quick levels for an answer that waits on them, strong ones for the copy that cached hits send
// thousands of times. Measured on the demo home page (59 KB): brotli 2 0.26 ms → 12.4 KB, gzip 3
// 0.32 ms → 13.1 KB; brotli 10 18 ms → 10.0 KB (what every miss used to wait for, with gzip 9).
// Brotli 1 (2026-11-29, four demo pages of 44–245 KB): about half the time of brotli 2 for 3–10 %
// more bytes (home 0.30 vs 0.44 ms, 13.7 vs 12.7 KB; gallery 0.6–0.9 vs 1.3–1.4 ms, 19.9 vs 18.0 KB):
// the miss of a page not kept (a host's long tail) is all render and this compression.
// Brotli 0 (2026-11-29 afternoon, seven demo pages of 25–240 KB, best of three runs of 100): a
// quarter to a third less time than brotli 1 for 0–5 % more bytes (home 76 vs 113 µs, 13.9 vs
// 13.4 KB; gallery 120 vs 194 µs, 20.0 vs 19.5 KB; an event 56 vs 72 µs, 8.0 KB both). Gzip stays at
// 3: level 1 saved 4–33 % of the time for 2–14 % more bytes (the gallery 25.7 vs 22.5 KB).
const QUICK = { gzip: 3, br: 0 };
const STRONG = { gzip: 9, br: 10 };
const brotliParams = (quality: number, size: number) => ({ params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: size } });

/** The body to send in `encoding`: the page's own if made, else a quick compression kept with it. */
export function bodyOf(page: CachedPage, encoding: Encoding): Buffer {
  if (encoding === 'identity') return page.identity;
  const made = page.bodies[encoding];
  if (made) return made;
  const body = exact(
    encoding === 'br' ? brotliCompressSync(page.identity, brotliParams(QUICK.br, page.identity.length)) : gzipSync(page.identity, { level: QUICK.gzip }),
  );
  page.bodies[encoding] = body;
  return body;
}

/**
 * zlib hands back a view of its 16 KB output chunk: a 5 KB body kept in the cache would hold all
 * 16 KB (measured: 10,000 pages took 87 MiB under a 64 MiB bound). Kept bodies get a buffer of their size.
 */
function exact(body: Buffer): Buffer {
  if (body.buffer.byteLength - body.length < 1024) return body;
  const copy = Buffer.allocUnsafeSlow(body.length);
  body.copy(copy);
  return copy;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Strong compressions under way; past the limit a page keeps its quick bodies (a burst of misses must not queue unbounded work). */
let strengthening = 0;
const MAX_STRENGTHENING = 8;

/**
 * Replaces a cached page's quick bodies by strongly compressed ones, on libuv's thread pool (the
 * event loop keeps answering meanwhile). Resolves when done or skipped; never rejects.
 */
export async function strengthen(page: CachedPage, onSized?: () => void): Promise<void> {
  if (page.strong || strengthening >= MAX_STRENGTHENING) return;
  strengthening++;
  try {
    const [br, gz] = await Promise.all([
      brotliAsync(page.identity, brotliParams(STRONG.br, page.identity.length)),
      gzipAsync(page.identity, { level: STRONG.gzip }),
    ]);
    page.bodies = { br: exact(br), gzip: exact(gz) };
    page.strong = true;
    onSized?.();
  } catch {
    // Out of memory in zlib or the like: the quick bodies still serve.
  } finally {
    strengthening--;
  }
}

/** The bytes a cached page holds (identity and every body made), for the cache's budget. */
export function pageBytes(page: CachedPage): number {
  return page.identity.length + (page.bodies.br?.length ?? 0) + (page.bodies.gzip?.length ?? 0) + page.etag.length + 200;
}

/**
 * Rendered HTML of anonymous requests, keyed by (website, site version, path). A publish bumps
 * the version, so old entries are never read again; `dropWebsite` frees them at once.
 * Bounded by bytes (a host with many sites holds pages of every size), least recently used
 * entries going first; a page is counted again when its bodies change (`resize`).
 */
export class HtmlCache {
  private entries = new Map<string, { page: CachedPage; bytes: number }>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  /** `variant`: the visitor's chrome state (visitor-state.ts); paths never hold a control character. */
  static key(websiteId: string, version: number, path: string, variant = ''): string {
    return `${websiteId}\n${version}\n${path}\n${variant}`;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.page.expiresAt !== undefined && hit.page.expiresAt <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    // Re-insert to mark as most recently used (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.page;
  }

  /** Keeps a page; answers whether it is held (a page too big for the room is not, and 0 keeps nothing). */
  set(key: string, page: CachedPage): boolean {
    const bytes = pageBytes(page);
    if (bytes > this.maxBytes / 4) return false; // One page never takes the room of many (and 0 keeps nothing).
    this.remove(key);
    this.entries.set(key, { page, bytes });
    this.total += bytes;
    this.evict();
    return this.entries.get(key)?.page === page;
  }

  /** Counts a cached page again after its bodies changed (quick bodies made, strong ones in). */
  resize(key: string, page: CachedPage): void {
    const entry = this.entries.get(key);
    if (!entry || entry.page !== page) return;
    const bytes = pageBytes(page);
    this.total += bytes - entry.bytes;
    entry.bytes = bytes;
    this.evict();
  }

  /** Forgets every page of one website (all versions). */
  dropWebsite(websiteId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(websiteId + '\n')) this.remove(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held, as counted by `pageBytes`. */
  get bytes(): number {
    return this.total;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  private evict(): void {
    while (this.total > this.maxBytes && this.entries.size) this.remove(this.entries.keys().next().value!);
  }
}

/** Picks the best encoding the client accepts among the ones we keep: br, gzip, identity. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

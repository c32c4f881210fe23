import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RenderedPage } from '../../page/render.tsx';
import { pagePolicy } from '../http/security.ts';

/** A rendered page kept ready to send: its bytes in each encoding and an ETag. */
export interface CachedPage {
  status: number;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  etag: string;
  /** The page's own Content-Security-Policy when its blocks add origins to the default. */
  csp?: string;
  /** Its content type when not an HTML page (a blog's RSS feed). */
  type?: string;
  /** When the cached copy stops being served (ms): pages that show time (upcoming events, a calendar's today). */
  expiresAt?: number;
}

/**
 * Compresses a rendered page once, so each cached hit only copies bytes. `fast` is for a page
 * sent once and never cached (a signed-in viewer's): quicker, slightly larger compression.
 * A page rendered with its blocks' origins keeps its security policy with it.
 */
export function preparePage(status: number, page: string | RenderedPage, opts: { fast?: boolean; type?: string } = {}): CachedPage {
  const html = typeof page === 'string' ? page : page.html;
  const identity = Buffer.from(html, 'utf8');
  return {
    status,
    ...(opts.type ? { type: opts.type } : {}),
    csp: typeof page !== 'string' && page.origins.length ? pagePolicy(page.origins) : undefined,
    identity,
    gzip: gzipSync(identity, { level: opts.fast ? 6 : 9 }),
    br: brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: opts.fast ? 5 : 10, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
  };
}

/**
 * Rendered HTML of anonymous requests, keyed by (website, site version, path). A publish bumps
 * the version, so old entries are never read again; `dropWebsite` frees them at once.
 * Least recently used entries go first when the cache is full.
 */
export class HtmlCache {
  private entries = new Map<string, CachedPage>();
  constructor(private readonly maxEntries: number) {}

  /** `variant`: the visitor's chrome state (visitor-state.ts); paths never hold a control character. */
  static key(websiteId: string, version: number, path: string, variant = ''): string {
    return `${websiteId}\n${version}\n${path}\n${variant}`;
  }

  get(key: string): CachedPage | undefined {
    const hit = this.entries.get(key);
    if (hit?.expiresAt !== undefined && hit.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    if (hit) {
      // Re-insert to mark as most recently used (Map keeps insertion order).
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, page: CachedPage): void {
    if (this.maxEntries <= 0) return;
    this.entries.delete(key);
    this.entries.set(key, page);
    while (this.entries.size > this.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
  }

  /** Forgets every page of one website (all versions). */
  dropWebsite(websiteId: string): void {
    for (const key of this.entries.keys()) if (key.startsWith(websiteId + '\n')) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

/** Picks the best encoding the client accepts among the ones we keep: br, gzip, identity. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
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

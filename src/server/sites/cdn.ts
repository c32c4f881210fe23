import type { CdnConfig } from '../config.ts';
import type { CachedPage } from './html-cache.ts';

/**
 * A CDN in front of the processes (docs/cdn.md). Shared pages (an anonymous visitor's, at the
 * first-visit chrome variant, from the page cache) say how long a shared cache may keep them and
 * name their site in `Surrogate-Key` (Fastly) and `Cache-Tag` (Cloudflare, Akamai); after a site
 * changes, the process that changed it asks the CDN to drop everything named so.
 */

/** What the CDN settings decide for pages: seconds kept (`s-maxage`) and served stale while refreshed. */
export type CdnCaching = Pick<CdnConfig, 'maxAge' | 'staleSeconds'>;

/** The defaults of CDN_MAX_AGE and CDN_STALE_SECONDS (config.ts). */
export const DEFAULT_CDN_CACHING: CdnCaching = { maxAge: 300, staleSeconds: 60 };

/** The surrogate key (cache tag) of every shared answer of a site: what a purge names. */
export function surrogateKey(websiteId: string): string {
  return `site-${websiteId}`;
}

/**
 * The Cache-Control of a shared page: browsers revalidate every time (`max-age=0`, the ETag
 * answers 304), so a publish shows at once; a shared cache keeps it `maxAge` seconds (no longer
 * than the page itself may be kept: an event list expires) and `staleSeconds` more while fetching
 * the new one. Nothing to keep (CDN_MAX_AGE=0, a page about to expire): `no-cache`.
 */
export function sharedCacheControl(cdn: CdnCaching, page: Pick<CachedPage, 'expiresAt'>, now = Date.now()): string {
  const left = page.expiresAt === undefined ? cdn.maxAge : Math.min(cdn.maxAge, Math.floor((page.expiresAt - now) / 1000));
  if (left <= 0) return 'no-cache';
  return `public, max-age=0, s-maxage=${left}${cdn.staleSeconds > 0 ? `, stale-while-revalidate=${cdn.staleSeconds}` : ''}`;
}

/** Where purge failures are told (the app's logger; the command line prints them). */
export interface PurgeLog {
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Waits between a failed purge call and the next try (three tries in all). */
export const PURGE_RETRY_MS = [1_000, 5_000] as const;
/** How long one purge call may take. */
export const PURGE_TIMEOUT_MS = 10_000;

/**
 * Tells the CDN to drop a site's pages (CDN_PURGE_URL): `POST <url>` with `{key}` in the URL
 * replaced by the site's surrogate key, the body `{"tags":["<key>"]}` (Cloudflare's purge by tag;
 * Fastly's purge by key reads the URL and ignores it) and CDN_PURGE_HEADER. A failure (a network
 * error, an answer that is not 2xx) is tried again after 1 s and 5 s, then logged; `purge` never
 * rejects, and callers do not wait for it: a publish is never held by its CDN.
 */
export class CdnPurger {
  private readonly pending = new Set<Promise<boolean>>();

  constructor(
    private readonly config: CdnConfig['purge'],
    private readonly log: PurgeLog,
    private readonly retryMs: readonly number[] = PURGE_RETRY_MS,
  ) {}

  /** Asks the CDN to drop the pages of `websiteId`; true once it said yes, false when it never did (or no CDN is configured). */
  purge(websiteId: string): Promise<boolean> {
    if (!this.config) return Promise.resolve(false);
    const done = this.send(this.config, surrogateKey(websiteId));
    this.pending.add(done);
    void done.finally(() => this.pending.delete(done));
    return done;
  }

  /** Resolves once every purge under way ended (a command-line publish waits for it before exiting; tests). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private async send(config: NonNullable<CdnConfig['purge']>, key: string): Promise<boolean> {
    const url = config.url.replaceAll('{key}', encodeURIComponent(key));
    const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
    if (config.header) headers[config.header[0]] = config.header[1];
    for (let attempt = 0; ; attempt++) {
      let problem: string;
      try {
        const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify({ tags: [key] }), signal: AbortSignal.timeout(PURGE_TIMEOUT_MS) });
        await res.arrayBuffer().catch(() => undefined);
        if (res.ok) return true;
        problem = `status ${res.status}`;
      } catch (err) {
        problem = err instanceof Error ? err.message : String(err);
      }
      if (attempt >= this.retryMs.length) {
        this.log.error({ key, problem }, 'CDN purge failed: the CDN may keep the old pages until CDN_MAX_AGE passes');
        return false;
      }
      this.log.warn({ key, problem, attempt: attempt + 1 }, 'CDN purge failed, trying again');
      await new Promise((r) => setTimeout(r, this.retryMs[attempt]));
    }
  }
}

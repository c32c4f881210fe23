import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findDefaultWebsite, findWebsiteByHost } from './repo.ts';

/** The website a request is for, as far as routing needs it. */
export interface Tenant {
  websiteId: string;
  version: number;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|\[::ffff:127(?:\.\d{1,3}){3}\])$/;

/** The host name of a Host header: lowercased, port removed; undefined when malformed. */
export function hostName(header: string | undefined): string | undefined {
  if (!header || header.length > 300) return undefined;
  const host = header.trim().toLowerCase();
  const m = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::\d{1,5})?$/.exec(host);
  return m ? m[1].replace(/\.$/, '') : undefined;
}

/**
 * Finds the website by Host header: `<identifier>.<APP_DOMAIN>`, a custom domain, or the
 * default site for localhost and loopback addresses. Answers are kept for `ttlMs` so a hot
 * page costs no query; a publish in this process drops them at once, other processes see
 * the new version within `ttlMs`.
 *
 * The port never matters (it is not part of the host name), every loopback name shares one
 * entry, and hosts that name no site are kept apart in a small bounded map: a client sending
 * random Host values costs one query each and never pushes the real sites out.
 */
export class TenantResolver {
  /** Hosts that name a site: bounded by the sites' own names. */
  private known = new Map<string, { tenant: Tenant; expires: number }>();
  /** Hosts that name no site, oldest first; at most `maxUnknown`. */
  private unknown = new Map<string, number>();
  readonly maxUnknown = 1000;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly appDomain: string,
    private readonly ttlMs = 2000,
  ) {}

  async resolve(hostHeader: string | undefined): Promise<Tenant | null> {
    const host = hostName(hostHeader);
    if (!host) return null;
    const loopback = LOOPBACK.test(host);
    const key = loopback ? 'loopback' : host;
    const now = Date.now();
    const hit = this.known.get(key);
    if (hit && hit.expires > now) return hit.tenant;
    if ((this.unknown.get(key) ?? 0) > now) return null;
    const row = loopback ? await findDefaultWebsite(this.db) : await findWebsiteByHost(this.db, host, this.appDomain);
    if (!row) {
      this.known.delete(key);
      this.unknown.delete(key);
      if (this.unknown.size >= this.maxUnknown) this.unknown.delete(this.unknown.keys().next().value!);
      this.unknown.set(key, now + this.ttlMs);
      return null;
    }
    const tenant = { websiteId: row.id, version: Number(row.version) };
    this.unknown.delete(key);
    // Only real names of real sites get here; the bound is a safety net, not a working limit.
    if (this.known.size >= 10_000) this.known.clear();
    this.known.set(key, { tenant, expires: now + this.ttlMs });
    return tenant;
  }

  /** How many host answers are kept (known and unknown). */
  get size(): number {
    return this.known.size + this.unknown.size;
  }

  /** Forgets every cached answer (after a publish). */
  clear(): void {
    this.known.clear();
    this.unknown.clear();
  }
}

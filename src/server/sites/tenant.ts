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
 * Finds the website by Host header: a custom domain, `<identifier>.<APP_DOMAIN>`, or the
 * default site for localhost and loopback addresses. Answers are kept for `ttlMs` so a hot
 * page costs no query; a publish in this process drops them at once, other processes see
 * the new version within `ttlMs`.
 */
export class TenantResolver {
  private cache = new Map<string, { tenant: Tenant | null; expires: number }>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly appDomain: string,
    private readonly ttlMs = 2000,
  ) {}

  async resolve(hostHeader: string | undefined): Promise<Tenant | null> {
    const host = hostName(hostHeader);
    if (!host) return null;
    const now = Date.now();
    const hit = this.cache.get(host);
    if (hit && hit.expires > now) return hit.tenant;
    const row = LOOPBACK.test(host) ? await findDefaultWebsite(this.db) : await findWebsiteByHost(this.db, host, this.appDomain);
    const tenant = row ? { websiteId: row.id, version: Number(row.version) } : null;
    if (this.cache.size > 10_000) this.cache.clear();
    this.cache.set(host, { tenant, expires: now + this.ttlMs });
    return tenant;
  }

  /** Forgets every cached answer (after a publish). */
  clear(): void {
    this.cache.clear();
  }
}

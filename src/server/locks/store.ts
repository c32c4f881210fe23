import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Tenant } from '../sites/index.ts';
import { readLocks } from './repo.ts';

/**
 * The locks of published sites (scope → hash), read once per (website, version) and kept in
 * memory: a publish writes them in the transaction that bumps the version, so a new version
 * reads the new passwords. Asked only for requests that carry an unlock cookie or post a password.
 */
export class LockStore {
  private readonly byWebsite = new Map<string, { version: number; locks: Promise<ReadonlyMap<string, string>> }>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The locks of `tenant`'s website at its version: scope → scrypt hash. */
  get(tenant: Tenant): Promise<ReadonlyMap<string, string>> {
    const held = this.byWebsite.get(tenant.websiteId);
    if (held && held.version === tenant.version) return held.locks;
    const locks = readLocks(this.db, tenant.websiteId).then((rows) => new Map(rows.map((l) => [l.scope, l.hash])));
    // A failed read is not kept: the next request tries again.
    locks.catch(() => this.byWebsite.delete(tenant.websiteId));
    this.byWebsite.set(tenant.websiteId, { version: tenant.version, locks });
    return locks;
  }
}

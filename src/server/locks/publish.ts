import type { Kysely } from 'kysely';
import type { Site } from '../../model/index.ts';
import type { Database } from '../db/schema.ts';
import { hashPassword, isPasswordHash, verifyPassword } from '../owner/index.ts';
import { SITE_LOCK_SCOPE } from '../sites/index.ts';
import { readLocks, type StoredLock } from './repo.ts';

/** A site file with its lock passwords taken out (what the sites domain stores), and the locks to store. */
export interface PreparedLocks {
  site: Site;
  locks: StoredLock[];
}

/**
 * Takes the passwords out of a site file before it is published (docs/locks.md): each
 * password-locked collection's and the whole-site lock's. A plaintext password is hashed with
 * scrypt — unless the lock's stored hash already matches it, so republishing the same password
 * keeps visitors' unlock cookies valid; a `$scrypt$…` value is kept as it is; no password keeps
 * the stored one (an exported site imported again). A lock with no password at all stays locked
 * for everyone. Slow (one scrypt per plaintext): run it outside the publish transaction.
 */
export async function prepareLocks(db: Kysely<Database>, site: Site): Promise<PreparedLocks> {
  const stored = new Map((await readLocks(db, site.website.id)).map((l) => [l.scope, l.hash]));
  const locks: StoredLock[] = [];
  const lockOf = async (scope: string, password: string | undefined) => {
    const previous = stored.get(scope);
    let hash = previous;
    if (password !== undefined) {
      if (isPasswordHash(password)) hash = password;
      else if (!previous || !(await verifyPassword(password, previous))) hash = await hashPassword(password);
    }
    if (hash) locks.push({ scope, hash });
  };
  const collections = [];
  for (const { password, ...collection } of site.collections) {
    if (collection.permissionType === 'password') await lockOf(collection.id, password);
    collections.push(collection);
  }
  let settings = site.settings;
  if (settings.siteLock) {
    const { password, ...lock } = settings.siteLock;
    await lockOf(SITE_LOCK_SCOPE, password);
    settings = { ...settings, siteLock: lock };
  }
  return { site: { ...site, settings, collections }, locks };
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A website's lock: a collection id or SITE_LOCK_SCOPE ('*'), and its scrypt hash. */
export interface StoredLock {
  scope: string;
  hash: string;
}

/** Every lock of a website. */
export async function readLocks(db: Kysely<Database>, websiteId: string): Promise<StoredLock[]> {
  const rows = await db.selectFrom('site_locks').select(['scope', 'password_hash']).where('website_id', '=', websiteId).execute();
  return rows.map((r) => ({ scope: r.scope, hash: r.password_hash }));
}

/** Replaces a website's locks inside the publish transaction. */
export async function replaceLocks(trx: Transaction<Database>, websiteId: string, locks: readonly StoredLock[]): Promise<void> {
  await trx.deleteFrom('site_locks').where('website_id', '=', websiteId).execute();
  if (locks.length === 0) return;
  const now = Date.now();
  await trx
    .insertInto('site_locks')
    .values(locks.map((l) => ({ website_id: websiteId, scope: l.scope, password_hash: l.hash, updated_at: now })))
    .execute();
}

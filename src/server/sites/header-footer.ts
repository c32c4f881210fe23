import type { Kysely } from 'kysely';
import type { HeaderFooter } from '../../model/index.ts';
import { dialectOf, fromJson, toJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { StoredSite } from './repo.ts';

/**
 * Replaces a published site's header and footer (PUT /api/site-header-footer, docs/platform-calls.md):
 * a re-publish of the site document's `headerFooter` part in one transaction, the version bumped as a
 * publish does, so every process's cached view and pages of the site go stale. Collections, media and
 * domains are untouched. False when the website does not exist.
 */
export async function replaceHeaderFooter(db: Kysely<Database>, websiteId: string, headerFooter: HeaderFooter): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Locked on PostgreSQL (SQLite's write transaction is already exclusive): two PUTs never lose one.
    const query = trx.selectFrom('websites').select('site').where('id', '=', websiteId);
    const row = await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (!row) return false;
    const site: StoredSite = { ...fromJson<StoredSite>(row.site), headerFooter };
    const now = Date.now();
    await trx
      .updateTable('websites')
      .set((eb) => ({ site: toJson(site), updated_at: now, version: eb(eb.ref('version'), '+', 1) }))
      .where('id', '=', websiteId)
      .execute();
    return true;
  });
}

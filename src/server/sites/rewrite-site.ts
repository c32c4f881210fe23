import type { Kysely } from 'kysely';
import { dialectOf, fromJson, toJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { StoredSite } from './repo.ts';
import { announceSiteChange } from './site-changes.ts';

/**
 * Changes part of a published site's document (its header and footer, its languages) as a publish
 * would: in one transaction, the row locked (PostgreSQL; SQLite's write transaction is already
 * exclusive) so two changes never lose one, the version bumped so every cached view and page of the
 * site goes stale, and every process told at the commit (site-changes.ts). Collections, media and
 * domains are untouched. Undefined when the website does not exist.
 */
export async function rewriteStoredSite(db: Kysely<Database>, websiteId: string, change: (site: StoredSite) => StoredSite): Promise<StoredSite | undefined> {
  return db.transaction().execute(async (trx) => {
    const query = trx.selectFrom('websites').select('site').where('id', '=', websiteId);
    const row = await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (!row) return undefined;
    const site = change(fromJson<StoredSite>(row.site));
    await trx
      .updateTable('websites')
      .set((eb) => ({ site: toJson(site), updated_at: Date.now(), version: eb(eb.ref('version'), '+', 1) }))
      .where('id', '=', websiteId)
      .execute();
    await announceSiteChange(trx, websiteId);
    return site;
  });
}

import type { Kysely } from 'kysely';
import type { HeaderFooter } from '../../model/index.ts';
import type { Database } from '../db/schema.ts';
import { rewriteStoredSite } from './rewrite-site.ts';

/**
 * Replaces a published site's header and footer (PUT /api/site-header-footer, docs/platform-calls.md):
 * a re-publish of the site document's `headerFooter` part (rewrite-site.ts). False when the website does not exist.
 */
export async function replaceHeaderFooter(db: Kysely<Database>, websiteId: string, headerFooter: HeaderFooter): Promise<boolean> {
  return (await rewriteStoredSite(db, websiteId, (site) => ({ ...site, headerFooter }))) !== undefined;
}

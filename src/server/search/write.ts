import { sql, type Transaction } from 'kysely';
import type { Site } from '../../model/index.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { stemmed } from '../../shared/search-words.ts';
import { siteDocuments, words } from './text.ts';

/** Longest word kept in the vocabulary (longer ones are not words anyone types). */
const MAX_TERM = 40;

/**
 * Replaces a website's search index with its published pages and items, inside the publish
 * transaction: a rollback leaves the previous index, a republish replaces it whole.
 * Resolves to the number of documents written.
 */
export async function replaceSearchIndex(trx: Transaction<Database>, site: Site): Promise<number> {
  const websiteId = site.website.id;
  const pg = dialectOf(trx) === 'postgres';
  if (!pg) await sql`delete from search_fts where rowid in (select id from search_documents where website_id = ${websiteId})`.execute(trx);
  await trx.deleteFrom('search_documents').where('website_id', '=', websiteId).execute();
  await trx.deleteFrom('search_terms').where('website_id', '=', websiteId).execute();

  // Oldest first: ids then follow publish dates, the order search breaks ties and caps ranking by.
  const docs = siteDocuments(site).sort((a, b) => a.publishedOn - b.publishedOn);
  const stems = new Map<string, string>();
  const counts = new Map<string, number>();
  for (const doc of docs) {
    for (const w of words(`${doc.title} ${doc.body}`)) if (w.length <= MAX_TERM) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  for (let i = 0; i < docs.length; i += 50) {
    const chunk = docs.slice(i, i + 50);
    const rows = chunk.map((d) => ({ website_id: websiteId, kind: d.kind, path: d.path, title: d.title, body: d.body, published_on: d.publishedOn }));
    if (pg) {
      const values = rows.map((r) => sql`(${r.website_id}, ${r.kind}, ${r.path}, ${r.title}, ${r.body}, ${r.published_on},
        setweight(to_tsvector('simple', ${stemmed(r.title, stems)}), 'A') || setweight(to_tsvector('simple', ${stemmed(r.body, stems)}), 'B'))`);
      await sql`insert into search_documents (website_id, kind, path, title, body, published_on, tsv) values ${sql.join(values)}`.execute(trx);
    } else {
      const inserted = await trx.insertInto('search_documents').values(rows).returning('id').execute();
      const fts = inserted.map((r, j) => sql`(${r.id}, ${stemmed(chunk[j].title, stems)}, ${stemmed(chunk[j].body, stems)})`);
      await sql`insert into search_fts (rowid, title, body) values ${sql.join(fts)}`.execute(trx);
    }
  }
  const terms = [...counts].map(([term, count]) => ({ website_id: websiteId, term, count }));
  for (let i = 0; i < terms.length; i += 200) await trx.insertInto('search_terms').values(terms.slice(i, i + 200)).execute();
  return docs.length;
}


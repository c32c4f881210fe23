import { sql, type Kysely } from 'kysely';
import { fold, stemmed } from '../../../shared/search-words.ts';
import { dialectOf } from '../dialect.ts';

/**
 * Site search indexes Spanish stems (docs/search.md): the full-text index of every published
 * document is rewritten from its stored title and body (`search_documents`), stems instead of
 * folded words, so a site published before this migration is found by stem at once, without a
 * republish. SQLite's FTS5 table is rebuilt whole, which also drops the rows a deleted website
 * left behind. The tables keep their shape. Never edit once landed: add 0008_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const cache = new Map<string, string>();
  await reindex(db, (text) => stemmed(text, cache));
}

/** Back to folded words, as 0005 wrote them. */
export async function down(db: Kysely<any>): Promise<void> {
  await reindex(db, fold);
}

/** Rewrites the full-text index of every document with `indexed(title)` and `indexed(body)`, 500 documents at a time. */
async function reindex(db: Kysely<any>, indexed: (text: string) => string): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  if (!pg) await sql`delete from search_fts`.execute(db);
  let after = 0;
  for (;;) {
    const docs: { id: number | string; title: string; body: string }[] = await db
      .selectFrom('search_documents')
      .select(['id', 'title', 'body'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(500)
      .execute();
    if (docs.length === 0) return;
    after = Number(docs.at(-1)!.id);
    if (pg) {
      const rows = docs.map((d) => sql`(${Number(d.id)}::bigint, ${indexed(d.title)}, ${indexed(d.body)})`);
      await sql`update search_documents as d
        set tsv = setweight(to_tsvector('simple', v.title), 'A') || setweight(to_tsvector('simple', v.body), 'B')
        from (values ${sql.join(rows)}) as v(id, title, body) where d.id = v.id`.execute(db);
    } else {
      const rows = docs.map((d) => sql`(${Number(d.id)}, ${indexed(d.title)}, ${indexed(d.body)})`);
      await sql`insert into search_fts (rowid, title, body) values ${sql.join(rows)}`.execute(db);
    }
  }
}

import { statSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { migrateToLatest, openDatabase } from '../../src/server/db/index.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { publishSite } from '../../src/server/flows/index.ts';
import { RANK_CAP, searchSite } from '../../src/server/search/index.ts';
import { onBothDatabases, type BenchResult } from '../lib.ts';

/**
 * Site search (issue 14): queries per second of searchSite (folding, stems as prefixes, one-typo
 * expansion, ranking capped at RANK_CAP matches, count, snippets) on the demo and on a generated site of 10,000 items, on
 * SQLite and PostgreSQL, against a naive baseline: the same site's documents scanned with
 * LIKE '%word%' (no ranking, no typos, no snippets). One connection, queries in turn.
 */
const DEMO = resolve('sites/demo/site.json');
/** The generated site borrows the mini fixture's settings. */
const MINI = resolve('test/fixtures/mini/site.json');
const WORDS = 'cafe tueste taza grano oaxaca chiapas veracruz espresso molienda filtro prensa barro cosecha finca altura lavado natural honey chocolate caramelo citrico floral dulce acidez cuerpo aroma receta metodo agua temperatura tiempo'.split(' ');
const QUERIES = ['oaxaca', 'cafe', 'tues', 'taza barro', 'chocolat', 'espreso', 'molienda fina', 'cosecha', 'prensa', 'zzzz'];
const SECONDS = Number(process.env.BENCH_SEARCH_SECONDS ?? 3);

export async function run(): Promise<BenchResult[]> {
  const perDatabase = await onBothDatabases('search', async (label, url, dataDir): Promise<BenchResult[]> => {
    const db = await openDatabase(url);
    try {
      await migrateToLatest(db);
      const opts = { mediaDir: join(dataDir, 'media'), appDomain: 'vitrina.test' };
      const demo = JSON.parse(readFileSync(DEMO, 'utf8'));
      await publishSite(db, demo, { ...opts, siteDir: dirname(DEMO) });
      const big = generatedSite(10_000);
      const started = Date.now();
      await publishSite(db, big, { ...opts, siteDir: dataDir });
      const publishMs = Date.now() - started;
      const size = await indexSize(db, label, url);
      const demoQps = await qps(() => searchSite(db, demo.website.id, next(), 1));
      const bigQps = await qps(() => searchSite(db, big.website.id, next(), 1));
      const likeQps = await qps(() => likeScan(db, big.website.id, next()));
      console.log(`  ${label}: publish of 10,000 items ${publishMs} ms; index ${size}`);
      return [
        { name: `site search, demo (${label})`, subject: { label: 'searchSite', value: demoQps }, baseline: { label: 'same, 10,000-item site', value: bigQps }, unit: 'queries/s', goal: 1, notes: 'the demo is the small site: its rate should not be below the big one' },
        { name: `site search, 10,000 items (${label})`, subject: { label: 'searchSite', value: bigQps }, baseline: { label: "LIKE '%word%' scan", value: likeQps }, unit: 'queries/s', goal: 1, notes: `searchSite counts every match, ranks the ${RANK_CAP.toLocaleString('en-US')} newest (RANK_CAP), matches stems, expands typos and builds snippets; the scan stops at 10 rows unranked. Publish of 10,000 items ${publishMs} ms; index ${size}` },
      ];
    } finally {
      await db.destroy();
    }
  });
  return perDatabase.flat();
}

let turn = 0;
const next = () => QUERIES[turn++ % QUERIES.length];

/** Queries per second of `query`, one at a time, over SECONDS (after a warm-up). */
async function qps(query: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < 20; i++) await query();
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < SECONDS * 1000) {
    await query();
    n++;
  }
  return n / ((performance.now() - start) / 1000);
}

/** The baseline: every word as LIKE '%word%' over title and body, first 10 rows. */
async function likeScan(db: Kysely<Database>, websiteId: string, q: string) {
  let query = db.selectFrom('search_documents').select(['path', 'title']).where('website_id', '=', websiteId);
  for (const w of q.split(' ')) query = query.where((eb) => eb.or([eb('title', 'like', `%${w}%`), eb('body', 'like', `%${w}%`)]));
  return query.limit(10).execute();
}

/** Size of the search tables (SQLite: the file's growth is not split, so the tables' pages). */
async function indexSize(db: Kysely<Database>, label: string, url: string): Promise<string> {
  if (label === 'PostgreSQL') {
    const { rows } = await sql<{ b: string }>`select pg_total_relation_size('search_documents') + pg_total_relation_size('search_terms') as b`.execute(db);
    return `${(Number(rows[0].b) / 2 ** 20).toFixed(1)} MiB (search_documents with its GIN index, search_terms)`;
  }
  try {
    const { rows } = await sql<{ b: number }>`select sum(pgsize) as b from dbstat where name like 'search%'`.execute(db);
    return `${(Number(rows[0].b) / 2 ** 20).toFixed(1)} MiB (search_documents, search_fts, search_terms)`;
  } catch {
    return `database file ${(statSync(url.slice('sqlite:'.length)).size / 2 ** 20).toFixed(1)} MiB`;
  }
}

/** A site of one blog with `n` published items of generated Spanish-ish text, and one page. */
function generatedSite(n: number) {
  let seed = 7;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = () => WORDS[Math.floor(rand() * WORDS.length)];
  const sentence = (k: number) => Array.from({ length: k }, pick).join(' ');
  const hex = (i: number, prefix: string) => prefix + i.toString(16).padStart(24 - prefix.length, '0');
  const mini = JSON.parse(readFileSync(MINI, 'utf8'));
  return {
    ...mini,
    website: { ...mini.website, id: hex(1, 'ffff'), identifier: 'grande', title: 'Sitio grande', domains: [] },
    homePage: 'inicio',
    navigation: { ...mini.navigation, main: [] },
    media: [],
    collections: [
      { id: hex(2, 'fffe'), urlId: 'inicio', title: 'Inicio', type: 10, layout: { columns: 12, sections: [{ id: 's', rows: [{ blocks: [{ id: 'b', type: 2, span: 12, data: { html: `<p>${sentence(40)}</p>` } }] }] }] } },
      {
        id: hex(3, 'fffe'), urlId: 'notas', title: 'Notas', type: 1,
        items: Array.from({ length: n }, (_, i) => ({
          id: hex(i, 'fffd'), urlId: `nota-${i}`, title: sentence(5), recordType: 1, publishedOn: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
          excerpt: sentence(40), tags: [pick(), pick()],
        })),
      },
    ],
  };
}

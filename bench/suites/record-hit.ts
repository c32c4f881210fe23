import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { registerBodyParser } from '../../src/server/http/body.ts';
import { DESKTOP_UA, hitBody, visitorRecord } from '../../src/server/analytics/test-client.ts';
import { buildApp } from '../../src/server/app.ts';
import { fallbackAssets } from '../../src/server/assets.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateToLatest, openDatabase } from '../../src/server/db/index.ts';
import { publishSite } from '../../src/server/flows/index.ts';
import { readSiteFile } from '../../src/server/sites/site-file.ts';
import { onBothDatabases, type BenchResult } from '../lib.ts';

/**
 * RecordHit throughput against a no-op endpoint of the same server (same body, same parser,
 * answers 204 and does nothing), on SQLite and on PostgreSQL, and a check that no hit was lost:
 * rows stored after the server closed = 2xx answers. The server runs in a child process.
 */
const HOST = 'pan.example.com'; // a domain of the mini test site
const NOOP = '/api/bench/noop';

export function run(): Promise<BenchResult[]> {
  return onBothDatabases('hit', measure);
}

async function measure(label: string, databaseUrl: string, dataDir: string): Promise<BenchResult> {
  const child = fork(resolve('bench/suites/record-hit.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, VITRINA_BENCH_CHILD: '1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((ok, fail) => {
    child.once('message', (m) => ok(Number(m)));
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  let answered = 0;
  const hit = async (seconds: number) => {
    const r = await load(`${base}/api/census/RecordHit`, seconds);
    answered += r.ok;
    return r;
  };
  // Alternate (A B B A) so neither gains from running first or last; 2 s warm-up each.
  await hit(2);
  await load(`${base}${NOOP}`, 2);
  const a1 = await hit(5);
  const b1 = await load(`${base}${NOOP}`, 5);
  const b2 = await load(`${base}${NOOP}`, 5);
  const a2 = await hit(5);
  child.send('stop');
  // The server's own count of 204 answers: autocannon does not count the replies still in
  // flight when a run ends (up to one per connection), though the server sent them.
  const sent = await new Promise<number>((ok) => child.once('message', (m) => ok(Number(m))));
  await new Promise((ok) => child.once('exit', ok));

  const db = await openDatabase(databaseUrl);
  const stored = Number((await db.selectFrom('hits').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  await db.destroy();
  const lost = sent - stored;
  console.log(`  ${label}: ${sent.toLocaleString('en-US')} hits answered 204 (${answered.toLocaleString('en-US')} counted by the client), ${stored.toLocaleString('en-US')} stored${lost === 0 ? ' ✓ none lost' : ` ✗ ${lost} LOST`}`);
  if (lost !== 0 || answered > sent) throw new Error(`${label}: ${lost} hits answered 204 were not stored`);
  return {
    name: `RecordHit, batched writes, ${label} (20 connections)`,
    subject: { label: 'POST /api/census/RecordHit', value: (a1.rps + a2.rps) / 2 },
    baseline: { label: 'no-op POST, same server', value: (b1.rps + b2.rps) / 2 },
    unit: 'req/s',
    goal: 0.5,
    notes: `p99 ${Math.max(a1.p99, a2.p99)} ms vs ${Math.max(b1.p99, b2.p99)} ms; ${stored.toLocaleString('en-US')} hits stored = 2xx answers`,
  };
}

/** A POST load of RecordHit-shaped form bodies; throws on any non-2xx answer. */
async function load(url: string, seconds: number) {
  const run = autocannon as unknown as (o: object) => Promise<{ requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number; '2xx': number }>;
  const r = await run({
    url,
    method: 'POST',
    connections: 20,
    duration: seconds,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': DESKTOP_UA },
    body: hitBody('https://pan.example.com/blog/masa-madre?x=1', { ssCvr: visitorRecord('bench-visitor'), data: { referrer: 'https://www.google.com/' } }),
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, ok: r['2xx'] };
}


/** The child: the mini site on a fresh database, the real app plus the no-op route; closes (flushing) on 'stop'. */
async function serveChild(): Promise<void> {
  const unlimited = '999999999';
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', ANALYTICS_VISITOR_PER_MINUTE: unlimited, ANALYTICS_IP_PER_MINUTE: unlimited });
  const db = await openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const siteFile = resolve('test/fixtures/mini/site.json');
  await publishSite(db, await readSiteFile(siteFile), { siteDir: dirname(siteFile), mediaDir: join(config.dataDir, 'media'), appDomain: config.appDomain });
  const app = await buildApp(config, { db, assets: fallbackAssets(), logger: false });
  await app.register(async (scope) => {
    registerBodyParser(scope);
    scope.post(NOOP, { config: { crumb: false } }, async (_req, reply) => reply.code(204).send());
  });
  let answered = 0; // RecordHit answers sent with 204, counted where they leave
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode === 204 && req.url === '/api/census/RecordHit') answered++;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async () => {
    await app.close();
    await db.destroy();
    process.send!(answered, () => process.exit(0));
  });
  process.send!((app.server.address() as { port: number }).port);
}

if (process.env.VITRINA_BENCH_CHILD === '1') await serveChild();

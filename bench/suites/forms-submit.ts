import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../../src/server/app.ts';
import { fallbackAssets } from '../../src/server/assets.ts';
import { loadConfig } from '../../src/server/config.ts';
import { migrateToLatest, openDatabase } from '../../src/server/db/index.ts';
import { MINI_ID, payload, siteWithForms } from '../../src/server/forms/test-client.ts';
import { tokenHash } from '../../src/server/forms/tokens.ts';
import { Crumbs } from '../../src/server/http/crumb.ts';
import { publishSite } from '../../src/server/flows/index.ts';
import { SUBMISSION_BODY_LIMIT } from '../../src/shared/contracts/forms.ts';
import { everyFieldForm } from '../../src/shared/forms/test-form.ts';
import { onBothDatabases, type BenchResult } from '../lib.ts';
import { forkBenchServer, postLoad, serveBenchChild } from '../server.ts';

/**
 * SaveFormSubmission throughput against a no-op POST of the same server (same JSON body, same
 * crumb check, answers 200 and does nothing), on SQLite and PostgreSQL. Each submission uses its
 * own key (issued ahead, older than the minimum fill time), is validated, and is committed with
 * its notification row in the outbox (SMTP off: rows wait). Check: every 200 answer has its rows.
 */
const HOST = 'pan.example.com';
const NOOP = '/api/bench/form-noop';
const SECRET = randomBytes(32).toString('base64url');
const KEYS = Number(process.env.BENCH_FORM_KEYS ?? 250_000);
const values = { email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'], textarea: 'Pan de centeno.', phone: ['', '951', '123', '4567'], checkbox: ['Arte'], likert: { '¿Te gustó?': ['2'] } };

export function run(): Promise<BenchResult[]> {
  return onBothDatabases('form', measure);
}

async function measure(label: string, databaseUrl: string, dataDir: string): Promise<BenchResult> {
  const server = await forkBenchServer('bench/suites/forms-submit.ts', { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, SESSION_SECRET: SECRET });
  const keys = await issueKeys(databaseUrl);
  const base = `http://127.0.0.1:${server.port}`;
  const crumb = new Crumbs(SECRET).mint(MINI_ID);
  const headers = { host: HOST, 'content-type': 'application/json', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
  // Bodies written ahead, so the load tool does the same work for both routes (the client shares
  // the two cores with the server: building JSON per request would slow only the subject).
  const bodies = keys.map((key) => JSON.stringify(payload(everyFieldForm.id, key, values)));
  let next = 0;
  const submission = () => {
    if (next >= bodies.length) throw new Error('out of submission keys: raise KEYS');
    return bodies[next++];
  };
  const noopBody = submission(); // same size and shape; that key is never used
  const save = (seconds: number) => postLoad(`${base}/api/form/SaveFormSubmission`, seconds, 200, () => ({ headers, body: submission() }));
  const noop = (seconds: number) => postLoad(`${base}${NOOP}`, seconds, 200, () => ({ headers, body: noopBody }));
  // Alternate (A B B A) so neither gains from running first or last; 2 s warm-up each.
  let a1, a2, b1, b2;
  try {
    await save(2);
    await noop(2);
    a1 = await save(5);
    b1 = await noop(5);
    b2 = await noop(5);
    a2 = await save(5);
  } catch (err) {
    server.kill();
    throw err;
  }
  const answered = Number(await server.stop());

  const db = await openDatabase(databaseUrl);
  const stored = Number((await db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const mails = Number((await db.selectFrom('mail_outbox').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  await db.destroy();
  console.log(`  ${label}: ${answered.toLocaleString('en-US')} submissions answered 200, ${stored.toLocaleString('en-US')} stored, ${mails.toLocaleString('en-US')} outbox rows`);
  // Every 200 must have its rows. A few more rows than answers is fine: submissions committed while
  // the load tool was closing its connections, whose answers never left (nobody was told "sent").
  if (stored < answered || mails !== stored) throw new Error(`${label}: ${answered} answered 200 but ${stored} stored and ${mails} mails`);
  return {
    name: `SaveFormSubmission, ${label} (20 connections, 18-field form, answered after the commit of the submission and its outbox row)`,
    subject: { label: 'POST /api/form/SaveFormSubmission', value: (a1.rps + a2.rps) / 2 },
    baseline: { label: 'no-op POST, same server', value: (b1.rps + b2.rps) / 2 },
    unit: 'req/s',
    goal: 0.3,
    notes: `p99 ${Math.max(a1.p99, a2.p99)} ms vs ${Math.max(b1.p99, b2.p99)} ms; ${answered.toLocaleString('en-US')} answered 200, every one stored with its outbox row`,
  };
}

/** Writes KEYS submission keys issued 10 s ago (past the minimum fill time); returns them. */
async function issueKeys(databaseUrl: string): Promise<string[]> {
  const db = await openDatabase(databaseUrl);
  const now = Date.now();
  const keys = Array.from({ length: KEYS }, () => randomBytes(24).toString('base64url'));
  for (let i = 0; i < keys.length; i += 500) {
    await db.insertInto('form_keys').values(keys.slice(i, i + 500).map((k) => ({ key_hash: tokenHash(k), website_id: MINI_ID, created_at: now - 10_000, expires_at: now + 3_600_000 }))).execute();
  }
  await db.destroy();
  return keys;
}

/** The child: the mini site with its forms on a fresh database, the real app plus the no-op route. */
async function serveChild(): Promise<void> {
  const unlimited = '999999999';
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn', FORMS_VISITOR_PER_MINUTE: unlimited, FORMS_IP_PER_MINUTE: unlimited });
  const db = await openDatabase(config.databaseUrl);
  await migrateToLatest(db);
  const siteFile = resolve('test/fixtures/mini/site.json');
  await publishSite(db, siteWithForms(JSON.parse(readFileSync(siteFile, 'utf8'))), { siteDir: resolve('test/fixtures/mini'), mediaDir: join(config.dataDir, 'media'), appDomain: config.appDomain });
  const app = await buildApp(config, { db, assets: fallbackAssets(), logger: false });
  let answered = 0;
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode === 200 && req.url === '/api/form/SaveFormSubmission') answered++;
  });
  // The same parser and limit as the forms routes; the crumb guard applies to both (POST under /api/).
  await serveBenchChild(app, { noopPath: NOOP, bodyLimit: SUBMISSION_BODY_LIMIT, close: () => db.destroy(), result: () => answered });
}

if (process.env.VITRINA_BENCH_CHILD === '1') await serveChild();

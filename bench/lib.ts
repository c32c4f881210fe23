import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** One line of BENCHMARKS.md: a measured pair and their ratio against a goal. */
export interface BenchResult {
  name: string;
  subject: { label: string; value: number };
  baseline: { label: string; value: number };
  unit: string;
  /** subject / baseline must reach this. */
  goal: number;
  notes?: string;
}

/** Requests per second of `url` under load from this process (autocannon). */
export async function requestsPerSecond(url: string, opts: { seconds?: number; connections?: number; headers?: Record<string, string> } = {}) {
  const run = (duration: number) =>
    autocannon({ url, connections: opts.connections ?? 20, duration, headers: opts.headers ?? {} });
  await run(2); // warm-up: JIT, caches
  const result = await run(opts.seconds ?? 8);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99Ms: result.latency.p99, total: result.requests.total };
}

/** Operations per second of a synchronous function, measured over about `ms` milliseconds. */
export function opsPerSecond(fn: () => unknown, ms = 3000): number {
  for (let i = 0; i < 50; i++) fn(); // warm-up
  let n = 0;
  const start = process.hrtime.bigint();
  const end = start + BigInt(ms) * 1_000_000n;
  let now = start;
  while (now < end) {
    for (let i = 0; i < 20; i++) fn();
    n += 20;
    now = process.hrtime.bigint();
  }
  return n / (Number(now - start) / 1e9);
}

/** A description of this machine for the record. */
export function machine(): string {
  const cpu = cpus();
  return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${process.platform}`;
}

const PG_SERVER = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `measure` on a fresh SQLite file, then on a fresh PostgreSQL database made for it and
 * dropped after (skipped with a line when the server is not reachable), each with its own data
 * folder. `BENCH_PG_URL` names the server (default: the local one, user postgres).
 * @example await onBothDatabases('hit', (label, url, dir) => measure(label, url, dir))
 */
export async function onBothDatabases<T>(name: string, measure: (label: string, databaseUrl: string, dataDir: string) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  const dir = mkdtempSync(join(tmpdir(), `vitrina-bench-${name}-`));
  try {
    results.push(await measure('SQLite', `sqlite:${join(dir, 'bench.db')}`, dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const pgDir = mkdtempSync(join(tmpdir(), `vitrina-bench-${name}-`));
  try {
    const measured = await onFreshPostgres((url) => measure('PostgreSQL', url, pgDir));
    if (measured) results.push(measured.value);
  } finally {
    rmSync(pgDir, { recursive: true, force: true });
  }
  return results;
}

/**
 * Runs `measure` on a fresh PostgreSQL database made for it and dropped after (`BENCH_PG_URL`
 * names the server); answers undefined, with a line, when the server is not reachable.
 */
export async function onFreshPostgres<T>(measure: (databaseUrl: string) => Promise<T>): Promise<{ value: T } | undefined> {
  const database = `vitrina_bench_${randomBytes(6).toString('hex')}`;
  try {
    await pgAdmin(`create database ${database}`);
  } catch (err) {
    console.log(`  PostgreSQL at ${PG_SERVER} not reachable (${(err as Error).message}): skipped`);
    return undefined;
  }
  try {
    const url = new URL(PG_SERVER);
    url.pathname = `/${database}`;
    return { value: await measure(url.toString()) };
  } finally {
    await pgAdmin(`drop database if exists ${database} with (force)`);
  }
}

/** Runs one statement on the PostgreSQL server's maintenance database. */
async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

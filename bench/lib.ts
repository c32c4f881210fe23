import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** One line of BENCHMARKS.md: a measured pair and their ratio against a goal. */
export interface BenchResult {
  name: string;
  subject: { label: string; value: number };
  baseline: { label: string; value: number };
  unit: string;
  /**
   * subject / baseline must reach this; null for a figure that is only reported (its notes say
   * why: a machine too small to judge it, say).
   */
  goal: number | null;
  notes?: string;
}

/** Requests per second of `url` under load from this process (autocannon). */
export async function requestsPerSecond(url: string, opts: { seconds?: number; connections?: number; headers?: Record<string, string>; serverPid?: number | readonly number[]; paths?: string[] } = {}) {
  // `paths`: each request asks one of them at random (misses of many pages rather than one).
  const { paths } = opts;
  const requests = paths?.length ? [{ setupRequest: (req: { path?: string }) => ({ ...req, path: paths[Math.floor(Math.random() * paths.length)] }) }] : undefined;
  const run = (duration: number) =>
    autocannon({ url, connections: opts.connections ?? 20, duration, headers: opts.headers ?? {}, ...(requests ? { requests } : {}) });
  await run(2); // warm-up: JIT, caches
  // The servers' CPU per answered request (`serverPid`: each process and those under it).
  const pids = opts.serverPid === undefined ? [] : [opts.serverPid].flat();
  const serversCpuMs = () => pids.reduce((sum, pid) => sum + processTreeCpuMs(pid), 0);
  const cpuBefore = serversCpuMs();
  const result = await run(opts.seconds ?? 8);
  const cpuMsPerRequest = pids.length && result.requests.total ? (serversCpuMs() - cpuBefore) / result.requests.total : undefined;
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99Ms: result.latency.p99, total: result.requests.total, cpuMsPerRequest };
}

/**
 * CPU time (ms, user + system) a process and every process under it have used so far, from
 * /proc (Linux; 0 elsewhere). Requests per second follow what else the machine runs; CPU per
 * request does much less, so load benches state both.
 */
export function processTreeCpuMs(pid: number): number {
  let ms = 0;
  const tick = 1000 / 100; // USER_HZ
  const visit = (id: number) => {
    try {
      const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * tick;
      for (const task of readdirSync(`/proc/${id}/task`)) {
        for (const child of readFileSync(`/proc/${id}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) visit(Number(child));
      }
    } catch {
      // Not Linux, or the process has just exited.
    }
  };
  visit(pid);
  return ms;
}

/**
 * Operations per second of two synchronous functions measured in alternating slices of about
 * `sliceMs` for about `ms` each: on a machine shared with other work both see the same load, so
 * their ratio holds even when the load changes during the run.
 */
export function opsPerSecondPair(a: () => unknown, b: () => unknown, ms = 3000, sliceMs = 100): [number, number] {
  for (let i = 0; i < 50; i++) {
    a();
    b();
  }
  const counts = [0, 0];
  const times = [0n, 0n];
  const fns = [a, b];
  const slice = BigInt(sliceMs) * 1_000_000n;
  for (let round = 0; round < Math.max(1, Math.round(ms / sliceMs)); round++) {
    for (const k of [0, 1]) {
      const start = process.hrtime.bigint();
      let now = start;
      while (now - start < slice) {
        for (let i = 0; i < 5; i++) fns[k]!();
        counts[k]! += 5;
        now = process.hrtime.bigint();
      }
      times[k]! += now - start;
    }
  }
  return [counts[0]! / (Number(times[0]) / 1e9), counts[1]! / (Number(times[1]) / 1e9)];
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

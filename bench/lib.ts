import autocannon from 'autocannon';
import { cpus, totalmem } from 'node:os';

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

/**
 * The write benchmarks' harness (forms-submit, commerce): the app runs in a child process so the
 * load tool does not share its event loop, answering beside the real routes a no-op POST that
 * does nothing (the baseline); the parent drives both with the same POST load.
 */
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { registerBodyParser } from '../src/server/http/body.ts';

/** A bench server in a child process: its port, and a stop that answers what the child sent last (or undefined). */
export interface BenchServer {
  port: number;
  stop(): Promise<unknown>;
  kill(): void;
}

/** Forks `file` (a suite that calls `serveBenchChild` when VITRINA_BENCH_CHILD=1) with `env`; resolves once it listens. */
export async function forkBenchServer(file: string, env: Record<string, string>): Promise<BenchServer> {
  const child = fork(resolve(file), [], {
    // BENCH_PROF=<folder>: the server writes a V8 CPU profile there when it stops.
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : [])],
    env: { ...process.env, ...env, VITRINA_BENCH_CHILD: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((ok, fail) => {
    child.once('message', (m) => ok(Number(m)));
    child.once('exit', (code) => fail(new Error(`bench server exited with ${code}`)));
  });
  return {
    port,
    kill: () => child.kill(),
    async stop() {
      let last: unknown;
      child.on('message', (m) => (last = m));
      child.send('stop');
      await new Promise((ok) => child.once('exit', ok));
      return last;
    },
  };
}

/**
 * The child's side: adds the no-op POST at `noopPath` (same body parser and limit, the crumb
 * guard applies to both under /api/), listens, sends its port, and on 'stop' closes, runs
 * `close` and sends what `result()` answers before exiting.
 */
export async function serveBenchChild(app: FastifyInstance, opts: { noopPath: string; bodyLimit: number; close: () => Promise<void>; result?: () => unknown }): Promise<void> {
  await app.register(async (scope) => {
    registerBodyParser(scope, opts.bodyLimit);
    scope.post(opts.noopPath, async () => ({ status: 'ok' }));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', async () => {
    await app.close();
    await opts.close();
    process.send!(opts.result?.() ?? null, () => process.exit(0));
  });
  process.send!((app.server.address() as { port: number }).port);
}

/**
 * A POST load of `seconds` at 20 connections, each request's headers and body from `request()`;
 * throws on any answer but `expected` or a connection error. Answers requests per second, p99
 * and how many got `expected`.
 */
export async function postLoad(url: string, seconds: number, expected: number, request: () => { headers: Record<string, string>; body: string }) {
  const run = autocannon as unknown as (o: object) => Promise<{ requests: { average: number }; latency: { p99: number }; errors: number }>;
  const refused = new Map<string, number>();
  let count = 0;
  const r = await run({
    url,
    connections: 20,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        setupRequest: (req: object) => ({ ...req, ...request() }),
        onResponse: (status: number, answer: string) => {
          if (status === expected) count++;
          else refused.set(`${status} ${answer.slice(0, 120)}`, (refused.get(`${status} ${answer.slice(0, 120)}`) ?? 0) + 1);
        },
      },
    ],
  });
  if (refused.size > 0 || r.errors > 0) throw new Error(`${url}: ${[...refused].map(([k, n]) => `${n}× ${k}`).join('; ')}, ${r.errors} errors`);
  return { rps: r.requests.average, p99: r.latency.p99, count };
}

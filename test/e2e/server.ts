import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { keepMedia, seedMedia } from '../helpers/media-cache.ts';
import { SqliteDriver as Database } from '../../src/server/db/sqlite-driver.ts';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A real Vitrina server process on a free port, with its own data folder. */
export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  /** Everything the server printed, for assertions on logs. */
  output(): string;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** The demo's website id: its media folder is seeded from the tests' media cache (test/helpers/media-cache.ts). */
const DEMO_WEBSITE_ID = (JSON.parse(readFileSync('sites/demo/site.json', 'utf8')) as { website: { id: string } }).website.id;

/** Starts `vitrina serve` (the built client must exist: `npm test` builds it first). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-e2e-'));
  seedMedia(join(dataDir, 'media', DEMO_WEBSITE_ID));
  let out = '';
  // BENCH_PROF=<folder>: the server writes a V8 CPU profile there when it stops (profiling a bench's server).
  const child = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF, '--import', 'tsx'] : ['node_modules/tsx/dist/cli.mjs']), 'src/cli.ts', 'serve'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (existsSync(join(dataDir, 'media'))) for (const dir of readdirSync(join(dataDir, 'media'))) keepMedia(join(dataDir, 'media', dir));
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve(code);
        });
        child.kill(signal);
      }),
  };
}

/** The rows of `sql` in a running server's SQLite database, read-only while the server runs. */
export function serverRows(server: RunningServer, sql: string, ...params: unknown[]): any[] {
  const db = new Database(join(server.dataDir, 'vitrina.db'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params);
  } finally {
    db.close();
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort } from '../../e2e/server.ts';
import { MINI_SITE } from '../../helpers/app.ts';

/** A `vitrina serve` child process on a database the test owns, restartable on the same data. */
export interface ChildServer {
  port: number;
  /** Starts (or restarts) the process and waits for /healthz. */
  start(): Promise<void>;
  /** kill -9: no shutdown, no flush, requests in flight cut. */
  kill(): Promise<void>;
  /** SIGTERM and wait (a graceful stop). */
  stop(): Promise<void>;
  output(): string;
  /** The running process's id (undefined before start). */
  pid(): number | undefined;
}

/**
 * The real server as a child process (`tsx src/cli.ts serve`), on `databaseUrl`, with `site`
 * (parsed JSON, the mini site's media beside it) imported on first start. Loopback only.
 */
export async function childServer(databaseUrl: string, site: unknown, env: Record<string, string> = {}): Promise<ChildServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-crash-'));
  const siteDir = mkdtempSync(join(tmpdir(), 'vitrina-crash-site-'));
  writeFileSync(join(siteDir, 'site.json'), JSON.stringify(site));
  copyFileSync(join(dirname(MINI_SITE), 'pixel.svg'), join(siteDir, 'pixel.svg'));
  let child: ChildProcess | null = null;
  let out = '';
  const exited = () => new Promise<void>((resolve) => (child === null || child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
  return {
    port,
    output: () => out,
    pid: () => child?.pid,
    async start() {
      // Node itself with tsx's loader, not the tsx command: that one forwards to a child process,
      // so a kill -9 would kill the wrapper and leave the real server running.
      child = spawn(process.execPath, ['--import', 'tsx', 'src/cli.ts', 'serve'], {
        env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, DEMO_SITE: join(siteDir, 'site.json'), APP_DOMAIN: 'vitrina.test', LOG_LEVEL: 'warn', SESSION_SECRET: 's'.repeat(40), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout!.on('data', (d) => (out += d));
      child.stderr!.on('data', (d) => (out += d));
      const deadline = Date.now() + 90_000; // a loaded machine (CI, other suites) starts slowly
      for (;;) {
        if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${out}`);
        try {
          if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
        } catch {
          /* not listening yet */
        }
        if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${out}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async kill() {
      child?.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child?.kill('SIGTERM');
      await exited();
    },
  };
}

import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedMedia } from '../helpers/media-cache.ts';
import { startServer, type RunningServer } from './server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ ACCESS_LOG: 'all' });
});
afterAll(() => server?.stop());

const cli = (args: string[], env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', ...args], {
    env: { ...process.env, DATA_DIR: mkdtempSync(join(tmpdir(), 'vitrina-cli-')), ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('the real server process', () => {
  it('serves hashed assets with a long cache and pre-compressed bytes', async () => {
    const html = await (await fetch(server.url + '/')).text();
    const asset = /\/assets\/[^"']+\.js/.exec(html)![0];
    const res = await fetch(server.url + asset, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  it('answers a huge header with 431, not a crash', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(server.url + '/', { headers: { 'x-huge': 'a'.repeat(100_000) } }, (res) => resolve(res.statusCode!));
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect((await fetch(server.url + '/healthz')).status).toBe(200);
  });

  it('writes one structured JSON access-log line per request with ACCESS_LOG=all', async () => {
    await fetch(server.url + '/no-existe-esta-pagina');
    const logged = () => server.output().split('\n').filter((l) => l.includes('"reqId"') && l.includes('/no-existe-esta-pagina')).map((l) => JSON.parse(l));
    await expect.poll(() => logged().length).toBe(1);
    const lines = logged();
    expect(lines[0]).toMatchObject({ level: 30, msg: 'request', method: 'GET', url: '/no-existe-esta-pagina', status: 404 });
    expect(typeof lines[0].ms).toBe('number');
  });

  it('on SIGTERM finishes the request in flight, then exits cleanly', async () => {
    const other = await startServer();
    // A state-changing call carries the crumb GET /api/crumb set (src/server/http/crumb.ts; pages set none).
    const crumb = /crumb=([^;]+)/.exec((await fetch(new URL('/api/crumb', other.url))).headers.get('set-cookie') ?? '')![1];
    const headers = { 'content-type': 'application/json', 'transfer-encoding': 'chunked', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
    // A request whose body is still arriving when the signal comes.
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${other.url}/api/nada`, { method: 'POST', headers }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      });
      req.on('error', reject);
      req.write('{"a":');
      setTimeout(() => {
        other.process.kill('SIGTERM');
        setTimeout(() => req.end('1}'), 500);
      }, 300);
    });
    const { status, body } = await answer;
    expect(status).toBe(404);
    expect(JSON.parse(body)).toMatchObject({ code: 'notFound' });
    // The one SIGTERM is enough: the process exits by itself (a second one would force it).
    const code = other.process.exitCode ?? (await new Promise((r) => other.process.once('exit', r)));
    expect(code).toBe(0);
    expect(other.output()).toContain('shutting down');
    // By default (ACCESS_LOG=errors) answers below 500 write no access-log line.
    expect(other.output()).not.toMatch(/"msg":"request"/);
  });
});

describe('the command line', () => {
  it('an unreachable database stops the start with a clear message and no stack', () => {
    const r = cli(['serve'], { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/nada', PORT: '0' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(/base de datos/i);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('a bad configuration value names the variable', () => {
    const r = cli(['serve'], { PORT: 'abc' });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('PORT');
  });

  it('import refuses a bad site file, listing every invalid field', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-bad-'));
    const file = join(dir, 'site.json');
    writeFileSync(file, JSON.stringify({ format: 1, website: { id: 'nope', identifier: 'Bad Name', title: 'x' }, homePage: 'inicio', collections: [] }));
    const r = cli(['import', file]);
    expect(r.status).not.toBe(0);
    expect(r.stderr + r.stdout).toContain('website.id');
    expect(r.stderr + r.stdout).toContain('website.identifier');
    expect(r.stderr + r.stdout).toContain('collections');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('import then export round-trips the demo site', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-rt-'));
    const out = join(dataDir, 'export');
    // The demo's image variants from the tests' cache: the import encodes only what is missing.
    seedMedia(join(dataDir, 'media', '65f1c0ffee0000000000a001'));
    expect(cli(['import', 'sites/demo/site.json'], { DATA_DIR: dataDir }).status).toBe(0);
    const exp = cli(['export', 'demo', out], { DATA_DIR: dataDir });
    expect(exp.status, exp.stderr).toBe(0);
    const again = cli(['import', join(out, 'site.json')], { DATA_DIR: dataDir });
    expect(again.status, again.stderr).toBe(0);
    // Three processes, each compiling the source and the demo's media: minutes on a loaded machine.
  }, 180_000);
});

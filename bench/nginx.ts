import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDebianPackage } from '../scripts/debian-package.mjs';
import { freePort } from '../test/e2e/server.ts';

const NGINX = '/usr/sbin/nginx';

/** A running nginx in front of some upstream ports. */
export interface RunningNginx {
  port: number;
  stop(): Promise<void>;
}

/**
 * Starts Debian's nginx (installed when missing) as the load balancer of `upstreams`: round-robin,
 * keep-alive connections to each (`upstream { keepalive }`), the visitor's Host passed on (sites
 * are found by it), no access log, one worker (on a small machine the cores are the upstreams').
 * Its own folder for the pid, temp files and error log; nothing of the system's nginx is used.
 */
export async function startNginx(upstreams: number[], { workers = 1 } = {}): Promise<RunningNginx> {
  ensureDebianPackage(NGINX, ['nginx']);
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes ${workers};
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream vitrina {
${upstreams.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://vitrina;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
    }
  }
}
`,
  );
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', conf], { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => (rmSync(dir, { recursive: true, force: true }), resolve());
      if (child.exitCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGQUIT'); // graceful: workers finish their requests
    });
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${readError(dir)}`);
    try {
      await fetch(`http://127.0.0.1:${port}/healthz`);
      return { port, stop };
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not listen: ${readError(dir)}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

function readError(dir: string): string {
  try {
    return readFileSync(join(dir, 'error.log'), 'utf8');
  } catch {
    return '';
  }
}

import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startServer } from '../../test/e2e/server.ts';
import { requestsPerSecond, type BenchResult } from '../lib.ts';

/** The demo home page from Vitrina's HTML cache against bare node:http sending the same bytes. */
export async function run(): Promise<BenchResult[]> {
  const vitrina = await startServer({ LOG_LEVEL: 'warn' });
  try {
    const url = `${vitrina.url}/`;
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    const file = join(vitrina.dataDir, 'home.html');
    writeFileSync(file, bytes);
    const port = await freePort();
    const bare = fork('bench/bare-server.mjs', [file, String(port)], { stdio: 'ignore' });
    await new Promise((r) => bare.once('message', r));
    try {
      const subject = await requestsPerSecond(url);
      const baseline = await requestsPerSecond(`http://127.0.0.1:${port}/`);
      return [
        {
          name: `cached demo home page (${(bytes.length / 1024).toFixed(1)} KiB, SQLite, 20 connections)`,
          subject: { label: 'Vitrina', value: subject.rps },
          baseline: { label: 'bare node:http', value: baseline.rps },
          unit: 'req/s',
          goal: 0.8,
          notes: `p99 ${subject.p99Ms} ms vs ${baseline.p99Ms} ms`,
        },
      ];
    } finally {
      bare.kill();
    }
  } finally {
    await vitrina.stop();
  }
}

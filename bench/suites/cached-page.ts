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
      // Alternate the two (A B B A) so neither gains from running first or last.
      const bareUrl = `http://127.0.0.1:${port}/`;
      const a1 = await requestsPerSecond(url, { seconds: 5 });
      const b1 = await requestsPerSecond(bareUrl, { seconds: 5 });
      const b2 = await requestsPerSecond(bareUrl, { seconds: 5 });
      const a2 = await requestsPerSecond(url, { seconds: 5 });
      const subject = { rps: (a1.rps + a2.rps) / 2, p99Ms: Math.max(a1.p99Ms, a2.p99Ms) };
      const baseline = { rps: (b1.rps + b2.rps) / 2, p99Ms: Math.max(b1.p99Ms, b2.p99Ms) };
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

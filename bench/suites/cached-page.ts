import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort, startServer } from '../../test/e2e/server.ts';
import { requestsPerSecond, type BenchResult } from '../lib.ts';

/** The demo home page and a blog post from Vitrina's HTML cache, each against bare node:http sending the same bytes. */
export async function run(): Promise<BenchResult[]> {
  const vitrina = await startServer({ LOG_LEVEL: 'warn' });
  try {
    const blog = await (await fetch(`${vitrina.url}/blog`)).text();
    const post = blog.match(/href="(\/blog\/[a-z0-9-]+)"/)?.[1];
    if (!post) throw new Error('demo blog post not found');
    const results: BenchResult[] = [];
    for (const [label, path] of [['demo home page', '/'], ['demo blog post', post]] as const) {
      const url = vitrina.url + path;
      const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
      const file = join(vitrina.dataDir, 'page.html');
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
        results.push({
          name: `cached ${label} (${(bytes.length / 1024).toFixed(1)} KiB, SQLite, 20 connections)`,
          subject: { label: 'Vitrina', value: subject.rps },
          baseline: { label: 'bare node:http', value: baseline.rps },
          unit: 'req/s',
          goal: 0.8,
          notes: `p99 ${subject.p99Ms} ms vs ${baseline.p99Ms} ms`,
        });
      } finally {
        bare.kill();
      }
    }
    return results;
  } finally {
    await vitrina.stop();
  }
}

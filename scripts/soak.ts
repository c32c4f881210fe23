/**
 * `npm run soak`: the long run of the reliability suite (test/reliability) on SQLite and
 * PostgreSQL, plus its browser part, then RELIABILITY.md with the figures the tests recorded
 * (cases, failures, acknowledged vs stored, script executions) and the machine, like
 * BENCHMARKS.md. Bounded: each fuzzed route stops at 10,000 cases or RELIABILITY_ROUTE_SECONDS
 * (default 8 s), whichever comes first. `npm test` runs the same files with short counts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { machine } from '../bench/lib.ts';

interface Figure {
  section: string;
  name: string;
  value: number | string;
  db: string;
}

const TITLES: Record<string, string> = {
  fuzz: 'Fuzzing every route (inject and real sockets)',
  crash: 'Crash safety (kill -9 of the server; PostgreSQL backends killed)',
  races: 'Races',
  injection: 'Injection corpora',
  isolation: 'Tenant isolation',
  abuse: 'Abuse',
};

const figures = join(mkdtempSync(join(tmpdir(), 'vitrina-soak-')), 'figures.jsonl');
writeFileSync(figures, '');
const env = { ...process.env, RELIABILITY_SOAK: '1', RELIABILITY_FIGURES: figures };
const started = Date.now();

if (!existsSync('dist/client/.vite/manifest.json')) run('npm', ['run', '-s', 'build']);
const api = run('npx', ['vitest', 'run', '--project', 'sqlite', '--project', 'postgres', 'test/reliability']);
const browser = run('npx', ['vitest', 'run', '--project', 'e2e', 'test/reliability']);
const minutes = ((Date.now() - started) / 60_000).toFixed(1);

const rows: Figure[] = readFileSync(figures, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
writeFileSync('RELIABILITY.md', report(rows));
console.log(`\nRELIABILITY.md written (${rows.length} figures, ${minutes} min).`);
process.exit(api === 0 && browser === 0 ? 0 : 1);

function run(cmd: string, args: string[]): number {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  return spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;
}

/** Figures summed per section, name and database; a percentile or a duration keeps its worst value. */
function report(rows: Figure[]): string {
  const table = new Map<string, Map<string, Map<string, number | string>>>();
  for (const f of rows) {
    const section = table.get(f.section) ?? table.set(f.section, new Map()).get(f.section)!;
    const byDb = section.get(f.name) ?? section.set(f.name, new Map()).get(f.name)!;
    const prev = byDb.get(f.db);
    const worst = /p99|\(ms\)|ms until/.test(f.name);
    byDb.set(f.db, typeof f.value === 'number' && typeof prev === 'number' ? (worst ? Math.max(prev, f.value) : /routes|corpus|vectors/.test(f.name) ? f.value : prev + f.value) : f.value);
  }
  const dbs = ['sqlite', 'postgres'];
  const sections = [...table].map(([section, names]) => {
    const lines = [...names].map(([name, byDb]) => `| ${name} | ${dbs.map((d) => fmt(byDb.get(d))).join(' | ')} |`);
    return `## ${TITLES[section] ?? section}\n\n| figure | SQLite | PostgreSQL |\n|---|---|---|\n${lines.join('\n')}\n`;
  });
  return `# Reliability

Written by \`npm run soak\` (scripts/soak.ts); do not edit by hand. The figures come from the
suite in test/reliability run long (issue 10): fuzzing every route Fastify lists, kill -9 of
the real server during concurrent writes, races, injection corpora, tenant isolation, abuse.
The browser figures (script executions) come from Chromium on SQLite.

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machine()}
- Duration: ${minutes} min; API suites ${api === 0 ? 'passed' : 'FAILED'}, browser suite ${browser === 0 ? 'passed' : 'FAILED'}
- SQLite durability: WAL with \`synchronous = NORMAL\` (src/server/db/index.ts). A committed
  transaction survives the process being killed (the kill -9 figures below); after a power loss
  or an OS crash the last commits may roll back, and the file stays consistent.

${sections.join('\n')}`;
}

function fmt(v: number | string | undefined): string {
  if (v === undefined) return '–';
  return typeof v === 'number' ? v.toLocaleString('en-US') : v;
}

/**
 * `npm run bench`: runs every suite in bench/suites, prints the figures and ratios, and writes
 * them with the date and machine to BENCHMARKS.md. Not part of the tests: speed targets live here.
 * Run one suite with `npm run bench -- <name>`: its rows of BENCHMARKS.md are replaced (or added),
 * their notes saying the command and the date; the other rows stay.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { machine, type BenchResult } from './lib.ts';
import { suites } from './suites/index.ts';

const only = process.argv[2];
const results: BenchResult[] = [];
for (const suite of suites) {
  if (only && suite.name !== only) continue;
  console.log(`\n▶ ${suite.name}`);
  for (const r of await suite.run()) {
    results.push(r);
    console.log(`  ${r.name}: ${r.subject.label} ${fmt(r.subject.value)} ${r.unit} vs ${r.baseline.label} ${fmt(r.baseline.value)} ${r.unit} → ${ratioOf(r)} (goal ${verdict(r)})`);
  }
}

function ratioOf(r: BenchResult): string {
  return `${(r.subject.value / r.baseline.value).toFixed(2)}x`;
}

/** The goal and whether the ratio reached it; a figure without a goal says so. */
function verdict(r: BenchResult): string {
  if (r.goal === null) return 'none (figure only)';
  return `≥ ${r.goal}x ${r.subject.value / r.baseline.value >= r.goal ? '✓' : '✗'}`;
}

/** A row's name without its figures (sizes, counts), which change from run to run. */
const rowKey = (name: string) => name.replace(/\d[\d.,]*/g, '#');

const row = (r: BenchResult) =>
  `| ${r.name} | ${r.subject.label}: ${fmt(r.subject.value)} ${r.unit} | ${r.baseline.label}: ${fmt(r.baseline.value)} ${r.unit} | **${ratioOf(r)}** | ${verdict(r)} | ${r.notes ?? ''} |`;

if (only && results.length && existsSync('BENCHMARKS.md')) {
  // One suite: its rows replaced by name, the rest of the file kept.
  const today = new Date().toISOString().slice(0, 10);
  const lines = readFileSync('BENCHMARKS.md', 'utf8').split('\n');
  for (const r of results) {
    const line = row({ ...r, notes: `${r.notes ? `${r.notes}. ` : ''}\`npm run bench -- ${only}\`, ${today}, load average ${loadavg()[0].toFixed(1)} on ${cpus().length} cores at the end` });
    // Matched by name with its figures left out: a page that grew by a tenth of a KiB is the same
    // benchmark, and its old row must not stay beside the new one.
    const same = (l: string) => l.startsWith('| ') && rowKey(l.slice(2, l.indexOf(' |', 2))) === rowKey(r.name);
    const at = lines.findIndex(same);
    if (at !== -1) {
      lines[at] = line;
      for (let i = lines.length - 1; i > at; i--) if (same(lines[i]!)) lines.splice(i, 1);
    } else lines.splice(lines.findLastIndex((l) => l.startsWith('|')) + 1, 0, line);
  }
  writeFileSync('BENCHMARKS.md', lines.join('\n'));
  console.log(`\nBENCHMARKS.md: the ${only} rows replaced.`);
}

if (!only) {
  const rows = results.map(row);
  const md = `# Benchmarks

Written by \`npm run bench\` (bench/run.ts); do not edit by hand. Each line measures Vitrina
and a baseline side by side in one run on the same machine, and states the ratio against its goal.

- Date: ${new Date().toISOString().slice(0, 10)}
- Machine: ${machine()}

| benchmark | Vitrina | baseline | ratio | goal | notes |
|---|---|---|---|---|---|
${rows.join('\n')}
`;
  writeFileSync('BENCHMARKS.md', md);
  console.log('\nBENCHMARKS.md written.');
}

function fmt(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
}

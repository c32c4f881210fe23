/**
 * The import rules of docs/architecture.md, held on the real import graph (test/helpers/import-graph.ts
 * reads every relative import, export-from and import() of src/, type-only ones included):
 * - shared/ imports nothing of ours; model/ imports only shared/;
 * - blocks/ and runtime/ never import page/ or server/; the server never loads runtime/ code;
 * - a server domain reaches another only through its index.ts, and the generic layers (http/, db/)
 *   reach no domain;
 * - ui/ (parts below blocks and page) imports only shared/, model/ and itself; validating a site
 *   file loads no React;
 * - no import cycle anywhere in src/, type-only imports included;
 * - React's server renderer renders islands only: everything else is static markup
 *   (src/page/static-markup/render.ts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, importCycles, importGraph, reachable as reachableFrom, type Edge } from '../test/helpers/import-graph.ts';

/** Every project file reachable from `entry` through value imports, as paths from the root. */
function reachable(entry: string): Set<string> {
  return reachableFrom(entry);
}

/** The graph of src/ without tests (tests may reach into fixtures of another folder). */
const graph = importGraph('src');
const edges = [...graph].flatMap(([from, list]) => list.map((e: Edge) => ({ from, ...e })));
const layer = (file: string) => file.split('/')[1];

const named = (e: { from: string; to: string }) => `${e.from} → ${e.to}`;

/** The edges from files of `from` layers to files of `to` layers, as "a → b" lines. */
const crossing = (from: (f: string) => boolean, to: (f: string) => boolean) => edges.filter((e) => from(e.from) && to(e.to)).map(named);

/** Folders of src/server that are domains: each has an index.ts; http/, db/ and flows/ are not domains. */
const SERVER = 'src/server/';
const DOMAINS = readdirSync(join(ROOT, SERVER), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !['http', 'db', 'flows'].includes(d.name))
  .map((d) => d.name);
const domainOf = (file: string) => (file.startsWith(SERVER) ? file.slice(SERVER.length).split('/')[0] : undefined);

describe('import rules', () => {
  it('the import graph is read: every layer has files and imports', () => {
    for (const l of ['shared', 'model', 'blocks', 'page', 'runtime', 'server']) expect([...graph.keys()].some((f) => layer(f) === l), l).toBe(true);
    expect(edges.length).toBeGreaterThan(500);
    expect(edges.some((e) => e.typeOnly)).toBe(true);
  });

  it('shared/ imports nothing of ours outside shared/', () => {
    expect(crossing((f) => layer(f) === 'shared', (f) => layer(f) !== 'shared')).toEqual([]);
  });

  it('model/ imports only shared/', () => {
    expect(crossing((f) => layer(f) === 'model', (f) => !['model', 'shared'].includes(layer(f)))).toEqual([]);
  });

  it('blocks/ import neither page/ nor server/', () => {
    expect(crossing((f) => layer(f) === 'blocks', (f) => ['page', 'server'].includes(layer(f)))).toEqual([]);
  });

  it('runtime/ imports neither page/ nor server/', () => {
    expect(crossing((f) => layer(f) === 'runtime', (f) => ['page', 'server'].includes(layer(f)))).toEqual([]);
  });

  it('the server (and the CLI) never load runtime/ code', () => {
    const files = [...reachable('src/server/main.ts'), ...reachable('src/cli.ts')];
    expect(files).toContain('src/page/render.tsx');
    expect(files.filter((f) => f.startsWith('src/runtime/'))).toEqual([]);
    expect(crossing((f) => layer(f) === 'server' || /^src\/cli/.test(f), (f) => layer(f) === 'runtime')).toEqual([]);
  });

  it('the runtime never loads server code', () => {
    const files = reachable('src/runtime/main.ts');
    expect(files.size).toBeGreaterThan(5);
    expect([...files].filter((f) => f.startsWith('src/server/'))).toEqual([]);
  });

  it('every server domain has an index.ts (its Fastify plugin and public service)', () => {
    expect(DOMAINS).toEqual(expect.arrayContaining(['analytics', 'forms', 'mail', 'owner', 'sites']));
    for (const d of DOMAINS) expect(graph.has(`${SERVER}${d}/index.ts`), d).toBe(true);
  });

  it('a domain is reached from outside it only through its index.ts', () => {
    const outside = edges.filter((e) => {
      const target = domainOf(e.to);
      return target !== undefined && DOMAINS.includes(target) && domainOf(e.from) !== target && e.to !== `${SERVER}${target}/index.ts`;
    });
    expect(outside.map(named)).toEqual([]);
  });

  it('the generic layers (server/http, server/db) reach no domain', () => {
    const isGeneric = (f: string) => ['http', 'db'].includes(domainOf(f) ?? '');
    expect(crossing(isGeneric, (f) => DOMAINS.includes(domainOf(f) ?? ''))).toEqual([]);
  });

  it('no import cycle in src/, type-only imports included (tests too)', () => {
    expect(importCycles(importGraph('src', true))).toEqual([]);
  });

  it('ui/ (server-rendered parts below blocks and page) imports only shared/, model/ and itself', () => {
    expect(crossing((f) => layer(f) === 'ui', (f) => !['ui', 'model', 'shared'].includes(layer(f)))).toEqual([]);
  });

  it('validating a site file loads no React: the schema registry and the model reach no component', () => {
    for (const entry of ['src/blocks/schemas.ts', 'src/model/index.ts']) {
      expect([...reachable(entry)].filter((f) => f.endsWith('.tsx')), entry).toEqual([]);
    }
  });

  it("react-dom/server renders the islands only (src/page/render-context.ts); pages, mails and widgets are static markup", () => {
    const sources = readdirSync(join(ROOT, 'src'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
    const users = sources.filter((f) => /from 'react-dom\/server'/.test(readFileSync(join(ROOT, 'src', f), 'utf8')));
    expect(users).toEqual(['page/render-context.ts']);
  });
});

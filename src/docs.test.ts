/**
 * The docs stay true in the ways a test can see: the README links every page of docs/, and no
 * page points at a file outside the repository.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');
const DOCS = readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

describe('the docs', () => {
  it('the README links every page of docs/', () => {
    const readme = read('README.md');
    expect(DOCS.length).toBeGreaterThan(3);
    expect(DOCS.filter((doc) => !readme.includes(`docs/${doc}`))).toEqual([]);
  });

  it('no page of docs/ points outside the repository', () => {
    // A link, or a quoted path starting with ../, that does not name a file of the repository
    // read from docs/ (the old pointer to a design file outside it).
    const leaves = (doc: string) =>
      [...read(`docs/${doc}`).matchAll(/\]\(([^)\s]+)\)|`(\.\.\/[^`\s]+)`/g)]
        .map((m) => m[1] ?? m[2])
        .filter((target) => !/^[a-z]+:/.test(target))
        .filter((target) => {
          const file = resolve(ROOT, 'docs', target.split('#')[0]);
          return !file.startsWith(ROOT + '/') || !existsSync(file);
        });
    expect(DOCS.flatMap((doc) => leaves(doc).map((target) => `${doc}: ${target}`))).toEqual([]);
  });
});

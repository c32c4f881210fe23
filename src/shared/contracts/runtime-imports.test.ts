import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The always-loaded runtime (src/runtime, 6 KB gzip at most) takes from the contracts only their
 * paths (`<domain>-paths.ts`, plain strings) as values; the schemas (valibot, the message
 * catalogue) it may name as types alone, which cost nothing in the bundle.
 */
const SRC = join(import.meta.dirname, '../..');
const RUNTIME = join(SRC, 'runtime');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !/test-setup|fake-/.test(entry.name) ? [path] : [];
  });
}

/** The value imports of a source text from src/shared/contracts other than a `-paths.ts` file. */
export function heavyContractImports(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  return file.statements
    .filter((s): s is ts.ImportDeclaration | ts.ExportDeclaration => ts.isImportDeclaration(s) || ts.isExportDeclaration(s))
    .filter((s) => s.moduleSpecifier && ts.isStringLiteral(s.moduleSpecifier) && s.moduleSpecifier.text.includes('shared/contracts/'))
    .filter((s) => !(s.moduleSpecifier as ts.StringLiteral).text.endsWith('-paths.ts'))
    .filter((s) => (ts.isImportDeclaration(s) ? !s.importClause?.isTypeOnly : !s.isTypeOnly))
    .map((s) => (s.moduleSpecifier as ts.StringLiteral).text);
}

describe('the runtime imports contract paths, not schemas', () => {
  it('tells a type-only import (free) from a value import', () => {
    const sample = [
      "import type { HitData } from '../../shared/contracts/analytics.ts';",
      "import { RECORD_HIT_PATH } from '../../shared/contracts/analytics-paths.ts';",
      "import { analyticsCalls } from '../../shared/contracts/analytics.ts';",
    ].join('\n');
    expect(heavyContractImports('sample.ts', sample)).toEqual(['../../shared/contracts/analytics.ts']);
  });

  it('no runtime source file imports a contract schema as a value', () => {
    const offenders = sourceFiles(RUNTIME).flatMap((path) => heavyContractImports(path, readFileSync(path, 'utf8')).map((m) => `${relative(SRC, path)} → ${m}`));
    expect(offenders).toEqual([]);
  });
});

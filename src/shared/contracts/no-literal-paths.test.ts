import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Every call between the browser and the server is written once, in src/shared/contracts
 * (issue 9 item 6): an `/api/` path spelled as a string anywhere else in src/ is a second copy
 * that can drift from the server's route or the runtime's call.
 *
 * Test files are allowed their literals, and that is deliberate: a test that sends to
 * '/api/census/RecordHit' is the spec's (§7) independent witness; one that sent to the constant
 * would follow the constant wherever it moved. Test support that is not itself a test
 * (test-client.ts, test-setup.ts) is source like any other and uses the constants.
 * Comments are not code: examples in doc comments may show a path.
 */

const SRC = join(import.meta.dirname, '../..');
const CONTRACTS = join(SRC, 'shared/contracts');
const API_PATH = /(^|[^\w.-])\/api(\/|$)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === CONTRACTS ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The string literals and template parts of a source text that hold an /api/ path, with their line. */
export function apiLiterals(fileName: string, text: string): { line: number; text: string }[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) && API_PATH.test(node.text)) {
      found.push({ line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('API paths are defined once, in src/shared/contracts', () => {
  it('finds a path in a string, a template and a JSX attribute, not in a comment or in a longer word', () => {
    const sample = [
      "const a = '/api/census/RecordHit';",
      'const b = `/api/census/${kind}`;',
      'const c = `${root}/api/x`;',
      'const d = <form action="/api/auth/Logout" />;',
      '// fire("/api/events/Trace")',
      "/** @example request('POST', '/api/form/FormSubmissionKey') */",
      "const e = '/apiary/x'; const f = 'docs/api/x.md';",
    ].join('\n');
    expect(apiLiterals('sample.tsx', sample).map((f) => f.line)).toEqual([1, 2, 3, 4]);
  });

  it('no source file outside src/shared/contracts writes an /api/ path as a literal', () => {
    const offenders = sourceFiles(SRC).flatMap((path) =>
      apiLiterals(path, readFileSync(path, 'utf8')).map((f) => `${relative(SRC, path)}:${f.line} ${JSON.stringify(f.text)}`),
    );
    expect(offenders).toEqual([]);
  });
});

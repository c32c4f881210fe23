/**
 * Guard: no visitor-facing text is written inline. Every string a visitor can read lives in the
 * catalogue (src/shared/messages) and reaches the page through `t(key)`.
 *
 * Scanned: src/page, src/blocks, src/runtime and all of src/server, the analytics input schemas
 * included (TS and TSX, without tests and test fixtures). Out of scope: operator-facing text (the
 * CLI, configuration errors, site-file validation in src/model), which is written for the person
 * who publishes; where it sits in a scanned folder, its file is listed in ALLOWED.
 *
 * Flagged (parsed with the TypeScript compiler, so comments never count):
 * - JSX text with a letter in it;
 * - a string in a visitor-facing JSX attribute (alt, title, placeholder, label, aria-label…);
 * - any other string or template literal that reads like prose: it has one of áéíóúñ¿¡, or it
 *   has a space and a lowercase word of 3+ letters and either starts with a capital (a sentence)
 *   or holds a Spanish function word (de, la, en, una, para…). All-lowercase English fragments
 *   ("no cookie", "noopener noreferrer", "block block--") are identifiers, not text.
 * Not flagged: module specifiers, literal types, other JSX attributes (className, href…),
 * arguments of console and logger calls and of `new …Error(…)` (English, for developers).
 * Anything else must be listed in ALLOWED with the reason it is not visitor-facing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const SCANNED = ['src/page', 'src/blocks', 'src/runtime', 'src/server'];
/** Test fixtures: sample site content, not interface text. */
const FIXTURES = new Set([
  'src/page/test-fixtures.ts',
  'src/server/sites/test-site.ts',
  'src/server/forms/test-client.ts',
  'src/server/analytics/test-client.ts',
  'src/blocks/form/test-setup.ts',
]);

/** Literals allowed inline, by file and exact text, each with its reason. */
const ALLOWED: { file: string; text: string; reason: string }[] = [
  { file: 'src/runtime/guard.ts', text: 'Detected second run, this is bad.', reason: 'console-only message of SPEC §8, verbatim' },
  { file: 'src/blocks/gallery/read.ts', text: 'Error decoding gallery block data', reason: 'console-only message of SPEC §8, verbatim' },
  { file: 'src/blocks/gallery/read.ts', text: 'Error evaluating gallery block data', reason: 'console-only message of SPEC §8, verbatim' },
  { file: 'src/server/sites/site-file.ts', text: '*', reason: 'operator-facing: site-file validation report of the publish CLI' },
  { file: 'src/server/sites/publish.ts', text: '*', reason: 'operator-facing: site-file issues reported by the publish CLI' },
  { file: 'src/server/config.ts', text: '*', reason: 'operator-facing: environment-variable errors that stop the server start' },
  { file: 'src/server/sites/shipped-files.ts', text: '*', reason: 'operator-facing: site-file issues (shipped files) reported by the publish CLI' },
  { file: 'src/server/platform/places.ts', text: 'Vitrina places proxy', reason: 'the User-Agent sent to the places provider (Nominatim usage policy), not interface text' },
];

const VISITOR_ATTRIBUTES = /^(alt|title|placeholder|label|aria-(label|description|roledescription|valuetext|placeholder))$/;
/** Spanish function words that English identifiers and log text do not contain. */
const SPANISH_WORDS = /(?:^|[\s(])(de|del|la|las|el|los|en|una?|para|por|con|que|se|tu|su|al|y)(?=\s)/;
const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'log']);

/** Whether a literal reads like prose a visitor could see. */
export function looksLikeProse(text: string): boolean {
  if (/[áéíóúñ¿¡]/i.test(text)) return true;
  if (!/\s/.test(text) || !/(?:^|\s)[a-z]{3,}[.,;:!?)]?(?=\s|$)/.test(text)) return false;
  return /^\s*\p{Lu}\p{Ll}/u.test(text) || SPANISH_WORDS.test(text);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !FIXTURES.has(path) ? [path] : [];
  });
}

/** Whether a node sits where its strings are for developers, not visitors. */
function inDeveloperContext(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isLiteralTypeNode(at)) return true;
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression) && LOG_METHODS.has(at.expression.name.text)) {
      const target = at.expression.expression.getText();
      if (target === 'console' || /(^|\.)(log|logger)$/.test(target)) return true;
    }
    if (ts.isJsxAttribute(at)) return !VISITOR_ATTRIBUTES.test(at.name.getText());
  }
  return false;
}

interface Finding { file: string; line: number; text: string }

/** The inline interface text in one file's source. */
function scanSource(file: string, code: string): Finding[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({ file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (/\p{L}/u.test(node.text)) report(node, node.text);
    } else if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const attribute = ts.isJsxAttribute(node.parent) && VISITOR_ATTRIBUTES.test(node.parent.name.getText());
      if ((attribute && /\p{L}/u.test(node.text)) || (!inDeveloperContext(node) && looksLikeProse(node.text))) report(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return findings;
}

const scan = (file: string) => scanSource(file, readFileSync(join(ROOT, file), 'utf8'));

const isAllowed = (f: Finding) => ALLOWED.some((a) => a.file === f.file && (a.text === '*' || a.text === f.text));

describe('no inline interface text', () => {
  const files = SCANNED.flatMap(sourceFiles);
  const findings = files.flatMap(scan);

  it('scans the visitor-facing source', () => {
    expect(files.length).toBeGreaterThan(20);
    expect(files.map((f) => relative(ROOT, join(ROOT, f)))).toContain('src/page/render.tsx');
  });

  it('finds no visitor-facing text outside the catalogue', () => {
    const offending = findings.filter((f) => !isAllowed(f)).map((f) => `${f.file}:${f.line}: ${JSON.stringify(f.text)}`);
    expect(offending, 'move these strings into src/shared/messages and use t(key)').toEqual([]);
  });

  it('keeps the allowlist short and every entry in use', () => {
    expect(ALLOWED.length).toBeLessThanOrEqual(10);
    for (const entry of ALLOWED) {
      expect(entry.reason.length, entry.file).toBeGreaterThan(10);
      expect(findings.some((f) => f.file === entry.file && (entry.text === '*' || entry.text === f.text)), `${entry.file}: ${entry.text}`).toBe(true);
    }
  });
});

describe('the prose heuristic', () => {
  it.each([
    ['Saltar al contenido', true],
    ['Menú', true],
    ['¿Qué?', true],
    ['Página no encontrada', true],
    ['Detected second run, this is bad.', true],
    ['se abre en una ventana nueva', true],
    ['Otro sitio ya usa el dominio', true],
    ['card-grid post-list', false],
    ['block block--', false],
    ['noopener noreferrer', false],
    ['token does not match cookie', false],
    ["img-src 'self' data:", false],
    ['application/json; charset=utf-8', false],
    ['(min-width: 800px)', false],
    ['Inicio', false], // one word: caught only in JSX text or visitor attributes
    ['no-store', false],
    ['', false],
  ])('%j → %s', (text, prose) => {
    expect(looksLikeProse(text)).toBe(prose);
  });

  it('flags JSX text and visitor attributes, not class names or logs', () => {
    const found = (code: string) => scanSource('x.tsx', code).map((f) => f.text);
    expect(found('const a = <p className="card-grid post-list" aria-label="Cerrar">Hola</p>;')).toEqual(['Cerrar', 'Hola']);
    expect(found("console.warn('page view failed to send'); req.log.error({}, 'request failed'); throw new Error('bad thing happened');")).toEqual([]);
    expect(found("const title = 'Página no encontrada';")).toEqual(['Página no encontrada']);
  });
});

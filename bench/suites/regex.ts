import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import safeRegex from 'safe-regex2';
import ts from 'typescript';
import * as v from 'valibot';
import { BODY_LIMIT, decodeBody } from '../../src/server/http/body.ts';
import { SubmissionPayload } from '../../src/shared/contracts/forms.ts';
import { validateSubmission } from '../../src/shared/forms/validate.ts';
import { everyFieldForm } from '../../src/shared/forms/test-form.ts';
import * as validate from '../../src/shared/validate/index.ts';
import type { BenchResult } from '../lib.ts';

/**
 * Issue 10: every regular expression on a request path rated safe (safe-regex2, star height)
 * and timed against 100 KB adversarial inputs, and the request validators fed the same inputs;
 * the worst must stay under 10 ms. The expressions are read from the source (every regex literal
 * and `new RegExp` of src/server, src/shared, src/page, src/blocks and src/ui), so a new one is rated the day it lands.
 */
const BUDGET_MS = 10;
const SIZE = 100 * 1024;
const ROOTS = ['src/server', 'src/shared', 'src/page', 'src/blocks', 'src/ui'];

/** Inputs that make backtracking engines work: long runs of one class, ending in a character that breaks the match. */
const UNITS = ['a', ' ', '0', '.', '-', '/', '\\', '<', '%', '@', 'a@', 'a.', '=', '\t', 'ñ', '😀', 'a1-', '%2', '&#', '//', '<p>', '<style>', '<span', '<p', '<a '];
const adversarial = (size: number) => UNITS.flatMap((unit) => {
  const run = unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
  return [run, `${run}!`, `${run}\u0000`, `${run}\n`];
});
const INPUTS = [1_024, 10 * 1_024, SIZE].map(adversarial);
const ADVERSARIAL = INPUTS[2];

export async function run(): Promise<BenchResult[]> {
  const found = regexesInSource();
  const unsafe = found.filter((r) => !safeRegex(r.re));
  let worstRegex = { ms: 0, where: '' };
  const slow: string[] = [];
  for (const r of found) {
    const ms = worstOver((input) => {
      r.re.lastIndex = 0;
      r.re.test(input);
    });
    if (ms > BUDGET_MS) slow.push(`${r.where} ${r.re} (${ms === Infinity ? lastOver : `${ms.toFixed(1)} ms`})`);
    if (ms > worstRegex.ms) worstRegex = { ms, where: `${r.where} ${r.re}` };
  }
  const validators: [string, (s: string) => unknown][] = [
    ['SubmissionPayload', (s) => v.safeParse(SubmissionPayload, { key: s, formId: s, collectionId: s, objectName: s, isOverlayForm: false, submitButtonText: s, form: s, pageTitle: s, pageId: s, contentSource: s, pagePath: s })],
    ['form values', (s) => validateSubmission(everyFieldForm as never, { email: s, name: [s, s], text: s, textarea: s, website: s, phone: s, number: s, date: s, time: s } as never)],
    // Fastify stops reading a body past BODY_LIMIT (413): the parser never sees more than that.
    ['analytics body', (s) => decodeBody('application/x-www-form-urlencoded', `event=1&data=${encodeURIComponent(s)}`.slice(0, BODY_LIMIT))],
    ...Object.entries(validate).filter(([, f]) => typeof f === 'function').map(([name, f]) => [name, (s: string) => (f as (x: unknown) => unknown)(s)] as [string, (s: string) => unknown]),
  ];
  let worstValidator = { ms: 0, where: '' };
  for (const [name, f] of validators) {
    const ms = worstOver((input) => {
      try {
        f(input);
      } catch {
        /* a refusal is an answer */
      }
    });
    if (ms > BUDGET_MS) slow.push(`validator ${name} (${ms === Infinity ? lastOver : `${ms.toFixed(1)} ms`})`);
    if (ms > worstValidator.ms) worstValidator = { ms, where: name };
  }
  console.log(`  ${found.length} expressions, ${unsafe.length} rated unsafe${unsafe.length ? `: ${unsafe.map((u) => `${u.where} ${u.re}`).join('; ')}` : ''}`);
  if (slow.length) console.log(`  over ${BUDGET_MS} ms on 100 KB:\n    ${slow.join('\n    ')}`);
  return [
    {
      // Counts in the notes, not the name: a row is replaced by its name when the suite runs again.
      name: 'regexes on request paths, worst 100 KB adversarial input',
      subject: { label: 'budget', value: BUDGET_MS },
      baseline: { label: 'worst', value: worstRegex.ms },
      unit: 'ms',
      goal: 1,
      notes: `${found.length} expressions × ${ADVERSARIAL.length} inputs, ${unsafe.length} rated unsafe by safe-regex2 (timed all the same); worst: ${worstRegex.where.replace(/\|/g, '\\|').slice(0, 80)}${unsafe.length ? `; unsafe: ${unsafe.map((u) => u.where).join(', ')}` : ''}`,
    },
    {
      name: 'request validators, worst 100 KB adversarial input',
      subject: { label: 'budget', value: BUDGET_MS },
      baseline: { label: 'worst', value: worstValidator.ms },
      unit: 'ms',
      goal: 1,
      notes: `${validators.length} validators × ${ADVERSARIAL.length} inputs; worst: ${worstValidator.where}`,
    },
  ];
}

/**
 * The worst time of `fn` over the 100 KB inputs. Each input is tried at 1 KB and 10 KB first: one
 * already over the budget there is not run at 100 KB (a quadratic match would take minutes) and
 * counts as Infinity, so the bench stays bounded and still fails.
 */
function worstOver(fn: (input: string) => void): number {
  let worst = 0;
  for (let i = 0; i < ADVERSARIAL.length; i++) {
    if (timed(() => fn(INPUTS[0][i]), 3) > BUDGET_MS) return Infinity;
    const at10 = timed(() => fn(INPUTS[1][i]), 3);
    if (at10 > BUDGET_MS) {
      lastOver = `${at10.toFixed(0)} ms at 10 KB on ${JSON.stringify(ADVERSARIAL[i].slice(-3))}`;
      return Infinity;
    }
    worst = Math.max(worst, timed(() => fn(ADVERSARIAL[i])));
  }
  return worst;
}

/** Why the last `worstOver` gave Infinity (for the report). */
let lastOver = 'over budget at 1 KB';

/** The median of `n` runs, in milliseconds (one slow run from a GC pause is not the regex's). */
function timed(fn: () => void, n = 5): number {
  const runs: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    fn();
    runs.push(performance.now() - t0);
  }
  return runs.sort((a, b) => a - b)[Math.floor(n / 2)];
}

/** Every regex literal and `new RegExp('…')` with a literal pattern in the non-test sources. */
function regexesInSource(): { re: RegExp; where: string }[] {
  const out: { re: RegExp; where: string }[] = [];
  for (const file of ROOTS.flatMap((root) => files(root))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const line = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
      if (ts.isRegularExpressionLiteral(node)) {
        const m = /^\/(.*)\/([a-z]*)$/s.exec(node.text)!;
        out.push({ re: new RegExp(m[1], m[2]), where: line });
      } else if (ts.isNewExpression(node) && node.expression.getText() === 'RegExp' && node.arguments?.[0] && ts.isStringLiteral(node.arguments[0])) {
        out.push({ re: new RegExp(node.arguments[0].text), where: line });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.startsWith('test-') ? [path] : [];
  });
}

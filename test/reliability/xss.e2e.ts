import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, MINI_HOST, payload, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import { everyFieldForm } from '../../src/shared/forms/test-form.ts';
import { launchBrowser } from '../e2e/browser.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { executionCounter } from './harness/executions.ts';
import { recordFigure } from './harness/figures.ts';
import { addOwner, signInOwner } from './harness/owner.ts';

// Issue 10, "injection corpora": ~500 naughty strings and XSS polyglots through the form fields
// into every place they are shown (the owner's submissions view, the CSV, the notification mail)
// → 0 script executions in Chromium, and 0 CSV cells a spreadsheet would run as a formula.
const CORPUS: string[] = JSON.parse(readFileSync(new URL('./corpus/naughty.json', import.meta.url), 'utf8'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let session = '';
let stored = 0;

beforeAll(async () => {
  // Mail off: the notification mails stay in the outbox, where their HTML is read.
  t = await createTestApp({ FORMS_IP_PER_MINUTE: '1000000', FORMS_VISITOR_PER_MINUTE: '1000000' });
  await t.publish(siteWithForms(readSite()));
  // Each string into every free-text field of the form, the page fields of the payload included.
  for (const s of CORPUS) {
    const values = { email: 'ana@ejemplo.com', name: [s || 'x', s || 'x'], text: s, textarea: s.slice(0, 20), address: { street: s, city: s }, website: s, phone: s };
    let res = await save(t.app, payload(everyFieldForm.id, await agedKey(t.app, t.db), values, { pageTitle: s, pagePath: '/contacto' }));
    // A value a field refuses (a website that is no URL…) is dropped and the rest sent again.
    if (res.statusCode !== 200) res = await save(t.app, payload(everyFieldForm.id, await agedKey(t.app, t.db), { email: 'ana@ejemplo.com', name: [s || 'x', s || 'x'], text: s }, { pageTitle: s }));
    if (res.statusCode === 200) stored++;
  }
  await addOwner(t.app);
  session = (await signInOwner(t.app)).session;
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await t?.close();
});

describe(`${CORPUS.length} naughty strings through the form fields`, () => {
  it('are stored (the corpus reaches the places that show it)', () => {
    recordFigure('injection', 'corpus strings', CORPUS.length);
    recordFigure('injection', 'submissions stored', stored);
    expect(stored).toBeGreaterThan(CORPUS.length * 0.9);
  });

  it('the detector counts a script that runs (control)', async () => {
    const c = await executionCounter(browser);
    await c.load('<img src=x onerror=alert(1)><script>confirm(1)</script>');
    expect(await c.count()).toBe(2);
    await c.close();
  });

  it('the owner submissions view, every page: 0 script executions', async () => {
    const c = await executionCounter(browser);
    const pages = Math.ceil(stored / 50);
    for (let p = 1; p <= pages; p++) {
      const res = await t.app.inject({ method: 'GET', url: `/config/forms/${everyFieldForm.id}?page=${p}`, headers: { host: MINI_HOST, cookie: session } });
      expect(res.statusCode).toBe(200);
      await c.load(res.body);
    }
    const n = await c.count();
    recordFigure('injection', 'script executions: owner views', n);
    expect(n).toBe(0);
    await c.close();
  }, 120_000);

  it('the notification mails (HTML part): 0 script executions', async () => {
    const mails = await t.db.selectFrom('mail_outbox').select('html_body').where('kind', '=', 'notification').execute();
    expect(mails.length).toBeGreaterThan(0);
    const c = await executionCounter(browser);
    for (let i = 0; i < mails.length; i += 40) await c.load(mails.slice(i, i + 40).map((m) => m.html_body).join('\n'));
    const n = await c.count();
    recordFigure('injection', 'mails rendered', mails.length);
    recordFigure('injection', 'script executions: mails', n);
    expect(n).toBe(0);
    await c.close();
  }, 120_000);

  it('the CSV: 0 cells that start a formula (= + - @ tab CR); a download a browser never renders as a page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/config/forms/${everyFieldForm.id}/submissions.csv`, headers: { host: MINI_HOST, cookie: session } });
    expect(res.statusCode).toBe(200);
    const formulas = parseCsv(res.body.replace(/^\uFEFF/, '')).flat().filter((cell) => /^[=+\-@\t\r]/.test(cell));
    recordFigure('injection', 'CSV formula cells', formulas.length);
    expect(formulas).toEqual([]);
    // The cells hold the corpus as written (escaping is the viewer's job): the file must never be taken for HTML.
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

/** RFC 4180 records (quoted fields, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += ch;
  }
  if (cell || row.length) row.push(cell), rows.push(row);
  return rows;
}

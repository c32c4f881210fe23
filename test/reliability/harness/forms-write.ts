import { request } from 'node:http';
import { sql, type Kysely } from 'kysely';
import { fromJson } from '../../../src/server/db/dialect.ts';
import { MINI_HOST, payload } from '../../../src/server/forms/test-client.ts';
import { MIN_FILL_MS } from '../../../src/server/forms/service.ts';
import type { Database } from '../../../src/server/db/schema.ts';
import { everyFieldForm } from '../../../src/shared/forms/test-form.ts';
import type { AcknowledgedWrite, Attempt } from './acknowledged.ts';

/** One HTTP call to the child server on 127.0.0.1; null when no answer came (connection cut). */
export function call(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; headers: Record<string, any>; body: string } | null> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, method, path, headers: { host: MINI_HOST, ...headers }, timeout: 20_000 }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      res.on('error', () => resolve(null));
    });
    req.on('error', () => resolve(null));
    req.on('timeout', () => req.destroy());
    req.end(body);
  });
}

interface SubmissionOp {
  marker: string;
  key: string;
  crumb: string;
}

/** A visitor's crumb, from the cookie GET /api/crumb sets (pages set none: docs/cdn.md). */
export async function visitorCrumb(port: number): Promise<string> {
  const res = await call(port, 'GET', '/api/crumb', {});
  const cookie = [res?.headers['set-cookie'] ?? []].flat().find((c: string) => c.startsWith('crumb='));
  if (!cookie) throw new Error('GET /api/crumb set no crumb');
  return cookie.slice('crumb='.length).split(';')[0];
}

/** A form submission (SPEC §7): a key, then SaveFormSubmission with it; the `text` field carries a marker to count rows by. */
export function formSubmission(run: string): AcknowledgedWrite<SubmissionOp> {
  let keysIssuedAt = 0;
  return {
    name: 'form submission',
    async prepare(port, i) {
      const crumb = await visitorCrumb(port);
      const res = await call(port, 'POST', '/api/form/FormSubmissionKey', { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb });
      if (res?.status !== 200) throw new Error(`no key: ${res?.status} ${res?.body}`);
      keysIssuedAt = Date.now();
      return { marker: `${run}-${i}`, key: JSON.parse(res.body).key, crumb };
    },
    async ready() {
      // A key must be older than the minimum fill time (a bot guard) before it is used.
      const wait = keysIssuedAt + MIN_FILL_MS + 50 - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    },
    async send(port, op) {
      const body = JSON.stringify(payload(everyFieldForm.id, op.key, { email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'], text: op.marker }));
      const res = await call(port, 'POST', '/api/form/SaveFormSubmission', { 'content-type': 'application/json', cookie: `crumb=${op.crumb}`, 'x-csrf-token': op.crumb }, body);
      if (!res || res.status >= 500) return 'lost';
      return res.status < 300 ? 'acknowledged' : 'refused';
    },
    async stored(db: Kysely<Database>, ops) {
      const rows = await db.selectFrom('form_submissions').select(sql<string>`field_values`.as('v')).where('form_id', '=', everyFieldForm.id).execute();
      const counts = new Map<string, number>();
      for (const r of rows) {
        const text = fromJson<Record<string, unknown> | null>(r.v)?.text;
        if (typeof text === 'string') counts.set(text, (counts.get(text) ?? 0) + 1);
      }
      return ops.map((op) => counts.get(op.marker) ?? 0);
    },
  };
}

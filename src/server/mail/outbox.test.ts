import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { openDatabase } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { publishSite } from '../flows/index.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from '../sites/test-site.ts';
import { claimDueMail, countPendingMail, enqueueMail, headerSafe, LEASE_MS, markFailed, markSent, MAX_ATTEMPTS, type OutgoingMail } from './outbox.ts';
import { MailWorker } from './worker.ts';

let t: TestDb;
const SITE = hexId('e');
const quiet = { info() {}, warn() {}, error() {} };
const mail = (to: string): OutgoingMail => ({ websiteId: SITE, kind: 'notification', to, subject: 'Asunto', text: 'Hola', html: '<p>Hola</p>' });

beforeAll(async () => {
  t = await createTestDb();
  await publishSite(t.db, makeSite('e'), { siteDir: await makeSiteDir(), mediaDir: makeMediaDir(), appDomain: 'vitrina.test' });
});
afterAll(() => t.destroy());

const clear = () => t.db.deleteFrom('mail_outbox').execute();

describe('the outbox', () => {
  it('a claimed row is leased: nobody else gets it until the lease ends', async () => {
    await clear();
    await enqueueMail(t.db, mail('a@ejemplo.com'), 1_000);
    const [claimed] = await claimDueMail(t.db, 1_000);
    expect(claimed).toMatchObject({ to: 'a@ejemplo.com', attempts: 1, subject: 'Asunto' });
    expect(await claimDueMail(t.db, 1_000 + LEASE_MS - 1)).toEqual([]);
    // A worker that crashed mid-send loses its lease: the row is retried (at least once delivery).
    expect(await claimDueMail(t.db, 1_000 + LEASE_MS)).toHaveLength(1);
  });

  it('a failure waits an exponential backoff before the next attempt; a success is final', async () => {
    await clear();
    await enqueueMail(t.db, mail('b@ejemplo.com'), 0);
    let [m] = await claimDueMail(t.db, 0);
    await markFailed(t.db, m, 'ECONNREFUSED', 1_000, 0);
    expect(await claimDueMail(t.db, 999)).toEqual([]);
    [m] = await claimDueMail(t.db, 1_000);
    expect(m.attempts).toBe(2);
    await markFailed(t.db, m, 'ECONNREFUSED', 1_000, 1_000);
    expect(await claimDueMail(t.db, 2_999)).toEqual([]); // 2 s after the second failure
    [m] = await claimDueMail(t.db, 3_000);
    const row = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(row.last_error).toBe('ECONNREFUSED');
    await markSent(t.db, m.id, 3_000);
    expect(await claimDueMail(t.db, 10_000_000)).toEqual([]);
    expect(await countPendingMail(t.db, SITE)).toBe(0);
  });

  it(`gives up after ${MAX_ATTEMPTS} attempts (the row stays, with its last error)`, async () => {
    await clear();
    await enqueueMail(t.db, mail('c@ejemplo.com'), 0);
    let now = 0;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const [m] = await claimDueMail(t.db, now);
      expect(m.attempts).toBe(i + 1);
      await markFailed(t.db, m, 'fallo', 1, now);
      now += 10 * 3_600_000;
    }
    expect(await claimDueMail(t.db, now)).toEqual([]);
    expect(await countPendingMail(t.db, SITE)).toBe(1);
  });

  it('headers lose CR, LF and other control characters', () => {
    expect(headerSafe('Hola\r\nBcc: x@y.com')).toBe('Hola Bcc: x@y.com');
    expect(headerSafe('a\u0000b\tc')).toBe('a b c');
  });
});

describe('several workers (processes) on one outbox', () => {
  it('send every row exactly once', async () => {
    await clear();
    for (let i = 0; i < 60; i++) await enqueueMail(t.db, mail(`n${i}@ejemplo.com`));
    const others: Kysely<Database>[] = [await openDatabase(t.url), await openDatabase(t.url)];
    const sent: string[] = [];
    const send = async (m: { to: string }) => {
      await new Promise((r) => setTimeout(r, 1));
      sent.push(m.to);
    };
    try {
      const workers = [t.db, ...others].map((db) => new MailWorker(db, send, quiet, { retryBaseMs: 10 }));
      const counts = await Promise.all(workers.map((w) => w.runOnce()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(60);
      expect(sent).toHaveLength(60);
      expect(new Set(sent).size).toBe(60);
    } finally {
      await Promise.all(others.map((db) => db.destroy()));
    }
  });

  it('a worker started and woken sends new rows at once, and stops cleanly', async () => {
    await clear();
    const sent: string[] = [];
    const worker = new MailWorker(t.db, async (m) => void sent.push(m.to), quiet, { pollMs: 60_000 });
    worker.start();
    await new Promise((r) => setTimeout(r, 50));
    await enqueueMail(t.db, mail('despierta@ejemplo.com'));
    worker.wake();
    await expect.poll(() => sent, { timeout: 5_000 }).toEqual(['despierta@ejemplo.com']);
    await worker.stop();
  });

  it('a mail with content is written by its template when sent, from the row as stored; one naming no template is retried, never sent empty', async () => {
    await clear();
    await enqueueMail(t.db, { ...mail('plantilla@ejemplo.com'), text: '', html: '', content: JSON.stringify({ template: 'saludo', name: 'Ana' }) }, 5_000);
    await enqueueMail(t.db, { ...mail('nadie@ejemplo.com'), text: '', html: '', content: JSON.stringify({ template: 'toString' }) }, 5_000);
    const sent: OutgoingMail[] = [];
    const templates = { saludo: async (content: Record<string, unknown>, m: { createdAt: number }) => ({ text: `Hola ${content.name} (${m.createdAt})`, html: `<p>Hola ${content.name}</p>` }) };
    const worker = new MailWorker(t.db, async (m) => void sent.push(m), quiet, { retryBaseMs: 60_000 }, templates);
    expect(await worker.runOnce(() => 5_000)).toBe(1);
    expect(sent).toMatchObject([{ to: 'plantilla@ejemplo.com', subject: 'Asunto', text: 'Hola Ana (5000)', html: '<p>Hola Ana</p>' }]);
    const waiting = await t.db.selectFrom('mail_outbox').select(['to_address', 'attempts', 'last_error', 'sent_at']).where('sent_at', 'is', null).execute();
    expect(waiting).toEqual([{ to_address: 'nadie@ejemplo.com', attempts: 1, last_error: 'unknown mail template: toString', sent_at: null }]);
  });
});

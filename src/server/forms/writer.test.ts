import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { publishSite } from '../flows/index.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from '../sites/test-site.ts';
import { deleteExpiredTokens, insertKey, useCaptchaSolutions } from './repo.ts';
import { SubmissionWriter, type PendingSubmission } from './writer.ts';

let t: TestDb;
const A = hexId('a');
const B = hexId('b');
const NOW = 1_800_000_000_000;

beforeAll(async () => {
  t = await createTestDb();
  const dirs = { siteDir: await makeSiteDir(), mediaDir: makeMediaDir(), appDomain: 'vitrina.test' };
  await publishSite(t.db, makeSite('a'), dirs);
  await publishSite(t.db, makeSite('b'), dirs);
});
afterAll(() => t.destroy());

const item = (websiteId: string, keyHash: string, extra: Partial<PendingSubmission> = {}): PendingSubmission => ({
  websiteId,
  keyHash,
  now: NOW,
  issuedBy: NOW - 2_000,
  captcha: null,
  submission: {
    website_id: websiteId, form_id: 'f', collection_id: '', object_name: '', is_overlay: 0, submit_button_text: '', page_title: '', page_id: '',
    content_source: '', page_path: `/${keyHash}`, field_values: '{}', visitor_id: null, user_agent: null, spam: 0, created_at: NOW,
  },
  mail: { websiteId, kind: 'notification', to: 'duena@ejemplo.com', subject: 'S', text: keyHash, html: '' },
  ...extra,
});

describe('the group commit of submissions', () => {
  it('refuses each bad item alone and writes the others with their mails, in one batch', async () => {
    await insertKey(t.db, A, 'k1', NOW - 10_000, 60_000);
    await insertKey(t.db, A, 'k2', NOW - 10_000, 60_000);
    await insertKey(t.db, A, 'k3', NOW - 10_000, 60_000);
    await insertKey(t.db, A, 'young', NOW - 500, 60_000);
    await insertKey(t.db, B, 'kb', NOW - 10_000, 60_000);
    await insertKey(t.db, A, 'old', NOW - 120_000, 60_000); // expired
    const writer = new SubmissionWriter(t.db);
    const captcha = { id: 'sol-1', expiresAt: NOW + 60_000 };
    const outcomes = await Promise.all([
      writer.write(item(A, 'k1')),
      writer.write(item(A, 'k1')), // the same key twice
      writer.write(item(A, 'nope')), // unknown
      writer.write(item(A, 'young')), // too young
      writer.write(item(A, 'kb')), // another site's key
      writer.write(item(A, 'old')), // expired
      writer.write(item(A, 'k2', { captcha })),
      writer.write(item(A, 'k3', { captcha })), // the same captcha solution twice
      writer.write(item(B, 'kb')),
    ]);
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.code))).toEqual([
      'ok', 'formKeyInvalid', 'formKeyInvalid', 'formKeyInvalid', 'formKeyInvalid', 'formKeyInvalid', 'ok', 'captchaRequired', 'ok',
    ]);
    const paths = (await t.db.selectFrom('form_submissions').select('page_path').orderBy('page_path').execute()).map((r) => r.page_path);
    expect(paths).toEqual(['/k1', '/k2', '/kb']);
    expect(await t.db.selectFrom('mail_outbox').select('text_body').orderBy('text_body').execute()).toEqual([{ text_body: 'k1' }, { text_body: 'k2' }, { text_body: 'kb' }]);
    // The young key is still there for a later try; the used ones are gone (k3 too: its key was
    // checked before its captcha, and a refused submission asks for a new key anyway).
    expect((await t.db.selectFrom('form_keys').select('key_hash').orderBy('key_hash').execute()).map((r) => r.key_hash)).toEqual(['old', 'young']);
  });

  it('a batch of form submissions only (one statement on PostgreSQL) refuses each bad key alone', async () => {
    for (const k of ['p1', 'p2']) await insertKey(t.db, A, k, NOW - 10_000, 60_000);
    await insertKey(t.db, A, 'pyoung', NOW - 500, 60_000);
    await insertKey(t.db, B, 'pb', NOW - 10_000, 60_000);
    await insertKey(t.db, A, 'pold', NOW - 120_000, 60_000);
    const writer = new SubmissionWriter(t.db);
    const outcomes = await Promise.all(
      [item(A, 'p1'), item(A, 'p1'), item(A, 'pnope'), item(A, 'pyoung'), item(A, 'pb'), item(A, 'pold'), item(A, 'p2', { mail: null }), item(B, 'pb')].map((i) => writer.write(i)),
    );
    expect(outcomes.map((o) => (o.ok ? 'ok' : o.code))).toEqual(['ok', 'formKeyInvalid', 'formKeyInvalid', 'formKeyInvalid', 'formKeyInvalid', 'formKeyInvalid', 'ok', 'ok']);
    const paths = await t.db.selectFrom('form_submissions').select(['page_path', 'website_id']).where('page_path', 'like', '/p%').orderBy('page_path').execute();
    expect(paths).toEqual([{ page_path: '/p1', website_id: A }, { page_path: '/p2', website_id: A }, { page_path: '/pb', website_id: B }]);
    const mails = await t.db.selectFrom('mail_outbox').select(['text_body', 'next_attempt_at', 'attempts', 'sent_at']).where('text_body', 'like', 'p%').orderBy('text_body').execute();
    expect(mails).toEqual([{ text_body: 'p1', next_attempt_at: NOW, attempts: 0, sent_at: null }, { text_body: 'pb', next_attempt_at: NOW, attempts: 0, sent_at: null }]);
    const row = await t.db.selectFrom('form_submissions').select(['field_values', 'spam']).where('page_path', '=', '/p1').executeTakeFirstOrThrow();
    expect([typeof row.field_values === 'string' ? JSON.parse(row.field_values) : row.field_values, row.spam]).toEqual([{}, 0]);
    expect((await t.db.selectFrom('form_keys').select('key_hash').where('key_hash', 'like', 'p%').orderBy('key_hash').execute()).map((r) => r.key_hash)).toEqual(['pold', 'pyoung']);
  });

  it('answers each submission after its rows are committed, batches in flight or not, and uses a key once', async () => {
    const keys = Array.from({ length: 40 }, (_, i) => `c${i}`);
    for (const k of keys) await insertKey(t.db, A, k, NOW - 10_000, 60_000);
    const writer = new SubmissionWriter(t.db);
    const seen: Promise<boolean>[] = [];
    const outcomes: Promise<string>[] = [];
    for (let turn = 0; turn < 8; turn++) {
      // Five submissions a turn, one of them a key of the turn before: the batches overlap.
      for (const k of [...keys.slice(turn * 5, turn * 5 + 5), ...(turn > 0 ? [keys[turn * 5 - 1]] : [])]) {
        const outcome = writer.write(item(A, k));
        outcomes.push(outcome.then((o) => (o.ok ? k : `${k} ${o.code}`)));
        seen.push(outcome.then(async (o) => !o.ok || (await t.db.selectFrom('form_submissions').select('id').where('page_path', '=', `/${k}`).execute()).length === 1));
      }
      await new Promise((ready) => setImmediate(ready));
    }
    const answers = await Promise.all(outcomes);
    expect(answers.filter((a) => !a.includes(' ')).sort()).toEqual([...keys].sort());
    expect(answers.filter((a) => a.includes(' '))).toHaveLength(7);
    expect(await Promise.all(seen)).not.toContain(false);
    await writer.idle();
    const stored = await t.db.selectFrom('form_submissions').select('page_path').where('page_path', 'like', '/c%').execute();
    expect(stored).toHaveLength(40);
  });

  it('a failing transaction fails every item of its batch and writes nothing', async () => {
    await insertKey(t.db, A, 'k9', NOW - 10_000, 60_000);
    const writer = new SubmissionWriter(t.db);
    const broken = item(A, 'k9', { write: async () => { throw new Error('boom'); }, submission: undefined, mail: null });
    await expect(writer.write(broken)).rejects.toThrow('boom');
    expect(await t.db.selectFrom('form_keys').select('key_hash').where('key_hash', '=', 'k9').executeTakeFirst()).toEqual({ key_hash: 'k9' });
    await writer.idle();
  });
});

describe('the hourly clean-up', () => {
  it('deletes expired keys and captcha solutions only', async () => {
    await t.db.deleteFrom('form_keys').execute();
    await t.db.deleteFrom('captcha_solutions').execute();
    await insertKey(t.db, A, 'vencida', NOW - 100_000, 50_000);
    await insertKey(t.db, A, 'viva', NOW, 50_000);
    await useCaptchaSolutions(t.db, [{ id: 'vieja', websiteId: A, expiresAt: NOW - 1 }, { id: 'nueva', websiteId: A, expiresAt: NOW + 1 }]);
    expect(await deleteExpiredTokens(t.db, NOW)).toBe(2);
    expect((await t.db.selectFrom('form_keys').select('key_hash').execute()).map((r) => r.key_hash)).toEqual(['viva']);
    expect((await t.db.selectFrom('captcha_solutions').select('id').execute()).map((r) => r.id)).toEqual(['nueva']);
  });
});

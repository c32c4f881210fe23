import { CompiledQuery, type Insertable, type Kysely, type Transaction, type Updateable } from 'kysely';
import type { AnyFormDefinition } from '../../shared/forms/fields.ts';
import { TableInsert } from '../db/multi-insert.ts';
import { fromJson } from '../db/dialect.ts';
import { outboxInsert, outboxRow, type OutgoingMail } from '../mail/index.ts';
import type { Database, FormSubmissionsTable, NewsletterSubscribersTable } from '../db/schema.ts';

/** A database handle or an open transaction. */
export type Db = Kysely<Database> | Transaction<Database>;

/** A published form of a website, notificationEmail included (server-only), or undefined. */
export async function findForm(db: Db, websiteId: string, formId: string): Promise<{ definition: AnyFormDefinition; collectionId: string | null } | undefined> {
  const row = await db.selectFrom('forms').select(['definition', 'collection_id']).where('website_id', '=', websiteId).where('id', '=', formId).executeTakeFirst();
  return row && { definition: fromJson<AnyFormDefinition>(row.definition), collectionId: row.collection_id };
}

/** Stores a new submission key (by its hash). */
export async function insertKey(db: Db, websiteId: string, keyHash: string, now: number, ttlMs: number): Promise<void> {
  await db.insertInto('form_keys').values({ key_hash: keyHash, website_id: websiteId, created_at: now, expires_at: now + ttlMs }).execute();
}

/** A key's issue time if it exists for this website and has not expired. */
export async function liveKey(db: Db, websiteId: string, keyHash: string, now: number): Promise<{ createdAt: number } | undefined> {
  const row = await db.selectFrom('form_keys').select('created_at').where('key_hash', '=', keyHash).where('website_id', '=', websiteId).where('expires_at', '>', now).executeTakeFirst();
  return row && { createdAt: Number(row.created_at) };
}

/**
 * Uses up the keys of one website that are live and issued at or before `issuedBy`; resolves to
 * the hashes it used up (a key another request used first, or too young, is not among them).
 */
export async function consumeKeys(db: Db, websiteId: string, keyHashes: string[], now: number, issuedBy: number): Promise<Set<string>> {
  const rows = await db
    .deleteFrom('form_keys')
    .where('website_id', '=', websiteId)
    .where('key_hash', 'in', keyHashes)
    .where('expires_at', '>', now)
    .where('created_at', '<=', issuedBy)
    .returning('key_hash')
    .execute();
  return new Set(rows.map((r) => r.key_hash));
}

/** Records captcha solutions as used; resolves to the ids that were not used before. */
export async function useCaptchaSolutions(db: Db, solutions: { id: string; websiteId: string; expiresAt: number }[]): Promise<Set<string>> {
  if (solutions.length === 0) return new Set();
  const rows = await db
    .insertInto('captcha_solutions')
    .values(solutions.map((s) => ({ id: s.id, website_id: s.websiteId, expires_at: s.expiresAt })))
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Deletes expired keys and captcha solutions; resolves to the number of rows removed. */
export async function deleteExpiredTokens(db: Db, now: number): Promise<number> {
  const keys = await db.deleteFrom('form_keys').where('expires_at', '<=', now).executeTakeFirst();
  const solutions = await db.deleteFrom('captcha_solutions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(keys.numDeletedRows + solutions.numDeletedRows);
}

/** Stores one submission. */
export async function insertSubmission(db: Db, row: Insertable<FormSubmissionsTable>): Promise<void> {
  await insertSubmissions(db, [row]);
}

const SUBMISSION_COLUMNS = [
  'website_id', 'form_id', 'collection_id', 'object_name', 'is_overlay', 'submit_button_text', 'page_title', 'page_id',
  'content_source', 'page_path', 'field_values', 'visitor_id', 'user_agent', 'spam', 'created_at',
] as const;
/** The submissions' multi-row INSERT (also part of the one-statement group commit on PostgreSQL). */
export const submissionInsert = new TableInsert('form_submissions', SUBMISSION_COLUMNS, ['field_values']);

/** Stores submissions: one statement with one bound parameter per 5,000 rows (see MultiRowInsert). */
export async function insertSubmissions(db: Db, rows: Insertable<FormSubmissionsTable>[]): Promise<void> {
  await submissionInsert.run(db, rows);
}

/** A submission of a one-statement batch: its key, and the rows written only if that key is used up. */
export interface KeyedRows {
  websiteId: string;
  keyHash: string;
  now: number;
  /** The key must have been issued at or before this time. */
  issuedBy: number;
  submission?: Insertable<FormSubmissionsTable>;
  mail?: OutgoingMail | null;
}

/**
 * PostgreSQL: a batch of submissions in one statement, so one round trip and one commit (a
 * statement is its own transaction): the live keys old enough are deleted, and the submission and
 * outbox rows of exactly those items are inserted, in item order (data-modifying WITH; the inserts
 * see the deleted keys through RETURNING). Keys must be distinct (the caller refuses repeats first).
 * Resolves to the indices of the items written. Several such statements may run at once: a key
 * deleted by one is not deleted by the other (the second waits for the first's row lock, then finds
 * the row gone), so no key is ever used twice.
 * The batch is read as jsonb, once, into typed columns (`jsonb_to_recordset`): with `json`, every
 * `->>` re-parses the item's text (3.4 KB with its mail), and PostgreSQL spent 112 µs of CPU per
 * submission against 57 µs this way (2026-11-28, batches of 11; docs/forms.md).
 */
export async function commitKeyedRows(db: Kysely<Database>, items: readonly KeyedRows[]): Promise<Set<number>> {
  const json = JSON.stringify(
    items.map((item, n) => ({ n, w: item.websiteId, k: item.keyHash, t: item.now, b: item.issuedBy, s: item.submission, m: item.mail ? outboxRow(item.mail, item.now) : undefined })),
  );
  const { rows } = await db.executeQuery<{ n: number }>(CompiledQuery.raw((keyedRowsSql ??= keyedRowsStatement()), [json, items.map((i) => i.keyHash)]));
  return new Set(rows.map((r) => r.n));
}

let keyedRowsSql: string | undefined;
function keyedRowsStatement(): string {
  const used = `items i join used u on u.n = i.n`;
  return `with items as (
  select n, w as website_id, k as key_hash, t as now, b as issued_by, s as sub, m as mail
  from jsonb_to_recordset($1::jsonb) as e(n int, w text, k text, t bigint, b bigint, s jsonb, m jsonb)
), used as (
  delete from "form_keys" f using items i
  where f."key_hash" = any($2::text[]) and f."key_hash" = i.key_hash and f."website_id" = i.website_id and f."expires_at" > i.now and f."created_at" <= i.issued_by
  returning i.n
), subs as (
  ${submissionInsert.pgInsertFrom(`${used} cross join lateral jsonb_populate_record(null::"form_submissions", i.sub) r where i.sub is not null order by i.n`)}
), mails as (
  ${outboxInsert.pgInsertFrom(`${used} cross join lateral jsonb_populate_record(null::"mail_outbox", i.mail) r where i.mail is not null order by i.n`)}
)
select n from used`;
}

/** The subscriber of a list with this (normalised) email, if any. */
export async function findSubscriber(db: Db, websiteId: string, formId: string, email: string) {
  return db.selectFrom('newsletter_subscribers').selectAll().where('website_id', '=', websiteId).where('form_id', '=', formId).where('email', '=', email).executeTakeFirst();
}

/** The subscriber whose confirmation or unsubscribe token has this hash. */
export async function findSubscriberByToken(db: Db, column: 'confirm_token_hash' | 'unsubscribe_token_hash', hash: string) {
  return db.selectFrom('newsletter_subscribers').selectAll().where(column, '=', hash).executeTakeFirst();
}

/** Adds a subscriber; false when the same email of the same list was added meanwhile. */
export async function insertSubscriber(db: Db, row: Insertable<NewsletterSubscribersTable>): Promise<boolean> {
  const result = await db
    .insertInto('newsletter_subscribers')
    .values(row)
    .onConflict((oc) => oc.columns(['website_id', 'form_id', 'email']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

/** Changes a subscriber. */
export async function updateSubscriber(db: Db, id: string, changes: Omit<Updateable<NewsletterSubscribersTable>, 'id' | 'website_id'>): Promise<void> {
  await db.updateTable('newsletter_subscribers').set(changes).where('id', '=', id).execute();
}

import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { dialectOf, jsonColumnType } from '../dialect.ts';

/**
 * Forms and newsletter (issue 5): the published forms of each site (`forms`, rewritten by every
 * publish), single-use submission keys and captcha solutions, the submissions, the newsletter
 * subscribers, and the durable mail outbox. Every row carries website_id and goes with its website.
 * Submissions and subscribers keep their form_id without a foreign key: they outlive a form the
 * owner removed. Never edit once landed: add 0005_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const json = jsonColumnType(db);
  const website = (t: CreateTableBuilder<string, never>, name: string) =>
    t.addColumn('website_id', 'text', (c) => c.notNull()).addForeignKeyConstraint(`${name}_website_fk`, ['website_id'], 'websites', ['id'], (c) => c.onDelete('cascade'));
  /** A surrogate key in insertion order (the owner's lists are newest first). */
  const serial = (name: string) =>
    dialectOf(db) === 'postgres'
      ? db.schema.createTable(name).addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable(name).addColumn('id', 'integer', (c) => c.primaryKey()); // SQLite: the rowid

  await website(db.schema.createTable('forms'), 'forms')
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'form' | 'newsletter'
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'text')
    .addColumn('definition', json, (c) => c.notNull())
    .addPrimaryKeyConstraint('forms_pk', ['website_id', 'id'])
    .execute();

  // SHA-256 of the key: a copy of the table gives no usable key.
  await website(db.schema.createTable('form_keys'), 'form_keys')
    .addColumn('key_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_keys_by_expiry').on('form_keys').column('expires_at').execute();

  await website(db.schema.createTable('captcha_solutions'), 'captcha_solutions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('captcha_solutions_by_expiry').on('captcha_solutions').column('expires_at').execute();

  await website(serial('form_submissions'), 'form_submissions')
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'text', (c) => c.notNull())
    .addColumn('object_name', 'text', (c) => c.notNull())
    .addColumn('is_overlay', 'integer', (c) => c.notNull())
    .addColumn('submit_button_text', 'text', (c) => c.notNull())
    .addColumn('page_title', 'text', (c) => c.notNull())
    .addColumn('page_id', 'text', (c) => c.notNull())
    .addColumn('content_source', 'text', (c) => c.notNull())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('field_values', json, (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('user_agent', 'text')
    // 1: the honeypot was filled; kept for the owner to review, never mailed.
    .addColumn('spam', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_submissions_by_form').on('form_submissions').columns(['website_id', 'form_id', 'created_at']).execute();

  await website(db.schema.createTable('newsletter_subscribers'), 'newsletter_subscribers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull()) // trimmed, lowercased
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()) // 'pending' | 'confirmed' | 'unsubscribed'
    .addColumn('confirm_token_hash', 'text', (c) => c.unique())
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('page_path', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmation_sent_at', 'bigint')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('unsubscribed_at', 'bigint')
    .addUniqueConstraint('newsletter_subscribers_email', ['website_id', 'form_id', 'email'])
    .execute();

  await website(serial('mail_outbox'), 'mail_outbox')
    .addColumn('kind', 'text', (c) => c.notNull()) // 'notification' | 'confirmation'
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    // A worker that claimed the row holds it until then; a crashed one loses it after the lease.
    .addColumn('locked_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The worker's query: unsent rows that are due.
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').column('next_attempt_at').where(sql.ref('sent_at'), 'is', null).execute();
}

/** Drops the tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['mail_outbox', 'newsletter_subscribers', 'form_submissions', 'captcha_solutions', 'form_keys', 'forms']) {
    await db.schema.dropTable(table).execute();
  }
}

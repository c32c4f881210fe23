import type { Kysely } from 'kysely';

/**
 * A mail made when it is sent (docs/forms.md, Mail): `content` holds what a registered template
 * writes the bodies from (JSON text; `text_body` and `html_body` stay empty until then). A form
 * notification's row is a few hundred bytes of values instead of the 2 KB of its two bodies, and
 * the visitor's answer no longer waits for the bodies to be written. Rows without content are sent
 * as they are.
 * Never edit once landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('content', 'text').execute();
}

/** Drops the column. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('content').execute();
}

import type { Kysely } from 'kysely';
import type { AnyFormDefinition } from '../../shared/forms/fields.ts';
import { fromJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { FormSummary, OwnerSubmission, OwnerSubscriber } from '../../shared/owner/forms.ts';

/**
 * What the owner's forms pages read (/config/forms) of the forms domain's tables: the published
 * forms with their figures, submissions and subscribers a page at a time or in batches for CSV,
 * in the shapes of src/shared/owner/forms.ts. The owner area reaches them through forms/index.ts.
 * Every query is by website: the tenant comes from the Host, never from the request's query.
 */

/** The published forms of a website, by name, with submission and subscriber counts. */
export async function formSummaries(db: Kysely<Database>, websiteId: string): Promise<FormSummary[]> {
  const [forms, counts, subs] = await Promise.all([
    db.selectFrom('forms').select(['id', 'kind', 'name']).where('website_id', '=', websiteId).orderBy('name').orderBy('id').execute(),
    db
      .selectFrom('form_submissions')
      .select((eb) => ['form_id', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('spam').as('spam'), eb.fn.max('created_at').as('latest')])
      .where('website_id', '=', websiteId)
      .groupBy('form_id')
      .execute(),
    db
      .selectFrom('newsletter_subscribers')
      .select((eb) => ['form_id', 'status', eb.fn.countAll<number>().as('n'), eb.fn.max('created_at').as('latest')])
      .where('website_id', '=', websiteId)
      .groupBy(['form_id', 'status'])
      .execute(),
  ]);
  const byForm = new Map(counts.map((c) => [c.form_id, c]));
  return forms.map((f) => {
    const c = byForm.get(f.id);
    const status = (s: string) => Number(subs.find((r) => r.form_id === f.id && r.status === s)?.n ?? 0);
    const newsletter = f.kind === 'newsletter';
    const latest = newsletter ? Math.max(0, ...subs.filter((r) => r.form_id === f.id).map((r) => Number(r.latest))) || null : c?.latest == null ? null : Number(c.latest);
    return {
      id: f.id,
      kind: newsletter ? 'newsletter' : 'form',
      name: f.name,
      submissions: Number(c?.n ?? 0),
      spam: Number(c?.spam ?? 0),
      latest,
      subscribers: { pending: status('pending'), confirmed: status('confirmed'), unsubscribed: status('unsubscribed') },
    };
  });
}

/** One published form of the website (definition included), or undefined. */
export async function ownerForm(db: Kysely<Database>, websiteId: string, formId: string): Promise<{ id: string; name: string; definition: AnyFormDefinition } | undefined> {
  const row = await db.selectFrom('forms').select(['id', 'name', 'definition']).where('website_id', '=', websiteId).where('id', '=', formId).executeTakeFirst();
  return row && { id: row.id, name: row.name, definition: fromJson<AnyFormDefinition>(row.definition) };
}

const SUBMISSION_COLUMNS = ['id', 'field_values', 'page_path', 'page_title', 'spam', 'created_at'] as const;
type SubmissionRow = { id: number; field_values: unknown; page_path: string; page_title: string; spam: number; created_at: number };
const toSubmission = (r: SubmissionRow): OwnerSubmission => ({
  id: Number(r.id),
  values: fromJson<Record<string, unknown>>(r.field_values),
  pagePath: r.page_path,
  pageTitle: r.page_title,
  spam: Number(r.spam) === 1,
  createdAt: Number(r.created_at),
});

/** One page of a form's submissions, newest first, and how many there are in all. */
export async function submissionsPage(db: Kysely<Database>, websiteId: string, formId: string, page: number, perPage: number): Promise<{ total: number; rows: OwnerSubmission[] }> {
  const base = db.selectFrom('form_submissions').where('website_id', '=', websiteId).where('form_id', '=', formId);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select(SUBMISSION_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(perPage).offset((page - 1) * perPage).execute(),
  ]);
  return { total: Number(count.n), rows: rows.map(toSubmission) };
}

/**
 * Every submission of a form, newest first, in batches (keyset pagination: each batch is one
 * short query, so a CSV of any size streams without holding the table in memory).
 */
export async function* allSubmissions(db: Kysely<Database>, websiteId: string, formId: string, batch = 500): AsyncGenerator<OwnerSubmission[]> {
  let after: { createdAt: number; id: number } | null = null;
  for (;;) {
    let q = db.selectFrom('form_submissions').select(SUBMISSION_COLUMNS).where('website_id', '=', websiteId).where('form_id', '=', formId);
    if (after) {
      const { createdAt, id } = after;
      q = q.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('id', '<', id)])]));
    }
    const rows = (await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(batch).execute()).map(toSubmission);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { createdAt: last.createdAt, id: last.id };
  }
}

const SUBSCRIBER_COLUMNS = ['id', 'form_id', 'email', 'name', 'status', 'page_path', 'created_at', 'confirmed_at', 'unsubscribed_at'] as const;
const num = (v: unknown) => (v == null ? null : Number(v));

function subscribersQuery(db: Kysely<Database>, websiteId: string, formId: string | null) {
  const q = db.selectFrom('newsletter_subscribers').where('website_id', '=', websiteId);
  return formId ? q.where('form_id', '=', formId) : q;
}

/** Subscribers (of one newsletter, or all), newest first, from `offset`. */
async function subscriberRows(db: Kysely<Database>, websiteId: string, formId: string | null, limit: number, offset: number): Promise<OwnerSubscriber[]> {
  const rows = await subscribersQuery(db, websiteId, formId).select(SUBSCRIBER_COLUMNS).orderBy('created_at', 'desc').orderBy('id').limit(limit).offset(offset).execute();
  return rows.map((r) => ({
    id: r.id,
    formId: r.form_id,
    email: r.email,
    name: r.name,
    status: r.status,
    pagePath: r.page_path,
    createdAt: Number(r.created_at),
    confirmedAt: num(r.confirmed_at),
    unsubscribedAt: num(r.unsubscribed_at),
  }));
}

/** One page of subscribers (of one newsletter, or all), newest first, and how many in all. */
export async function subscribersPage(db: Kysely<Database>, websiteId: string, formId: string | null, page: number, perPage: number): Promise<{ total: number; rows: OwnerSubscriber[] }> {
  const [count, rows] = await Promise.all([
    subscribersQuery(db, websiteId, formId).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    subscriberRows(db, websiteId, formId, perPage, (page - 1) * perPage),
  ]);
  return { total: Number(count.n), rows };
}

/** Every subscriber (of one newsletter, or all), newest first, in batches (for CSV). */
export async function* allSubscribers(db: Kysely<Database>, websiteId: string, formId: string | null, batch = 500): AsyncGenerator<OwnerSubscriber[]> {
  for (let offset = 0; ; offset += batch) {
    const rows = await subscriberRows(db, websiteId, formId, batch, offset);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}

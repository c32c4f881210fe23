import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { FormsOverview } from '../../page/owner/forms/FormsOverview.tsx';
import { BackToForms, pageCount, pageParam } from '../../page/owner/forms/parts.tsx';
import { SubmissionsView } from '../../page/owner/forms/SubmissionsView.tsx';
import { statusText, SubscribersView } from '../../page/owner/forms/SubscribersView.tsx';
import { fieldColumns, otherValuesText, valueText } from '../../page/owner/forms/values.ts';
import { t } from '../../shared/messages/index.ts';
import type { Database } from '../db/schema.ts';
import { mayRole, Permission } from '../../shared/owner/permissions.ts';
import { requirePermission } from './permission.tsx';
import { csvDate, csvFileName, sendCsv } from './csv.ts';
import { allSubmissions, allSubscribers, formSummaries, ownerForm, submissionsPage, subscribersPage } from '../forms/index.ts';
import { outboxCounts } from '../mail/index.ts';
import { sendOwnerPage } from './page.tsx';

/** Rows a page of submissions or subscribers shows. */
export const PER_PAGE = 50;

/** What the forms pages need: the database and whether mail is on (`app.mail.enabled`, from SMTP_URL in the config). */
export interface OwnerFormsOptions {
  db: Kysely<Database>;
  mailOn: boolean;
}

/**
 * The owner's forms pages (issue 5, "the owner's view"), each behind `requirePermission` (overview: either; submissions: FORM_SUBMISSIONS;
 * subscribers: SUBSCRIBERS) and all for
 * the website of the Host: a form id of another site is a 404 like an unknown one.
 * - GET /config/forms: every published form and newsletter with its figures, and mail's state
 * - GET /config/forms/:formId?page=N: a form's submissions, newest first, PER_PAGE a page
 * - GET /config/forms/:formId/submissions.csv: all of them as CSV
 * - GET /config/forms/subscribers?form=ID&page=N and /config/forms/subscribers.csv?form=ID
 */
export function ownerFormsRoutes(app: FastifyInstance, { db, mailOn }: OwnerFormsOptions): void {
  const overview = { preHandler: requirePermission(Permission.FORM_SUBMISSIONS, Permission.SUBSCRIBERS) };
  const subscribers = { preHandler: requirePermission(Permission.SUBSCRIBERS) };
  const submissions = { preHandler: requirePermission(Permission.FORM_SUBMISSIONS) };

  app.get('/config/forms', overview, async (req, reply) => {
    const { websiteId, role } = req.owner!;
    const [all, outbox] = await Promise.all([formSummaries(db, websiteId), outboxCounts(db, websiteId)]);
    // Each role sees what it may open: forms with FORM_SUBMISSIONS, newsletters with SUBSCRIBERS.
    const forms = all.filter((f) => mayRole(role, f.kind === 'newsletter' ? Permission.SUBSCRIBERS : Permission.FORM_SUBMISSIONS));
    return sendOwnerPage(req, reply, { section: 'forms', title: t('owner.formsTitle'), body: <FormsOverview data={{ forms, mailOn, outbox }} /> });
  });

  app.get('/config/forms/subscribers', subscribers, async (req, reply) => {
    const websiteId = req.owner!.websiteId;
    const query = req.query as Record<string, unknown>;
    const lists = (await formSummaries(db, websiteId)).filter((f) => f.kind === 'newsletter');
    const formId = typeof query.form === 'string' ? query.form : null;
    if (formId !== null && !lists.some((l) => l.id === formId)) return notFound(req, reply);
    let page = pageParam(query.page);
    let result = await subscribersPage(db, websiteId, formId, page, PER_PAGE);
    const pages = pageCount(result.total, PER_PAGE);
    if (page > pages) result = await subscribersPage(db, websiteId, formId, (page = pages), PER_PAGE);
    const data = { lists, formId, rows: result.rows, total: result.total, page, pages };
    return sendOwnerPage(req, reply, { section: 'forms', title: t('owner.subscribersTitle'), body: <SubscribersView data={data} /> });
  });

  app.get('/config/forms/subscribers.csv', subscribers, async (req, reply) => {
    const websiteId = req.owner!.websiteId;
    const query = req.query as Record<string, unknown>;
    const lists = (await formSummaries(db, websiteId)).filter((f) => f.kind === 'newsletter');
    const formId = typeof query.form === 'string' ? query.form : null;
    const list = formId === null ? null : lists.find((l) => l.id === formId);
    if (list === undefined) return notFound(req, reply);
    const names = new Map(lists.map((l) => [l.id, l.name]));
    const header = [t('owner.subscriberEmail'), t('owner.subscriberName'), t('owner.subscribersList'), t('owner.subscriberStatus'), t('owner.subscriberCreated'), t('owner.subscriberConfirmedAt'), t('owner.subscriberUnsubscribedAt'), t('owner.formsPage')];
    return sendCsv(reply, list ? csvFileName(list.name, 'suscriptores') : csvFileName('suscriptores', 'todos'), header, allSubscribers(db, websiteId, formId), (s) => [
      s.email, s.name, names.get(s.formId) ?? s.formId, statusText(s.status), csvDate(s.createdAt), csvDate(s.confirmedAt), csvDate(s.unsubscribedAt), s.pagePath,
    ]);
  });

  app.get('/config/forms/:formId', submissions, async (req, reply) => {
    const websiteId = req.owner!.websiteId;
    const form = await ownerForm(db, websiteId, (req.params as { formId: string }).formId);
    if (!form) return notFound(req, reply);
    if (form.definition.kind === 'newsletter') return reply.header('cache-control', 'no-store').redirect(`/config/forms/subscribers?form=${form.id}`, 303);
    let page = pageParam((req.query as Record<string, unknown>).page);
    let result = await submissionsPage(db, websiteId, form.id, page, PER_PAGE);
    const pages = pageCount(result.total, PER_PAGE);
    if (page > pages) result = await submissionsPage(db, websiteId, form.id, (page = pages), PER_PAGE);
    const data = { formId: form.id, formName: form.name, columns: fieldColumns(form.definition), rows: result.rows, total: result.total, page, pages };
    return sendOwnerPage(req, reply, { section: 'forms', title: t('owner.formsSubmissionsTitle', { form: form.name }), body: <SubmissionsView data={data} /> });
  });

  app.get('/config/forms/:formId/submissions.csv', submissions, async (req, reply) => {
    const websiteId = req.owner!.websiteId;
    const form = await ownerForm(db, websiteId, (req.params as { formId: string }).formId);
    if (!form) return notFound(req, reply);
    const columns = fieldColumns(form.definition);
    const header = [t('owner.formsDate'), ...columns.map((c) => c.label), t('owner.formsPage'), t('owner.formsSpam'), t('owner.formsOther')];
    return sendCsv(reply, csvFileName(form.name, 'envios'), header, allSubmissions(db, websiteId, form.id), (s) => [
      csvDate(s.createdAt),
      ...columns.map((c) => valueText(c.field, s.values[c.id])),
      s.pagePath,
      s.spam ? t('owner.formsYes') : '',
      otherValuesText(columns, s.values),
    ]);
  });
}

/** The owner's 404 page: no such form on this site (or one of another site). */
function notFound(req: FastifyRequest, reply: FastifyReply) {
  return sendOwnerPage(req, reply, {
    section: 'forms',
    title: t('owner.formsNotFoundTitle'),
    status: 404,
    body: (
      <>
        <p>{t('owner.formsNotFound')}</p>
        <BackToForms />
      </>
    ),
  });
}

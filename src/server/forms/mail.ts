import type { AnyFormDefinition, Field } from '../../shared/forms/fields.ts';
import { valueFields } from '../../shared/forms/fields.ts';
import type { FieldValue, FormValues, ValueField } from '../../shared/forms/values.ts';
import { currentLocale, isMessageKey, t } from '../../shared/messages/index.ts';
import { isValidEmail } from '../../shared/validate/email.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MailTemplates, OutgoingMail } from '../mail/index.ts';
import { websiteTitle } from '../sites/index.ts';
import { findForm } from './repo.ts';

/**
 * The mails of forms and newsletters, as outbox rows. A visitor's values only ever go into the
 * bodies (the HTML one escaped); the subject is fixed text with the owner's form name, and
 * Reply-To is set only from a value that is a valid address (which cannot hold CR or LF).
 */

/** Where a mail is about: the site and the page the form was sent from. */
export interface MailContext {
  websiteId: string;
  siteTitle: string;
  pagePath: string;
  pageTitle: string;
  now: number;
}

/** The owner's notification of one submission, or null when the form has no notification address. */
export function notificationMail(definition: AnyFormDefinition, values: FormValues, ctx: MailContext): OutgoingMail | null {
  if (!definition.notificationEmail) return null;
  return { ...notificationHeaders(definition, values, ctx), ...notificationBodies(definition, values, ctx) };
}

/** The name of the notification's mail template (registered where the app is built). */
export const NOTIFICATION_TEMPLATE = 'form-notification';

/**
 * The owner's notification as an outbox row whose bodies are written when it is sent (the
 * template below): its address, Reply-To and subject now, and for the bodies only the form, the
 * page and the values, `valuesJson` being the submission's own JSON of them. Null without a
 * notification address. The answer to the visitor waits for neither the bodies nor their 2 KB.
 */
export function notificationOutbox(definition: AnyFormDefinition, values: FormValues, valuesJson: string, ctx: MailContext): OutgoingMail | null {
  if (!definition.notificationEmail) return null;
  const content = `{"template":"${NOTIFICATION_TEMPLATE}","formId":${JSON.stringify(definition.id)},"formName":${JSON.stringify(definition.name)},"pageTitle":${JSON.stringify(ctx.pageTitle)},"pagePath":${JSON.stringify(ctx.pagePath)},"values":${valuesJson}}`;
  return { ...notificationHeaders(definition, values, ctx), text: '', html: '', content };
}

/**
 * The notification's template: the bodies from the form as published when the mail is sent (its
 * labels, in its order) and the site's title, dated when the visitor sent it. Nothing the visitor
 * sent is left out: a value whose field the owner removed since (or the whole form) still comes,
 * after the others, under its field id.
 */
export function notificationTemplate(db: Kysely<Database>): MailTemplates[string] {
  return async (content, mail) => {
    const values = (content.values ?? {}) as FormValues;
    const formId = String(content.formId);
    const current = (await findForm(db, mail.websiteId, formId))?.definition;
    const ctx = { websiteId: mail.websiteId, siteTitle: await websiteTitle(db, mail.websiteId), pageTitle: String(content.pageTitle ?? ''), pagePath: String(content.pagePath ?? ''), now: mail.createdAt };
    return notificationBodies(withEveryValue(current, formId, String(content.formName ?? ''), values), values, ctx);
  };
}

/** The form as published now (or a bare one, if it was removed), plus a text field labelled by its id for each value it no longer has. */
function withEveryValue(current: AnyFormDefinition | undefined, id: string, name: string, values: FormValues): AnyFormDefinition {
  const known = new Set(current ? valueFields(current).map((f) => f.id) : []);
  const gone = Object.keys(values).filter((key) => !known.has(key)).map((key) => ({ type: 'text', id: key, label: key }));
  return { ...(current ?? { id, name }), fields: [...(current?.fields ?? []), ...gone] } as AnyFormDefinition;
}

function notificationHeaders(definition: AnyFormDefinition, values: FormValues, ctx: MailContext) {
  return {
    websiteId: ctx.websiteId,
    kind: 'notification' as const,
    to: definition.notificationEmail!,
    replyTo: replyTo(definition, values),
    subject: notificationParts(definition, ctx.siteTitle).subject,
  };
}

function notificationBodies(definition: AnyFormDefinition, values: FormValues, ctx: MailContext): { text: string; html: string } {
  const fixed = notificationParts(definition, ctx.siteTitle);
  const rows = fixed.fields.map(({ field, label, labelHtml }) => [label, labelHtml, formatValue(field, values[field.id], fixed.empty)] as const);
  rows.push([fixed.page, fixed.pageHtml, ctx.pageTitle ? `${ctx.pageTitle} (${ctx.pagePath})` : ctx.pagePath], [fixed.sentAt, fixed.sentAtHtml, new Date(ctx.now).toISOString()]);
  return {
    text: [fixed.intro, '', ...rows.map(([label, , value]) => `${label}:\n${value}\n`)].join('\n'),
    html: `<p>${fixed.introHtml}</p><table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([, labelHtml, value]) => `<tr><th align="left" valign="top">${labelHtml}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
      .join('')}</table>`,
  };
}

/** What a form's notification says whatever the values: labels (escaped for the HTML part too), intro, subject. */
interface NotificationParts {
  fields: { field: ValueField; label: string; labelHtml: string }[];
  empty: string;
  page: string;
  pageHtml: string;
  sentAt: string;
  sentAtHtml: string;
  intro: string;
  introHtml: string;
  subject: string;
}

/** The fixed parts of each form's notification, per language and site title (a publish makes new definitions). */
const notificationCache = new WeakMap<AnyFormDefinition, Map<string, NotificationParts>>();

function notificationParts(definition: AnyFormDefinition, siteTitle: string): NotificationParts {
  let bySite = notificationCache.get(definition);
  if (!bySite) notificationCache.set(definition, (bySite = new Map()));
  const key = `${currentLocale()}\n${siteTitle}`;
  let parts = bySite.get(key);
  if (!parts) {
    const page = t('forms.mail.page');
    const sentAt = t('forms.mail.sentAt');
    const intro = t('forms.mail.notificationIntro', { form: definition.name, site: siteTitle });
    parts = {
      fields: valueFields(definition).map((field) => ({ field, label: field.label || field.id, labelHtml: escapeHtml(field.label || field.id) })),
      empty: t('forms.mail.empty'),
      page,
      pageHtml: escapeHtml(page),
      sentAt,
      sentAtHtml: escapeHtml(sentAt),
      intro,
      introHtml: escapeHtml(intro),
      subject: t('forms.mail.notificationSubject', { form: definition.name }),
    };
    if (bySite.size >= 16) bySite.delete(bySite.keys().next().value!);
    bySite.set(key, parts);
  }
  return parts;
}

/** The owner's notice of a new confirmed subscriber, or null without a notification address. */
export function subscriberMail(definition: AnyFormDefinition, email: string, ctx: MailContext): OutgoingMail | null {
  if (!definition.notificationEmail) return null;
  const intro = t('forms.mail.subscriberIntro', { email, form: definition.name, site: ctx.siteTitle });
  return {
    websiteId: ctx.websiteId,
    kind: 'notification',
    to: definition.notificationEmail,
    subject: t('forms.mail.subscriberSubject', { form: definition.name }),
    text: intro,
    html: `<p>${escapeHtml(intro)}</p>`,
  };
}

/** The double opt-in mail to a new subscriber: the confirmation link, and the unsubscribe link. */
export function confirmationMail(definition: AnyFormDefinition, to: string, links: { confirm: string; unsubscribe: string }, ctx: MailContext): OutgoingMail {
  const text = t('forms.mail.confirmText', { form: definition.name, site: ctx.siteTitle });
  const ignore = t('forms.mail.confirmIgnore');
  const unsubscribe = t('forms.mail.unsubscribeText');
  return {
    websiteId: ctx.websiteId,
    kind: 'confirmation',
    to,
    subject: t('forms.mail.confirmSubject', { site: ctx.siteTitle }),
    text: [text, links.confirm, '', ignore, '', unsubscribe, links.unsubscribe].join('\n'),
    html: [
      `<p>${escapeHtml(text)}</p>`,
      `<p><a href="${escapeHtml(links.confirm)}">${escapeHtml(links.confirm)}</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
      `<p>${escapeHtml(unsubscribe)} <a href="${escapeHtml(links.unsubscribe)}">${escapeHtml(links.unsubscribe)}</a></p>`,
    ].join(''),
  };
}

/** Reply-To: the first email field whose value is a valid address, else none. */
export function replyTo(definition: AnyFormDefinition, values: FormValues): string | null {
  for (const f of definition.fields) {
    const value = f.type === 'email' ? values[f.id] : undefined;
    if (typeof value === 'string' && isValidEmail(value.trim())) return value.trim();
  }
  return null;
}

const SEPARATORS: Partial<Record<Field['type'], string>> = { name: ' ', address: ', ', date: '/', time: ':', phone: ' ', checkbox: ', ' };

/** A value as one readable text (`empty`, by default '(vacío)', when empty). */
export function formatValue(field: Field, value: FieldValue | undefined, empty?: string): string {
  let text = '';
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value)) text = value.filter((part) => part.trim() !== '').join(SEPARATORS[field.type] ?? ', ');
  else if (value) {
    text = Object.entries(value)
      .map(([question, answers]) => `${question}: ${answers.map((a) => (isMessageKey(`forms.likert.${a}`) ? t(`forms.likert.${a}` as never) : a)).join(', ')}`)
      .join('\n');
  }
  return text.trim() === '' ? (empty ?? t('forms.mail.empty')) : text;
}

/** Text safe inside HTML element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

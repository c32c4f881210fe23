import type { AnyFormDefinition, Field } from '../../shared/forms/fields.ts';
import { valueFields } from '../../shared/forms/fields.ts';
import type { FieldValue, FormValues, ValueField } from '../../shared/forms/values.ts';
import { currentLocale, isMessageKey, t } from '../../shared/messages/index.ts';
import { isValidEmail } from '../../shared/validate/email.ts';
import type { OutgoingMail } from '../mail/index.ts';

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
  const fixed = notificationParts(definition, ctx.siteTitle);
  const rows = fixed.fields.map(({ field, label, labelHtml }) => [label, labelHtml, formatValue(field, values[field.id], fixed.empty)] as const);
  rows.push([fixed.page, fixed.pageHtml, ctx.pageTitle ? `${ctx.pageTitle} (${ctx.pagePath})` : ctx.pagePath], [fixed.sentAt, fixed.sentAtHtml, new Date(ctx.now).toISOString()]);
  return {
    websiteId: ctx.websiteId,
    kind: 'notification',
    to: definition.notificationEmail,
    replyTo: replyTo(definition, values),
    subject: fixed.subject,
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

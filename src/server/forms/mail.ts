import type { AnyFormDefinition, Field } from '../../shared/forms/fields.ts';
import { valueFields } from '../../shared/forms/fields.ts';
import type { FieldValue, FormValues } from '../../shared/forms/values.ts';
import { isMessageKey, t } from '../../shared/messages/index.ts';
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
  const rows = valueFields(definition).map((f) => [f.label || f.id, formatValue(f, values[f.id])] as const);
  rows.push([t('forms.mail.page'), ctx.pageTitle ? `${ctx.pageTitle} (${ctx.pagePath})` : ctx.pagePath], [t('forms.mail.sentAt'), new Date(ctx.now).toISOString()]);
  const intro = t('forms.mail.notificationIntro', { form: definition.name, site: ctx.siteTitle });
  return {
    websiteId: ctx.websiteId,
    kind: 'notification',
    to: definition.notificationEmail,
    replyTo: replyTo(definition, values),
    subject: t('forms.mail.notificationSubject', { form: definition.name }),
    text: [intro, '', ...rows.map(([label, value]) => `${label}:\n${value}\n`)].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><table cellpadding="6" style="border-collapse:collapse">${rows
      .map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`)
      .join('')}</table>`,
  };
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

/** A value as one readable text ('(vacío)' when empty). */
export function formatValue(field: Field, value: FieldValue | undefined): string {
  let text = '';
  if (typeof value === 'string') text = value;
  else if (Array.isArray(value)) text = value.filter((part) => part.trim() !== '').join(SEPARATORS[field.type] ?? ', ');
  else if (value) {
    text = Object.entries(value)
      .map(([question, answers]) => `${question}: ${answers.map((a) => (isMessageKey(`forms.likert.${a}`) ? t(`forms.likert.${a}` as never) : a)).join(', ')}`)
      .join('\n');
  }
  return text.trim() === '' ? t('forms.mail.empty') : text;
}

/** Text safe inside HTML element content and quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

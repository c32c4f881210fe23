/**
 * The buyer's mails of a subscription's moves (docs/commerce-subscriptions.md): renewed (with the
 * next date), a renewal refused (with the next try), cancelled (by the buyer) and given up (after
 * the last try). es-419, plain text and HTML escaped by React, queued through the outbox in the
 * transaction of the move. A renewal's receipt is the order's own (orderMails).
 */
import { renderStaticMarkup } from '../../../page/static-markup/render.ts';
import { orderPath } from '../../../shared/commerce.ts';
import { formatDate, t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import type { OutgoingMail } from '../../mail/index.ts';
import type { MailSite } from '../order-mail.tsx';

/** The site as these mails need it: its title and address, and its time zone for dates. */
export type SubscriptionMailSite = MailSite & { timeZone?: string };

/** What every mail names: who, what, how much, and the first order's page (where the buyer cancels). */
export interface SubscriptionMailInput {
  websiteId: string;
  email: string;
  name: string;
  title: string;
  amountCents: number;
  currency: string;
  /** The first order and the token of its link. */
  orderId: string;
  token: string;
}

export type SubscriptionMailKind =
  | { kind: 'renewed'; number: number; next: number | null }
  | { kind: 'failed'; retryAt: number }
  | { kind: 'cancelled' }
  | { kind: 'gaveUp' };

/** One mail of a subscription's move. */
export function subscriptionMail(site: SubscriptionMailSite, input: SubscriptionMailInput, move: SubscriptionMailKind): OutgoingMail {
  const amount = formatMoney(input.amountCents, input.currency);
  const date = (ms: number) => formatDate(ms, 'long', site.timeZone);
  const base = { name: input.name, title: input.title, amount };
  let subject: string;
  let lines: string[];
  switch (move.kind) {
    case 'renewed':
      subject = t('subscriptions.mail.renewedSubject', { site: site.title });
      lines = [t('subscriptions.mail.renewedText', { ...base, number: move.number }), move.next === null ? t('subscriptions.mail.lastCharge') : t('subscriptions.mail.nextCharge', { date: date(move.next) })];
      break;
    case 'failed':
      subject = t('subscriptions.mail.failedSubject', { site: site.title });
      lines = [t('subscriptions.mail.failedText', { ...base, date: date(move.retryAt) })];
      break;
    case 'cancelled':
      subject = t('subscriptions.mail.cancelledSubject', { site: site.title });
      lines = [t('subscriptions.mail.cancelledText', base)];
      break;
    case 'gaveUp':
      subject = t('subscriptions.mail.cancelledSubject', { site: site.title });
      lines = [t('subscriptions.mail.gaveUpText', base)];
      break;
  }
  const link = `${site.baseUrl}${orderPath(input.orderId, input.token)}`;
  return {
    websiteId: input.websiteId,
    kind: 'confirmation',
    to: input.email,
    subject,
    text: [...lines, '', t('subscriptions.mail.link'), link].join('\n'),
    html: renderStaticMarkup(
      <>
        {lines.map((l, i) => (
          <p key={i}>{l}</p>
        ))}
        <p>{t('subscriptions.mail.link')}</p>
        <p>
          <a href={link}>{link}</a>
        </p>
      </>,
    ),
  };
}

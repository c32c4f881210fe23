/**
 * The mails of a paid donation (docs/commerce-donations.md): the donor's receipt (amount, date in
 * the site's time zone, reference, the page's receipt note, the confirmation link) and the owner's
 * notice to the store's `orderNotificationEmail`. es-419, text and HTML (values escaped by React);
 * queued through the outbox in the transaction that marks the donation paid.
 */
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import type { DonationPage, StoreSettings } from '../../model/index.ts';
import { formatDate, formatTime, t } from '../../shared/messages/index.ts';
import { formatMoney } from '../../shared/money.ts';
import type { OutgoingMail } from '../mail/index.ts';
import { donationPath, donationReference, type DonationRow } from './donations.ts';
import type { MailSite } from './order-mail.tsx';

/** The site as a donation's mails name it: its time zone dates the receipt. */
export type DonationSite = MailSite & { store: StoreSettings; timeZone?: string };

/** The receipt's facts, in order: label → value. */
export function receiptFacts(d: DonationRow, page: Pick<DonationPage, 'title'> | undefined, timeZone?: string): Array<[string, string]> {
  const at = d.paid_at ?? d.created_at;
  return [
    [t('donations.amount'), formatMoney(d.amount_cents, d.currency)],
    [t('donations.cause'), page?.title ?? d.donate_page_id],
    [t('donations.reference'), donationReference(d.number)],
    [t('donations.date'), `${formatDate(at, 'long', timeZone)}, ${formatTime(at, timeZone)}`],
  ];
}

function Facts({ facts }: { facts: Array<[string, string]> }) {
  return (
    <table>
      <tbody>
        {facts.map(([label, value]) => (
          <tr key={label}>
            <th scope="row" style={{ textAlign: 'left', paddingRight: '1em' }}>
              {label}
            </th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The receipt and, when the store asks for notices, the owner's. */
export function donationMails(site: DonationSite, page: DonationPage | undefined, d: DonationRow, token: string): OutgoingMail[] {
  const facts = receiptFacts(d, page, site.timeZone);
  const factLines = facts.map(([l, v]) => `${l}: ${v}`);
  const link = `${site.baseUrl}${donationPath(d.id, token)}`;
  const reference = donationReference(d.number);
  const note = page?.receiptNote ?? '';
  const intro = t('donations.mail.receiptIntro', { name: d.name, site: site.title });
  const receipt: OutgoingMail = {
    websiteId: d.website_id,
    kind: 'confirmation',
    to: d.email,
    subject: t('donations.mail.receiptSubject', { reference, site: site.title }),
    text: [intro, '', ...factLines, ...(note ? ['', note] : []), '', t('donations.mail.link'), link].join('\n'),
    html: renderStaticMarkup(
      <>
        <p>{intro}</p>
        <Facts facts={facts} />
        {note ? <p>{note}</p> : null}
        <p>{t('donations.mail.link')}</p>
        <p>
          <a href={link}>{link}</a>
        </p>
      </>,
    ),
  };
  if (!site.store.orderNotificationEmail) return [receipt];
  const amount = formatMoney(d.amount_cents, d.currency);
  const noticeIntro = t('donations.mail.noticeIntro', { name: d.name, email: d.email, amount, cause: page?.title ?? d.donate_page_id, site: site.title });
  const extra = [d.anonymous ? t('donations.mail.anonymous') : '', d.message ? t('donations.mail.message', { message: d.message }) : ''].filter(Boolean);
  const notice: OutgoingMail = {
    websiteId: d.website_id,
    kind: 'notification',
    to: site.store.orderNotificationEmail,
    replyTo: d.email,
    subject: t('donations.mail.noticeSubject', { reference, amount }),
    text: [noticeIntro, '', ...factLines, ...(extra.length ? ['', ...extra] : [])].join('\n'),
    html: renderStaticMarkup(
      <>
        <p>{noticeIntro}</p>
        <Facts facts={facts} />
        {extra.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </>,
    ),
  };
  return [receipt, notice];
}

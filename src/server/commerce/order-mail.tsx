/**
 * The mails of a paid order (docs/commerce.md, "Checkout and orders"): the buyer's receipt (lines,
 * totals, address and the order's secret link) and the store's new-order notice to
 * `orderNotificationEmail`. es-419, plain text and HTML, every value escaped by React. Queued
 * through the outbox in the transaction that marks the order paid.
 */
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import type { StoreSettings } from '../../model/index.ts';
import { orderPath } from '../../shared/commerce.ts';
import { t } from '../../shared/messages/index.ts';
import { formatMoney } from '../../shared/money.ts';
import type { OutgoingMail } from '../mail/index.ts';
import { addressLines, OrderTable, totalRows, type OrderDetails } from './order-view.tsx';
import { taxLabel } from './tax-label.ts';
import { downloadMailLines, DownloadLinks } from './download-links.tsx';

/** The site as its mails name it. */
export interface MailSite {
  title: string;
  /** The site's origin ("https://cafe.example.com"). */
  baseUrl: string;
  /** The site's time zone (settings.timeZone): dates in mails, like download links' expiry. */
  timeZone?: string;
}

/** The receipt and, when the store asks for it, the owner's notice. */
/** `notes`: lines other parts add to the receipt (the gift cards: to whom each went). */
export function orderMails(site: MailSite, store: StoreSettings, details: OrderDetails, token: string, notes: readonly string[] = []): OutgoingMail[] {
  const { order, lines } = details;
  const tax = taxLabel(store, details.address);
  const link = `${site.baseUrl}${orderPath(order.id, token)}`;
  const name = details.address?.name ?? order.email;
  const lineTexts = lines.map((l) => t('order.mail.line', { quantity: l.quantity, title: l.variant_label ? `${l.title} (${l.variant_label})` : l.title, amount: formatMoney(l.unit_price_cents * l.quantity, order.currency) }));
  const totals = totalRows(details, tax.name, tax.included).map((r) => `${r.label}: ${r.amount}`);
  const address = details.shipping && details.address ? addressLines(details.address) : [];
  const shipBlock = address.length ? ['', `${t('order.shipTo')}:`, ...address, `${t('order.shippingMethod')}: ${details.shipping?.name ?? ''}`] : [];

  const intro = t('order.mail.receiptIntro', { name, site: site.title, number: order.number });
  const receipt: OutgoingMail = {
    websiteId: order.website_id,
    kind: 'confirmation',
    to: order.email,
    subject: t('order.mail.receiptSubject', { number: order.number, site: site.title }),
    text: [intro, '', ...lineTexts, '', ...totals, ...shipBlock, ...downloadMailLines(details, token, site.baseUrl, site.timeZone), ...(notes.length ? ['', ...notes] : []), '', t('order.mail.link'), link].join('\n'),
    html: renderStaticMarkup(
      <>
        <p>{intro}</p>
        <OrderTable details={details} taxName={tax.name} taxIncluded={tax.included} />
        <DownloadLinks details={details} token={token} timeZone={site.timeZone} baseUrl={site.baseUrl} />
        <ShipTo address={address} method={details.shipping?.name} />
        {notes.map((n, i) => (
          <p key={`note-${i}`}>{n}</p>
        ))}
        <p>{t('order.mail.link')}</p>
        <p>
          <a href={link}>{link}</a>
        </p>
      </>,
    ),
  };
  if (!store.orderNotificationEmail) return [receipt];
  const noticeIntro = t('order.mail.noticeIntro', { name, email: order.email, number: order.number, site: site.title });
  const notice: OutgoingMail = {
    websiteId: order.website_id,
    kind: 'notification',
    to: store.orderNotificationEmail,
    replyTo: order.email,
    subject: t('order.mail.noticeSubject', { number: order.number, total: formatMoney(order.total_cents, order.currency) }),
    text: [noticeIntro, '', ...lineTexts, '', ...totals, ...shipBlock].join('\n'),
    html: renderStaticMarkup(
      <>
        <p>{noticeIntro}</p>
        <OrderTable details={details} taxName={tax.name} taxIncluded={tax.included} />
        <ShipTo address={address} method={details.shipping?.name} />
      </>,
    ),
  };
  return [receipt, notice];
}

/** Where the order goes and how, in both mails (nothing for an order with nothing to ship). */
function ShipTo({ address, method }: { address: readonly string[]; method?: string }) {
  if (!address.length) return null;
  return (
    <>
      <p>
        <strong>{t('order.shipTo')}</strong>
        {address.map((l, i) => (
          <span key={i}>
            <br />
            {l}
          </span>
        ))}
      </p>
      <p>
        <strong>{t('order.shippingMethod')}</strong>: {method}
      </p>
    </>
  );
}

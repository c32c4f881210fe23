/**
 * An order's page body (§2 page types 202 order confirmed, 207 order received, 211 order status;
 * docs/commerce.md "Checkout and orders"): the status, the number and date, the lines and totals
 * as ordered, the address and shipping. Reached only with the order's secret link.
 */
import type { ReactNode } from 'react';
import type { MemberArea, StoreSettings } from '../../model/index.ts';
import { PageType } from '../../shared/enums.ts';
import { formatDate, t } from '../../shared/messages/index.ts';
import { addressLines, OrderTable, type OrderDetails } from './order-view.tsx';
import { taxLabel } from './tax-label.ts';
import { DownloadLinks } from './download-links.tsx';
import { PaidAreasNote } from './member-area-note.tsx';
import { classList } from '../../ui/class-list.ts';

/** What another part of the store adds to an order's page (issue 17): a heading in place of the usual one, a section under the lines. */
export interface OrderPagePart {
  heading?: { pageType: number; heading: string; text: string };
  section?: ReactNode;
}

/** The page type, heading and lead of an order's page. */
export function orderHeading(details: OrderDetails, justPaid: boolean, timeZone?: string): { pageType: number; heading: string; text: string } {
  const { order } = details;
  if (order.status === 'pending') return { pageType: PageType.ORDER_RECEIVED, heading: t('order.receivedTitle'), text: t('order.receivedText', { number: order.number, email: order.email }) };
  if (order.status === 'paid' && justPaid) return { pageType: PageType.ORDER_CONFIRMED, heading: t('order.confirmedTitle'), text: t('order.confirmedText', { number: order.number, email: order.email }) };
  return { pageType: PageType.ORDER_STATUS, heading: t('order.statusTitle', { number: order.number }), text: t('order.statusText', { date: formatDate(order.created_at, 'long', timeZone) }) };
}

/** The order's details under the page's heading. */
export function OrderBody({ details, store, timeZone, token, memberAreas, children }: { details: OrderDetails; store: StoreSettings; timeZone?: string; token?: string; memberAreas?: readonly MemberArea[]; children?: ReactNode }) {
  const { order } = details;
  const tax = taxLabel(store, details.address);
  const address = details.shipping && details.address ? addressLines(details.address) : [];
  return (
    <div className="order">
      <dl className="order__facts">
        <div>
          <dt>{t('order.status')}</dt>
          <dd>
            <span className={classList`order-status order-status--${order.status}`}>{t(`order.status.${order.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('order.number')}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t('order.date')}</dt>
          <dd>{formatDate(order.created_at, 'long', timeZone)}</dd>
        </div>
        <div>
          <dt>{t('order.email')}</dt>
          <dd>{order.email}</dd>
        </div>
      </dl>
      <h2 className="order__subtitle">{t('order.linesHeading')}</h2>
      <OrderTable details={details} taxName={tax.name} taxIncluded={tax.included} />
      <DownloadLinks details={details} token={token} timeZone={timeZone} />
      {children}
      {address.length ? (
        <div className="order__shipping">
          <div>
            <h2 className="order__subtitle">{t('order.shipTo')}</h2>
            <address className="order__address">
              {address.map((l, i) => (
                <span key={i}>
                  {l}
                  <br />
                </span>
              ))}
            </address>
          </div>
          <div>
            <h2 className="order__subtitle">{t('order.shippingMethod')}</h2>
            <p>{details.shipping?.name}</p>
          </div>
        </div>
      ) : details.address?.name ? (
        <p>
          <strong>{t('order.buyer')}:</strong> {details.address.name}
        </p>
      ) : null}
      <PaidAreasNote details={details} areas={memberAreas} />
      <p className="order__keep">{t('order.keepLink')}</p>
      <p>
        <a className="btn btn--primary btn--medium" href="/">
          {t('order.continueShopping')}
        </a>
      </p>
    </div>
  );
}

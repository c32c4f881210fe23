/**
 * An order as its page and its mails show it (docs/commerce.md, "Checkout and orders"): the lines
 * with their prices at the time of the order, the totals, the address and the shipping option.
 * Every figure comes from the order's own rows, never from the catalogue of today.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fromJson } from '../db/dialect.ts';
import { t } from '../../shared/messages/index.ts';
import { formatMoney } from '../../shared/money.ts';
import { countryName, statesOf } from '../../shared/checkout-address.ts';
import type { OrderAddress } from './priced-cart.ts';
import { orderById, orderLines, type OrderLineRow, type OrderRow } from './orders-repo.ts';
import { orderGrants, type GrantRow } from './downloads.ts';

/** An order with its lines, address and shipping read. */
export interface OrderDetails {
  order: OrderRow;
  lines: OrderLineRow[];
  /** The ship-to address; only `name` for orders with nothing to ship. */
  address?: Partial<OrderAddress> & { name: string };
  shipping?: { id: string; name: string };
  /** Its digital lines' download grants (docs/commerce-digital.md). */
  downloads?: GrantRow[];
}

/** An order of this website with everything its page and mails show, or undefined. */
export async function loadOrder(db: Kysely<Database>, websiteId: string, orderId: string): Promise<OrderDetails | undefined> {
  const order = await orderById(db, websiteId, orderId);
  return order && orderDetails(db, order);
}

/** The details of an order whose row the caller holds (its lines and downloads read). */
export async function orderDetails(db: Kysely<Database>, order: OrderRow): Promise<OrderDetails> {
  return {
    order,
    lines: await orderLines(db, order.website_id, order.id),
    address: order.address ? fromJson<OrderDetails['address']>(order.address) : undefined,
    shipping: order.shipping ? fromJson<OrderDetails['shipping']>(order.shipping) : undefined,
    downloads: await orderGrants(db, order.website_id, order.id),
  };
}

/** The rows of an order's money: subtotal, discount, shipping, tax, total (label, amount). */
export function totalRows(details: OrderDetails, taxName = 'IVA', taxIncluded = false): Array<{ label: string; amount: string; total?: boolean }> {
  const { order } = details;
  const money = (cents: number) => formatMoney(cents, order.currency);
  const rows: Array<{ label: string; amount: string; total?: boolean }> = [{ label: t('checkout.subtotal'), amount: money(order.subtotal_cents) }];
  if (order.discount_cents > 0) rows.push({ label: t('checkout.discount', { code: order.coupon_code ?? '' }), amount: `-${money(order.discount_cents)}` });
  if (details.shipping) rows.push({ label: t('checkout.shipping'), amount: order.shipping_cents ? money(order.shipping_cents) : t('checkout.shippingFree') });
  if (order.tax_cents > 0) rows.push({ label: taxIncluded ? t('checkout.taxIncluded', { name: taxName }) : t('checkout.tax', { name: taxName }), amount: money(order.tax_cents) });
  rows.push({ label: t('checkout.total'), amount: money(order.total_cents), total: true });
  return rows;
}

/** An address as lines of text ("Calle 1", "Col. Centro", "Oaxaca, Oaxaca 68000", "México"). */
export function addressLines(address: Partial<OrderAddress>): string[] {
  const region = address.region && address.country ? (statesOf(address.country)?.[address.region] ?? address.region) : address.region;
  const cityLine = [address.city, region].filter(Boolean).join(', ') + (address.postalCode ? ` ${address.postalCode}` : '');
  return [address.name, address.line1, address.line2, cityLine.trim(), address.country ? countryName(address.country) : '', address.phone].filter((l): l is string => Boolean(l && l.trim()));
}

/** The lines and totals of an order as a table (the order page and the receipt's HTML). */
export function OrderTable({ details, taxName, taxIncluded }: { details: OrderDetails; taxName?: string; taxIncluded?: boolean }) {
  const { order, lines } = details;
  return (
    <table className="order-table">
      <caption className="visually-hidden">{t('order.linesHeading')}</caption>
      <tbody>
        {lines.map((l) => (
          <tr key={l.line}>
            <th scope="row" className="order-table__item">
              <span className="order-table__title">{l.title}</span>
              {l.variant_label ? <span className="order-table__variant">{l.variant_label}</span> : null}
              <span className="order-table__qty">{t('checkout.quantity', { count: l.quantity })}</span>
            </th>
            <td className="order-table__amount">{formatMoney(l.unit_price_cents * l.quantity, order.currency)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totalRows(details, taxName, taxIncluded).map((r) => (
          <tr key={r.label} className={r.total ? 'order-table__total' : undefined}>
            <th scope="row">{r.label}</th>
            <td className="order-table__amount">{r.amount}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

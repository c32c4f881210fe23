import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import { statusLabel } from '../../page/owner/commerce/parts.tsx';
import { centsToValue } from '../../shared/money.ts';
import { isMessageKey, t } from '../../shared/messages/index.ts';
import { addressLines, type OwnerOrder, type OwnerOrderStatus } from '../../shared/owner/commerce.ts';
import { allOrders } from '../commerce/index.ts';
import type { Database } from '../db/schema.ts';
import { csvDate, csvFileName, sendCsv } from './csv.ts';

/** The CSV's columns, in order. */
const header = () => [
  t('store.colNumber'), t('store.colDate'), t('store.colStatus'), t('store.colEmail'),
  t('store.colSku'), t('store.colProduct'), t('store.colVariant'), t('store.colQuantity'), t('store.colUnitPrice'), t('store.colLineTotal'),
  t('store.csvOrderSubtotal'), t('store.discount'), t('store.shippingCost'), t('store.tax'), t('store.csvOrderTotal'), t('store.csvCurrency'),
  t('store.csvCoupon'), t('store.shippingOption'), t('store.address'), t('store.provider'), t('store.paymentId'),
  t('store.csvPaidAt'), t('store.csvFulfilledAt'), t('store.csvRefundedAt'),
];

/**
 * One record per line of each order (an order of three products is three rows, its own columns
 * repeated on each), so a spreadsheet can sum units and amounts by sku as well as by order.
 * Amounts are decimal strings in the order's currency ("1234.50"; JPY "1234"), dates UTC; every
 * cell goes through csvCell (formula injection: a leading = + - @ gets a quote).
 */
function records(o: OwnerOrder): string[][] {
  const money = (cents: number) => centsToValue(cents, o.currency);
  const provider = isMessageKey(`store.provider.${o.provider}`) ? t(`store.provider.${o.provider}` as 'store.provider.test') : o.provider;
  const order = [
    money(o.subtotalCents), money(o.discountCents), money(o.shippingCents), money(o.taxCents), money(o.totalCents), o.currency,
    o.couponCode ?? '', o.shipping ?? '', addressLines(o.address).join(', '), provider, o.paymentId ?? '',
    csvDate(o.paidAt), csvDate(o.fulfilledAt), csvDate(o.refundedAt),
  ];
  const head = [String(o.number), csvDate(o.createdAt), statusLabel(o.status), o.email];
  const lines = o.lines.length ? o.lines : [null];
  return lines.map((l) => [
    ...head,
    ...(l ? [l.sku, l.title, l.variantLabel, String(l.quantity), money(l.unitPriceCents), money(l.unitPriceCents * l.quantity)] : ['', '', '', '', '', '']),
    ...order,
  ]);
}

/** Streams the orders of `status` (null: the paid ones, as the list shows them) as CSV. */
export function ordersCsv(reply: FastifyReply, db: Kysely<Database>, websiteId: string, status: OwnerOrderStatus | null): FastifyReply {
  async function* rows() {
    for await (const batch of allOrders(db, websiteId, status)) yield batch.flatMap(records);
  }
  return sendCsv(reply, csvFileName('pedidos', status ?? 'todos'), header(), rows(), (cells) => cells);
}

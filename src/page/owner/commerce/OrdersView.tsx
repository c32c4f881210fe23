import { formatMoney } from '../../../shared/money.ts';
import { t, type MessageKey } from '../../../shared/messages/index.ts';
import { ORDER_STATUSES, type OwnerOrderRow, type OwnerOrderStatus } from '../../../shared/owner/commerce.ts';
import { Pagination, WideTable } from '../forms/parts.tsx';
import { OwnerDateTime, ownerTimeZone } from '../time-zone.tsx';
import { StatusBadge, StoreTabs } from './parts.tsx';

/** What GET /config/commerce shows: one page of orders of a status (null: every paid one). */
export interface OrdersData {
  status: OwnerOrderStatus | null;
  counts: Record<OwnerOrderStatus, number>;
  rows: OwnerOrderRow[];
  total: number;
  page: number;
  pages: number;
}

/** The list's address for a status and page. */
export function ordersHref(status: OwnerOrderStatus | null, page = 1): string {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `/config/commerce?${text}` : '/config/commerce';
}

/**
 * The store's orders, newest first: number (a link to the order), date in the site's time zone,
 * customer, units, total in the store's currency and the status badge; a filter by status (the
 * pending and failed attempts only through theirs) and the CSV of what the filter shows.
 */
export function OrdersView({ data }: { data: OrdersData }) {
  const all = data.counts.paid + data.counts.fulfilled + data.counts.cancelled + data.counts.refunded;
  const csv = `/config/commerce/orders.csv${data.status ? `?status=${data.status}` : ''}`;
  return (
    <>
      <StoreTabs current="orders" />
      <nav className="owner-filter" aria-label={t('store.filterLabel')}>
        <ul>
          <li>
            <a href={ordersHref(null)} aria-current={data.status === null ? 'page' : undefined}>
              {t('store.filterAll')} ({all})
            </a>
          </li>
          {ORDER_STATUSES.map((s) => (
            <li key={s}>
              <a href={ordersHref(s)} aria-current={data.status === s ? 'page' : undefined}>
                {t(`store.filter.${s}` as MessageKey)} ({data.counts[s]})
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {data.status === null ? <p className="owner-muted">{t('store.attemptsNote')}</p> : null}
      {data.total === 0 ? (
        <p className="owner-muted" id="orders-none">
          {data.status === null ? t('store.ordersNone') : t('store.ordersNoneFiltered')}
        </p>
      ) : (
        <>
          <div className="owner-toolbar">
            <p id="orders-total">{t('store.ordersTotal', { count: data.total })}</p>
            <a href={csv} className="owner-button" download>
              {t('store.csv')}
            </a>
          </div>
          <p className="owner-muted">
            {t('owner.formsTimeZone', { zone: ownerTimeZone() })} {t('store.csvNote')}
          </p>
          <WideTable
            label={t('store.ordersTable')}
            head={
              <tr>
                <th scope="col">{t('store.colNumber')}</th>
                <th scope="col">{t('store.colDate')}</th>
                <th scope="col">{t('store.colEmail')}</th>
                <th scope="col" className="num">{t('store.colItems')}</th>
                <th scope="col" className="num">{t('store.colTotal')}</th>
                <th scope="col">{t('store.colStatus')}</th>
              </tr>
            }
          >
            {data.rows.map((o) => (
              <tr key={o.id} id={`order-${o.id}`}>
                <th scope="row" className="owner-nowrap">
                  <a href={`/config/commerce/orders/${o.id}`}>{t('store.number', { number: o.number })}</a>
                </th>
                <td className="owner-nowrap">
                  <time dateTime={new Date(o.createdAt).toISOString()}>
                    <OwnerDateTime ms={o.createdAt} />
                  </time>
                </td>
                <td className="owner-value">{o.email}</td>
                <td className="num">{t('store.itemsCount', { count: o.items })}</td>
                <td className="num">{formatMoney(o.totalCents, o.currency)}</td>
                <td>
                  <StatusBadge status={o.status} />
                </td>
              </tr>
            ))}
          </WideTable>
          <Pagination page={data.page} pages={data.pages} href={(p) => ordersHref(data.status, p)} />
        </>
      )}
    </>
  );
}

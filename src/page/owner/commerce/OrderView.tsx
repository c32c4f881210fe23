import type { ReactNode } from 'react';
import { formatMoney } from '../../../shared/money.ts';
import { isMessageKey, t } from '../../../shared/messages/index.ts';
import { addressLines, mayTake, type OrderAction, type OwnerOrder } from '../../../shared/owner/commerce.ts';
import { Panel, WideTable } from '../forms/parts.tsx';
import { OwnerDateTime } from '../time-zone.tsx';
import { Outcome, StatusBadge, StoreTabs } from './parts.tsx';
import { DownloadsPanel } from './DownloadsPanel.tsx';

/** What GET /config/commerce/orders/:id shows. */
export interface OrderData {
  order: OwnerOrder;
  crumb: string;
  /** After an action that worked (role="status"). */
  notice?: string;
  /** Why the last action did nothing (role="alert", focused). */
  error?: string;
}

/** A catalogue text for a key that comes from data, or the key itself. */
const textOf = (key: string | null, fallback = '') => (key === null ? fallback : isMessageKey(key) ? t(key) : key);

/**
 * One order: its lines and totals, the customer and where it ships, the payment, the dates it
 * went through, and what may be done now (fulfil, cancel, refund): plain forms with the crumb.
 */
export function OrderView({ data }: { data: OrderData }) {
  const o = data.order;
  const money = (cents: number) => formatMoney(cents, o.currency);
  const address = addressLines(o.address);
  return (
    <>
      <StoreTabs current="orders" />
      <p className="owner-back">
        <a href="/config/commerce">{t('store.back')}</a>
      </p>
      <Outcome notice={data.notice} error={data.error} id="order-error" />
      <p className="owner-order__status">
        <StatusBadge status={o.status} /> <span className="owner-muted">{o.email}</span>
      </p>
      <Panel id="lines" title={t('store.linesHeading')}>
        <WideTable
          label={t('store.linesHeading')}
          head={
            <tr>
              <th scope="col">{t('store.colProduct')}</th>
              <th scope="col">{t('store.colSku')}</th>
              <th scope="col" className="num">{t('store.colQuantity')}</th>
              <th scope="col" className="num">{t('store.colUnitPrice')}</th>
              <th scope="col" className="num">{t('store.colLineTotal')}</th>
            </tr>
          }
        >
          {o.lines.map((l, i) => (
            <tr key={i}>
              <th scope="row">
                {l.title}
                {l.variantLabel ? <span className="owner-kind">{l.variantLabel}</span> : null}
              </th>
              <td>
                <code>{l.sku}</code>
              </td>
              <td className="num">{l.quantity}</td>
              <td className="num">{money(l.unitPriceCents)}</td>
              <td className="num">{money(l.unitPriceCents * l.quantity)}</td>
            </tr>
          ))}
        </WideTable>
        <dl className="owner-totals">
          <Row label={t('store.subtotal')}>{money(o.subtotalCents)}</Row>
          {o.discountCents > 0 ? <Row label={o.couponCode ? t('store.discountCoupon', { code: o.couponCode }) : t('store.discount')}>{money(-o.discountCents)}</Row> : null}
          {o.shipping !== null || o.shippingCents > 0 ? <Row label={t('store.shippingCost')}>{money(o.shippingCents)}</Row> : null}
          {o.taxCents > 0 ? <Row label={t('store.tax')}>{money(o.taxCents)}</Row> : null}
          <Row label={t('store.total')} strong>
            {money(o.totalCents)}
          </Row>
        </dl>
      </Panel>
      <DownloadsPanel downloads={o.downloads} />
      <div className="owner-grid">
        <Panel id="customer" title={t('store.customerHeading')}>
          <dl className="owner-facts owner-facts--stacked">
            <Row label={t('store.email')}>{o.email}</Row>
            <Row label={t('store.address')}>
              {address.length === 0 ? t('store.noShipping') : address.map((line, i) => <span key={i} className="owner-line">{line}</span>)}
            </Row>
            {o.shipping ? <Row label={t('store.shippingOption')}>{o.shipping}</Row> : null}
          </dl>
        </Panel>
        <Panel id="payment" title={t('store.paymentHeading')}>
          <dl className="owner-facts owner-facts--stacked">
            <Row label={t('store.provider')}>{textOf(`store.provider.${o.provider}`)}</Row>
            <Row label={t('store.paymentId')}>{o.paymentId ? <code>{o.paymentId}</code> : t('store.none')}</Row>
            {o.failure ? <Row label={t('store.failure')}>{textOf(o.failure)}</Row> : null}
          </dl>
        </Panel>
      </div>
      <Panel id="timeline" title={t('store.timelineHeading')}>
        <ol className="owner-timeline">
          {timeline(o).map((e) => (
            <li key={e.label}>
              <strong>{e.label}</strong>{' '}
              <time dateTime={new Date(e.at).toISOString()}>
                <OwnerDateTime ms={e.at} />
              </time>
            </li>
          ))}
        </ol>
      </Panel>
      <Panel id="actions" title={t('store.actionsHeading')}>
        <Actions data={data} />
      </Panel>
    </>
  );
}

/** The dates an order went through, oldest first. */
function timeline(o: OwnerOrder): { label: string; at: number }[] {
  const events: { label: string; at: number | null }[] = [
    { label: t('store.event.created'), at: o.createdAt },
    { label: t('store.event.paid'), at: o.paidAt },
    { label: t('store.event.fulfilled'), at: o.fulfilledAt },
    { label: o.status === 'cancelled' ? t('store.event.cancelled') : t('store.event.refunded'), at: o.refundedAt },
    { label: t('store.event.failed'), at: o.status === 'failed' ? o.updatedAt : null },
  ];
  return events.filter((e): e is { label: string; at: number } => e.at !== null).sort((a, b) => a.at - b.at);
}

function Row({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  return (
    <div className={strong ? 'owner-totals__total' : undefined}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** The forms of the actions the order's status allows, or why there are none. */
function Actions({ data }: { data: OrderData }) {
  const o = data.order;
  const total = formatMoney(o.totalCents, o.currency);
  const open = (['fulfil', 'cancel', 'refund'] as const).filter((a) => mayTake(a, o.status));
  if (open.length === 0) return <p className="owner-muted">{t('store.noActions')}</p>;
  return (
    <div className="owner-actions">
      {open.map((action) => (
        <ActionForm key={action} id={o.id} action={action} crumb={data.crumb} hint={action === 'fulfil' ? t('store.fulfilHint') : action === 'cancel' ? t('store.cancelHint', { total }) : t('store.refundHint', { total })} />
      ))}
    </div>
  );
}

const LABELS: Record<OrderAction, 'store.fulfil' | 'store.cancel' | 'store.refund'> = { fulfil: 'store.fulfil', cancel: 'store.cancel', refund: 'store.refund' };

function ActionForm({ id, action, crumb, hint }: { id: string; action: OrderAction; crumb: string; hint: string }) {
  const hintId = `${action}-hint`;
  return (
    <form method="post" action={`/config/commerce/orders/${id}/${action}`} className="owner-action">
      <fieldset>
        <legend>{t(LABELS[action])}</legend>
        <input type="hidden" name="crumb" value={crumb} />
        <p className="owner-muted" id={hintId}>
          {hint}
        </p>
        {action === 'fulfil' ? null : (
          <p className="owner-check">
            <input type="checkbox" id={`${action}-restock`} name="restock" value="1" defaultChecked />
            <label htmlFor={`${action}-restock`}>{t('store.restock')}</label>
          </p>
        )}
        <button type="submit" className={action === 'fulfil' ? 'owner-button' : 'owner-button owner-button--quiet'} aria-describedby={hintId}>
          {t(LABELS[action])}
        </button>
      </fieldset>
    </form>
  );
}

import { t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import { subscriptionText, type BillingPeriod } from '../../../shared/payments.ts';
import { WideTable } from '../forms/parts.tsx';
import { OwnerDateTime } from '../time-zone.tsx';
import { StoreTabs } from './parts.tsx';
import { classList } from '../../../ui/class-list.ts';

/** One subscription as the owner's list shows it. */
export interface OwnerSubscriptionRow {
  id: string;
  title: string;
  email: string;
  period: BillingPeriod;
  numBillingCycles: number;
  amountCents: number;
  currency: string;
  status: 'active' | 'past_due' | 'cancelled' | 'completed';
  cyclesPaid: number;
  nextChargeAt: number | null;
  firstOrderId: string;
  firstOrderNumber: number;
  createdAt: number;
}

/**
 * The store's subscriptions (docs/commerce-subscriptions.md), newest first: product, customer,
 * plan with its amount, status, payments made, next charge (site's time zone) and the first order.
 */
export function SubscriptionsView({ rows }: { rows: OwnerSubscriptionRow[] }) {
  return (
    <>
      <StoreTabs current="subscriptions" />
      {rows.length === 0 ? (
        <p className="owner-muted">{t('subscriptions.owner.empty')}</p>
      ) : (
        <WideTable
          label={t('subscriptions.owner.title')}
          head={
            <tr>
              <th scope="col">{t('subscriptions.owner.product')}</th>
              <th scope="col">{t('subscriptions.owner.email')}</th>
              <th scope="col">{t('subscriptions.owner.plan')}</th>
              <th scope="col">{t('subscriptions.owner.status')}</th>
              <th scope="col">{t('subscriptions.owner.cycles')}</th>
              <th scope="col">{t('subscriptions.owner.next')}</th>
              <th scope="col">{t('subscriptions.owner.firstOrder')}</th>
              <th scope="col">{t('subscriptions.owner.since')}</th>
            </tr>
          }
        >
          {rows.map((r) => (
            <tr key={r.id}>
              <td>{r.title}</td>
              <td>{r.email}</td>
              <td>{`${formatMoney(r.amountCents, r.currency)} ${subscriptionText(r.period, r.numBillingCycles)}`}</td>
              <td>
                <span className={classList`owner-badge subscription-status--${r.status}`}>{t(`subscriptions.status.${r.status}`)}</span>
              </td>
              <td>{r.cyclesPaid}</td>
              <td>{r.nextChargeAt === null ? t('subscriptions.owner.none') : <OwnerDateTime ms={r.nextChargeAt} />}</td>
              <td>
                <a href={`/config/commerce/orders/${r.firstOrderId}`}>{`n.º ${r.firstOrderNumber}`}</a>
              </td>
              <td>
                <OwnerDateTime ms={r.createdAt} />
              </td>
            </tr>
          ))}
        </WideTable>
      )}
    </>
  );
}

/**
 * A subscription on its orders' pages (docs/commerce-subscriptions.md): the first order's page
 * right after paying is §2 type 206 «¡Ya estás suscrito!»; every page of its orders shows the plan,
 * the status, the payments made, the next charge (date in the site's time zone) and, while it can
 * still charge, the «Cancelar suscripción» form (the order's token and the crumb).
 */
import { PageType } from '../../../shared/enums.ts';
import { formatDate, t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import { subscriptionText } from '../../../shared/payments.ts';
import { cancelSubscriptionPath } from '../../../shared/subscriptions.ts';
import type { OrderDetails } from '../order-view.tsx';
import type { Subscription } from './repo.ts';
import { classList } from '../../../ui/class-list.ts';

/** The heading of a subscription's first order right after paying (206). */
export function subscribedHeading(details: OrderDetails) {
  return { pageType: PageType.SUBSCRIPTION_CONFIRMED, heading: t('subscriptions.confirmedTitle'), text: t('subscriptions.confirmedText', { number: details.order.number, email: details.order.email }) };
}

/** The plan in words with its amount: «$250.00 cada mes, hasta que se cancele». */
export const planLine = (s: Pick<Subscription, 'plan' | 'amount_cents' | 'currency'>) => `${formatMoney(s.amount_cents, s.currency)} ${subscriptionText(s.plan.billingPeriod, s.plan.numBillingCycles)}`;

/** The subscription's section of an order's page. */
export function SubscriptionSection({ subscription: s, cycle, orderId, token, crumb, timeZone }: { subscription: Subscription; cycle: number; orderId: string; token: string; crumb: string; timeZone?: string }) {
  const live = s.status === 'active' || s.status === 'past_due';
  return (
    <section className="order-subscription" aria-labelledby="order-subscription-title">
      <h2 className="order__subtitle" id="order-subscription-title">
        {t('subscriptions.heading')}
      </h2>
      {cycle > 1 ? <p>{t('subscriptions.renewalOf', { cycle })}</p> : null}
      {s.status === 'cancelled' ? (
        <p className="order-subscription__notice" role="status">
          {t('subscriptions.cancelledNotice')}
        </p>
      ) : null}
      <dl className="order__facts">
        <div>
          <dt>{t('subscriptions.plan')}</dt>
          <dd>{planLine(s)}</dd>
        </div>
        <div>
          <dt>{t('subscriptions.status')}</dt>
          <dd>
            <span className={classList`order-status subscription-status--${s.status}`}>{t(`subscriptions.status.${s.status}`)}</span>
          </dd>
        </div>
        <div>
          <dt>{t('subscriptions.cyclesPaid')}</dt>
          <dd>{t('subscriptions.cyclesPaidValue', { count: s.cycles_paid })}</dd>
        </div>
        {live && s.next_charge_at !== null ? (
          <div>
            <dt>{t('subscriptions.nextCharge')}</dt>
            <dd>{t('subscriptions.nextChargeValue', { amount: formatMoney(s.amount_cents, s.currency), date: formatDate(s.next_charge_at, 'long', timeZone) })}</dd>
          </div>
        ) : null}
      </dl>
      {live ? (
        <form method="post" action={cancelSubscriptionPath(orderId)} className="order-subscription__cancel">
          <input type="hidden" name="crumb" value={crumb} />
          <input type="hidden" name="t" value={token} />
          <button type="submit" className="btn btn--secondary btn--medium">
            {t('subscriptions.cancel')}
          </button>
        </form>
      ) : null}
    </section>
  );
}

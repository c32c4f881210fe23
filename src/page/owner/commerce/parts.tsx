import { t, type MessageKey } from '../../../shared/messages/index.ts';
import type { OwnerOrderStatus } from '../../../shared/owner/commerce.ts';
import { ReviewsTab } from './ReviewsTab.tsx';
import { classList } from '../../../ui/class-list.ts';

/** Pieces shared by the store pages of the owner's area (/config/commerce). */

/** The label of an order status ("Pagado"); the CSV uses it too. */
export const statusLabel = (status: OwnerOrderStatus): string => t(`store.status.${status}` as MessageKey);

/** An order's status as a labelled badge (its colour repeats what the word says). */
export function StatusBadge({ status }: { status: OwnerOrderStatus }) {
  return <span className={classList`owner-status owner-status--${status}`}>{statusLabel(status)}</span>;
}

/** Pedidos | Inventario | Reseñas | Donativos | Tarjetas de regalo | Suscripciones: the pages of the store area. */
export function StoreTabs({ current }: { current: 'orders' | 'inventory' | 'reviews' | 'donations' | 'giftCards' | 'subscriptions' }) {
  return (
    <nav aria-label={t('store.tabsLabel')}>
      <ul className="owner-tabs">
        <li>
          <a href="/config/commerce" aria-current={current === 'orders' ? 'page' : undefined}>
            {t('store.tabOrders')}
          </a>
        </li>
        <li>
          <a href="/config/commerce/inventory" aria-current={current === 'inventory' ? 'page' : undefined}>
            {t('store.tabInventory')}
          </a>
        </li>
        <ReviewsTab current={current === 'reviews'} />
        <li>
          <a href="/config/commerce/donativos" aria-current={current === 'donations' ? 'page' : undefined}>
            {t('donations.owner.tab')}
          </a>
        </li>
        <li>
          <a href="/config/commerce/tarjetas" aria-current={current === 'giftCards' ? 'page' : undefined}>
            {t('giftCards.owner.tab')}
          </a>
        </li>
        <li>
          <a href="/config/commerce/suscripciones" aria-current={current === 'subscriptions' ? 'page' : undefined}>
            {t('subscriptions.owner.tab')}
          </a>
        </li>
      </ul>
    </nav>
  );
}

/** What the last post did: a notice (role="status") or what went wrong (role="alert", focused). */
export function Outcome({ notice, error, id }: { notice?: string; error?: string; id: string }) {
  return (
    <>
      {notice ? (
        <div className="owner-alert owner-alert--info owner-alert--done" role="status">
          <p>{notice}</p>
        </div>
      ) : null}
      {error ? (
        <div className="owner-alert" role="alert" id={id} tabIndex={-1} autoFocus>
          <p>{error}</p>
        </div>
      ) : null}
    </>
  );
}

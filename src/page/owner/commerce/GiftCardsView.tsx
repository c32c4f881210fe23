import { formatMoney } from '../../../shared/money.ts';
import { t, type MessageKey } from '../../../shared/messages/index.ts';
import { Pagination, WideTable } from '../forms/parts.tsx';
import { OwnerDateTime, ownerTimeZone } from '../time-zone.tsx';
import { StoreTabs } from './parts.tsx';
import { classList } from '../../../ui/class-list.ts';

/** The owner's gift cards (/config/commerce/tarjetas, docs/commerce-giftcards.md): last 4 of the code, recipient, amounts, status; one card's ledger. */

export interface OwnerGiftCard {
  id: string;
  last4: string;
  recipientName: string;
  recipientEmail: string;
  currency: string;
  initialCents: number;
  balanceCents: number;
  createdAt: number;
  voided: boolean;
  orderId: string;
  orderNumber?: number;
}

const statusKey = (c: OwnerGiftCard): MessageKey => (c.voided ? 'giftCards.owner.statusVoided' : c.balanceCents === 0 ? 'giftCards.owner.statusSpent' : 'giftCards.owner.statusActive');
const statusClass = (c: OwnerGiftCard) => (c.voided ? 'cancelled' : c.balanceCents === 0 ? 'fulfilled' : 'paid');

export function GiftCardsView({ data }: { data: { rows: OwnerGiftCard[]; total: number; page: number; pages: number } }) {
  return (
    <>
      <StoreTabs current="giftCards" />
      {data.total === 0 ? (
        <p className="owner-muted">{t('giftCards.owner.empty')}</p>
      ) : (
        <>
          <p className="owner-muted">{t('owner.formsTimeZone', { zone: ownerTimeZone() })}</p>
          <WideTable
            label={t('giftCards.owner.caption')}
            head={
              <tr>
                <th scope="col">{t('giftCards.owner.code')}</th>
                <th scope="col">{t('giftCards.owner.recipient')}</th>
                <th scope="col" className="num">{t('giftCards.owner.initial')}</th>
                <th scope="col" className="num">{t('giftCards.owner.balance')}</th>
                <th scope="col">{t('giftCards.owner.created')}</th>
                <th scope="col">{t('giftCards.owner.status')}</th>
              </tr>
            }
          >
            {data.rows.map((c) => (
              <tr key={c.id}>
                <th scope="row" className="owner-nowrap">
                  <a href={`/config/commerce/tarjetas/${c.id}`}>{`···${c.last4}`}</a>
                </th>
                <td className="owner-value">
                  {`${c.recipientName} (${c.recipientEmail})`}
                </td>
                <td className="num">{formatMoney(c.initialCents, c.currency)}</td>
                <td className="num">{formatMoney(c.balanceCents, c.currency)}</td>
                <td className="owner-nowrap">
                  <time dateTime={new Date(c.createdAt).toISOString()}>
                    <OwnerDateTime ms={c.createdAt} />
                  </time>
                </td>
                <td>
                  <span className={classList`owner-status owner-status--${statusClass(c)}`}>{t(statusKey(c))}</span>
                </td>
              </tr>
            ))}
          </WideTable>
          <Pagination page={data.page} pages={data.pages} href={(p) => `/config/commerce/tarjetas?page=${p}`} />
        </>
      )}
    </>
  );
}

export function GiftCardView({ card, ledger }: { card: OwnerGiftCard; ledger: Array<{ at: number; reason: string; deltaCents: number; orderId: string }> }) {
  return (
    <>
      <StoreTabs current="giftCards" />
      <p>
        <a href="/config/commerce/tarjetas">{t('giftCards.owner.back')}</a>
      </p>
      <dl className="owner-facts">
        <div>
          <dt>{t('giftCards.owner.recipient')}</dt>
          <dd>
          {`${card.recipientName} (${card.recipientEmail})`}
          </dd>
        </div>
        <div>
          <dt>{t('giftCards.owner.initial')}</dt>
          <dd>{formatMoney(card.initialCents, card.currency)}</dd>
        </div>
        <div>
          <dt>{t('giftCards.owner.balance')}</dt>
          <dd>{formatMoney(card.balanceCents, card.currency)}</dd>
        </div>
        <div>
          <dt>{t('giftCards.owner.status')}</dt>
          <dd>{t(statusKey(card))}</dd>
        </div>
        <div>
          <dt>{t('giftCards.owner.order')}</dt>
          <dd>
            <a href={`/config/commerce/orders/${card.orderId}`}>{card.orderNumber ? t('store.number', { number: card.orderNumber }) : card.orderId}</a>
          </dd>
        </div>
      </dl>
      <WideTable
        label={t('giftCards.owner.ledgerCaption')}
        head={
          <tr>
            <th scope="col">{t('giftCards.owner.when')}</th>
            <th scope="col">{t('giftCards.owner.what')}</th>
            <th scope="col" className="num">{t('giftCards.owner.amount')}</th>
          </tr>
        }
      >
        {ledger.map((l, i) => (
          <tr key={i}>
            <td className="owner-nowrap">
              <time dateTime={new Date(l.at).toISOString()}>
                <OwnerDateTime ms={l.at} />
              </time>
            </td>
            <th scope="row">{t(`giftCards.owner.reason.${l.reason}` as MessageKey)}</th>
            <td className="num">{`${l.deltaCents > 0 ? '+' : '−'}${formatMoney(Math.abs(l.deltaCents), card.currency)}`}</td>
          </tr>
        ))}
      </WideTable>
    </>
  );
}

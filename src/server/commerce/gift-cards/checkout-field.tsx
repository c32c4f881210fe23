/**
 * The «Tarjeta de regalo» part of /checkout's summary (docs/commerce-giftcards.md): a field to
 * apply a code (like the coupon's), or the applied card with what it pays and a form to remove it;
 * and the summary rows it adds (the card's amount, what is left to pay).
 */
import { t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import { CheckoutForm, TextField } from '../checkout-fields.tsx';

/** The card applied to the cart as the page shows it. */
export interface AppliedGiftCard {
  last4: string;
  /** What it pays of this total. */
  cents: number;
  balanceCents: number;
}

/** Apply or remove a card. */
export function GiftCardForm({ crumb, currency, applied, input, error }: { crumb: string; currency: string; applied?: AppliedGiftCard; input?: string; error?: string }) {
  if (applied) {
    return (
      <CheckoutForm action="removeGiftCard" crumb={crumb} className="checkout-coupon checkout-coupon--applied">
        <p className="checkout-coupon__applied">{t('giftCards.applied', { last4: applied.last4, amount: formatMoney(applied.cents, currency), balance: formatMoney(applied.balanceCents, currency) })}</p>
        <button type="submit" className="btn btn--secondary btn--small">
          {t('giftCards.remove')}
        </button>
      </CheckoutForm>
    );
  }
  return (
    <CheckoutForm action="giftCard" crumb={crumb} className="checkout-coupon">
      <div className="checkout-coupon__row">
        <TextField name="giftCard" label={t('giftCards.fieldLabel')} hint={t('giftCards.fieldHint')} value={input ?? ''} error={error} autoComplete="off" required={false} maxLength={24} />
        <button type="submit" className="btn btn--secondary btn--medium">
          {t('giftCards.apply')}
        </button>
      </div>
    </CheckoutForm>
  );
}

/** The summary's rows for an applied card: its amount, then what is left to pay. */
export function GiftCardTotals({ applied, totalCents, currency }: { applied?: AppliedGiftCard; totalCents: number; currency: string }) {
  if (!applied || applied.cents <= 0) return null;
  return (
    <>
      <div>
        <dt>{t('giftCards.summaryLine', { last4: applied.last4 })}</dt>
        <dd>{`-${formatMoney(applied.cents, currency)}`}</dd>
      </div>
      <div className="checkout-totals__total">
        <dt>{t('giftCards.toPay')}</dt>
        <dd>{formatMoney(totalCents - applied.cents, currency)}</dd>
      </div>
    </>
  );
}

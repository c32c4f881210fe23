/**
 * The gift checkout's body (/checkout/giftcard, docs/commerce-giftcards.md): the amount (the
 * product's variants as radio buttons), who receives it, a message, who sends it and the card.
 * One form posting back to the same address; works without script; errors tied to their fields.
 */
import { t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import { CardFields, type CardField, type CheckoutView } from '../checkout-page.tsx';
import { CheckoutForm, CheckoutTarget, ErrorSummary, TextField, fieldId, summaryMessage } from '../checkout-fields.tsx';

/** What the gift form sends. */
export interface GiftInput {
  sku: string;
  recipientName: string;
  recipientEmail: string;
  message: string;
  senderName: string;
  senderEmail: string;
}
export type GiftField = keyof GiftInput;

export interface GiftPageView {
  /** Where the form posts (the page's own address with its query). */
  action: string;
  crumb: string;
  key: string;
  title: string;
  currency: string;
  amounts: Array<{ sku: string; label: string; cents: number }>;
  provider: CheckoutView['provider'];
  input: GiftInput;
  error?: string;
  errors?: Partial<Record<GiftField, string>>;
  cardErrors?: Partial<Record<CardField, string>>;
  cardName?: string;
}

/** The message's textarea, labelled like the checkout's fields. */
function MessageField({ value, error }: { value: string; error?: string }) {
  const id = fieldId('message');
  return (
    <p className="checkout-field">
      <label htmlFor={id}>{t('giftCards.message')}</label>
      <textarea id={id} name="message" rows={4} maxLength={500} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={[`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ')} />
      <span className="checkout-field__hint" id={`${id}-hint`}>
        {t('giftCards.messageHint')}
      </span>
      {error ? (
        <span className="checkout-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </p>
  );
}

export function GiftCheckoutBody({ view }: { view: GiftPageView }) {
  const e = view.errors ?? {};
  const fields = { ...e, ...view.cardErrors };
  const hasErrors = Object.values(fields).some(Boolean);
  const chosen = view.amounts.find((a) => a.sku === view.input.sku);
  return (
    <div className="checkout gift-checkout">
      {view.error || hasErrors ? <ErrorSummary message={view.error ?? summaryMessage()} fields={fields} /> : null}
      <CheckoutTarget.Provider value={view.action}>
      <CheckoutForm action="pay" crumb={view.crumb} hidden={{ key: view.key }} label={t('giftCards.title')}>
        <div className="checkout__main">
        <section className="checkout-section" aria-labelledby="gift-amount-title">
          <h2 className="checkout-section__title" id="gift-amount-title">
            {view.title}
          </h2>
          <fieldset className="checkout-fieldset checkout-options" aria-describedby={e.sku ? `${fieldId('sku')}-error` : undefined}>
            <legend className="checkout-fieldset__legend">{t('giftCards.amountLegend')}</legend>
            {e.sku ? (
              <p className="checkout-field__error" id={`${fieldId('sku')}-error`}>
                {e.sku}
              </p>
            ) : null}
            {view.amounts.map((a, i) => (
              <label key={a.sku} className="checkout-option">
                <input type="radio" name="sku" value={a.sku} id={i === 0 ? fieldId('sku') : undefined} defaultChecked={a.sku === view.input.sku} required />
                <span className="checkout-option__text">
                  <span className="checkout-option__name">{a.label || formatMoney(a.cents, view.currency)}</span>
                </span>
                <span className="checkout-option__price">{formatMoney(a.cents, view.currency)}</span>
              </label>
            ))}
          </fieldset>
        </section>
        <section className="checkout-section" aria-labelledby="gift-recipient-title">
          <h2 className="checkout-section__title" id="gift-recipient-title">
            {t('giftCards.recipientLegend')}
          </h2>
          <TextField name="recipientName" label={t('giftCards.recipientName')} value={view.input.recipientName} error={e.recipientName} autoComplete="off" maxLength={120} />
          <TextField name="recipientEmail" type="email" inputMode="email" label={t('giftCards.recipientEmail')} hint={t('giftCards.recipientEmailHint')} value={view.input.recipientEmail} error={e.recipientEmail} autoComplete="off" maxLength={254} />
          <MessageField value={view.input.message} error={e.message} />
        </section>
        <section className="checkout-section" aria-labelledby="gift-sender-title">
          <h2 className="checkout-section__title" id="gift-sender-title">
            {t('giftCards.senderLegend')}
          </h2>
          <TextField name="senderName" label={t('giftCards.senderName')} value={view.input.senderName} error={e.senderName} autoComplete="name" maxLength={120} />
          <TextField name="senderEmail" type="email" inputMode="email" label={t('giftCards.senderEmail')} hint={t('giftCards.senderEmailHint')} value={view.input.senderEmail} error={e.senderEmail} autoComplete="email" maxLength={254} />
        </section>
        <section className="checkout-section" id="pago" aria-labelledby="gift-pay-title">
          <h2 className="checkout-section__title" id="gift-pay-title">
            {t('checkout.paymentLegend')}
          </h2>
          <CardFields provider={view.provider} errors={view.cardErrors} cardName={view.cardName} />
          <p className="checkout-form__actions">
            <button type="submit" className="btn btn--primary btn--large checkout-pay">
              {chosen ? t('checkout.pay', { amount: formatMoney(chosen.cents, view.currency) }) : t('giftCards.sendAsGift')}
            </button>
          </p>
        </section>
        </div>
      </CheckoutForm>
      </CheckoutTarget.Provider>
    </div>
  );
}

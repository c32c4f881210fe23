/**
 * The donation page's body (§2 type 203, docs/commerce-donations.md): the cause, the suggested
 * amounts as radio buttons plus «Otra cantidad» with its field, the donor's name and email,
 * «Donar de forma anónima», an optional message and the payment fields — one plain form posting
 * back to /checkout/donate with the crumb and the page's idempotency key. And the confirmation's
 * body (204). No script needed; every field labelled, every error tied to its field.
 */
import type { DonationPage, StoreSettings } from '../../model/index.ts';
import { PAYMENT_ELEMENT_ID, PAYMENT_METHOD_FIELD, PAYMENT_PROVIDER_ATTRIBUTE, PUBLISHABLE_KEY_ATTRIBUTE } from '../../shared/payment-element.ts';
import { formatDate, formatTime, t } from '../../shared/messages/index.ts';
import { currencySymbol, fractionDigits, formatMoney, valueToCents } from '../../shared/money.ts';
import type { CardField } from './checkout-page.tsx';
import { ErrorSummary, fieldId, Messages, TextField } from './checkout-fields.tsx';
import { DONATE_PATH, donationReference, type DonationRow } from './donations.ts';
import { classList } from '../../ui/class-list.ts';

/** The fields of the donation form whose errors the page shows. */
export type DonateField = 'amount' | 'customAmount' | 'name' | 'email' | 'message' | CardField;

/** What the donor sent, as the page shows it back. */
export interface DonateInputView {
  amount: string;
  customAmount: string;
  name: string;
  email: string;
  anonymous: boolean;
  message: string;
  cardName: string;
}

export interface DonateView {
  page: DonationPage;
  store: StoreSettings;
  crumb: string;
  key: string;
  provider: { name: string; browserConfig?: Readonly<Record<string, string>> };
  input?: Partial<DonateInputView>;
  errors?: Partial<Record<DonateField, string>>;
  /** A message for the whole form (declined card, expired form, too many attempts). */
  error?: string;
}

/** The id of the first amount radio (the summary's link for an amount error). */
const amountTarget = (page: DonationPage) => (page.suggestedAmountsCents.length ? 'amount-0' : 'customAmount');

function AmountFieldset({ view }: { view: DonateView }) {
  const { page, store } = view;
  const currency = store.selectedCurrency;
  const input = view.input ?? {};
  const e = view.errors ?? {};
  const chosen = input.amount ?? (page.suggestedAmountsCents.length ? String(page.suggestedAmountsCents[0]) : 'custom');
  const limits = t('donations.limitsHint', { min: formatMoney(page.minCents, currency), max: formatMoney(page.maxCents, currency) });
  const amountError = e.amount;
  const customId = fieldId('customAmount');
  return (
    <fieldset className="checkout-fieldset donate-amounts" aria-describedby={amountError ? `${fieldId('amount')}-error` : undefined}>
      <legend className="checkout-fieldset__legend">{t('donations.amountLegend')}</legend>
      <div className="donate-amounts__choices">
        {page.suggestedAmountsCents.map((cents, i) => (
          <label className="donate-amount" key={cents}>
            <input type="radio" name="amount" id={`${fieldId('amount')}-${i}`} value={String(cents)} defaultChecked={chosen === String(cents)} />
            <span>{formatMoney(cents, currency, { trimCents: true })}</span>
          </label>
        ))}
        {page.allowCustom ? (
          <label className="donate-amount donate-amount--other">
            <input type="radio" name="amount" id={`${fieldId('amount')}-custom`} value="custom" defaultChecked={chosen === 'custom'} />
            <span>{t('donations.otherAmount')}</span>
          </label>
        ) : null}
      </div>
      {amountError ? (
        <p className="checkout-field__error" id={`${fieldId('amount')}-error`}>
          {amountError}
        </p>
      ) : null}
      {page.allowCustom ? (
        <p className="checkout-field donate-custom">
          <label htmlFor={customId}>
            {t('donations.otherAmount')} <span className="donate-custom__currency">({t('donations.customAmount', { currency })})</span>
          </label>
          <span className="donate-custom__input">
            <span className="donate-custom__symbol" aria-hidden="true">
              {currencySymbol(currency)}
            </span>
            <input
              id={customId}
              name="customAmount"
              type="text"
              inputMode="decimal"
              defaultValue={input.customAmount ?? ''}
              maxLength={16}
              autoComplete="off"
              aria-invalid={e.customAmount ? true : undefined}
              aria-describedby={[`${customId}-hint`, e.customAmount ? `${customId}-error` : ''].filter(Boolean).join(' ')}
            />
          </span>
          <Messages id={customId} hint={limits} error={e.customAmount} />
        </p>
      ) : (
        <p className="checkout-field__hint">{limits}</p>
      )}
    </fieldset>
  );
}

function CardFields({ view }: { view: DonateView }) {
  const e = view.errors ?? {};
  if (view.provider.browserConfig) {
    // A provider with its own browser fields (Stripe): its script fills the container and the hidden field.
    return (
      <>
        <div className="checkout-payment-element" id={PAYMENT_ELEMENT_ID} {...{ [PAYMENT_PROVIDER_ATTRIBUTE]: view.provider.name, [PUBLISHABLE_KEY_ATTRIBUTE]: view.provider.browserConfig.publishableKey ?? '' }} />
        <input type="hidden" name={PAYMENT_METHOD_FIELD} value="" />
      </>
    );
  }
  return (
    <>
      {view.provider.name === 'test' ? <p className="checkout-note checkout-note--test">{t('checkout.testNote')}</p> : null}
      <TextField name="cardNumber" label={t('checkout.cardNumber')} error={e.cardNumber} autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      <div className="checkout-row">
        <TextField name="cardExpiry" label={t('checkout.cardExpiry')} error={e.cardExpiry} autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        <TextField name="cardCvc" label={t('checkout.cardCvc')} error={e.cardCvc} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
      <TextField name="cardName" label={t('checkout.cardName')} value={view.input?.cardName ?? ''} error={e.cardName} autoComplete="cc-name" maxLength={120} />
    </>
  );
}

/** The donation page: the cause and its one form. */
export function DonateBody({ view }: { view: DonateView }) {
  const { page } = view;
  const input = view.input ?? {};
  const e = view.errors ?? {};
  const fieldErrors = Object.entries(e).filter(([, v]) => v);
  const summaryLinks: Record<string, string | undefined> = {};
  for (const [name, text] of fieldErrors) summaryLinks[name === 'amount' ? amountTarget(page) : name] = text;
  const messageId = fieldId('message');
  return (
    <div className="donate">
      {view.error || fieldErrors.length ? <ErrorSummary message={view.error ?? t('donations.errorSummary')} fields={summaryLinks} /> : null}
      <form className="checkout-form donate__form" method="post" action={`${DONATE_PATH}?donatePageId=${encodeURIComponent(page.id)}`} noValidate aria-label={page.title}>
        <input type="hidden" name="crumb" value={view.crumb} />
        <input type="hidden" name="donatePageId" value={page.id} />
        <input type="hidden" name="key" value={view.key} />
        <section className="checkout-section" aria-labelledby="donar-monto">
          <h2 className="checkout-section__title" id="donar-monto">
            {t('donations.amount')}
          </h2>
          <AmountFieldset view={view} />
        </section>
        <section className="checkout-section" aria-labelledby="donar-datos">
          <h2 className="checkout-section__title" id="donar-datos">
            {t('donations.detailsLegend')}
          </h2>
          <TextField name="name" label={t('donations.name')} value={input.name} error={e.name} autoComplete="name" maxLength={120} />
          <TextField name="email" label={t('donations.email')} value={input.email} error={e.email} hint={t('donations.emailHint')} autoComplete="email" type="email" inputMode="email" maxLength={254} />
          <p className="checkout-field donate-check">
            <input type="checkbox" id={fieldId('anonymous')} name="anonymous" value="1" defaultChecked={input.anonymous} aria-describedby={`${fieldId('anonymous')}-hint`} />
            <label htmlFor={fieldId('anonymous')}>{t('donations.anonymous')}</label>
            <span className="checkout-field__hint" id={`${fieldId('anonymous')}-hint`}>
              {t('donations.anonymousHint')}
            </span>
          </p>
          <p className="checkout-field">
            <label htmlFor={messageId}>{t('donations.message')}</label>
            <textarea id={messageId} name="message" rows={3} maxLength={500} defaultValue={input.message ?? ''} aria-invalid={e.message ? true : undefined} aria-describedby={e.message ? `${messageId}-error` : undefined} />
            <Messages id={messageId} error={e.message} />
          </p>
        </section>
        <section className="checkout-section" aria-labelledby="donar-pago">
          <h2 className="checkout-section__title" id="donar-pago">
            {t('donations.paymentLegend')}
          </h2>
          <fieldset className="checkout-fieldset">
            <legend className="visually-hidden">{t('donations.paymentLegend')}</legend>
            <CardFields view={view} />
          </fieldset>
          <p className="checkout-form__actions">
            <button type="submit" className="btn btn--primary btn--large checkout-pay">
              {t('donations.donate')}
            </button>
          </p>
          <p className="checkout-field__hint">{t('donations.securityNote')}</p>
        </section>
      </form>
    </div>
  );
}

/** The heading and lead of a donation's page: 204 when paid, else pending, failed or refunded. */
export function donationHeading(d: DonationRow, page: DonationPage | undefined): { heading: string; text: string } {
  const values = { amount: formatMoney(d.amount_cents, d.currency), cause: page?.title ?? d.donate_page_id, email: d.email };
  if (d.status === 'paid') return { heading: t('donations.thanksTitle'), text: t('donations.thanksText', values) };
  if (d.status === 'pending') return { heading: t('donations.pendingTitle'), text: t('donations.pendingText', values) };
  if (d.status === 'refunded') return { heading: t('donations.thanksTitle'), text: t('donations.refundedText') };
  return { heading: t('donations.failedTitle'), text: t('donations.failedText') };
}

/** A donation's facts on its page: amount, reference, date, status; the page's thank-you text when paid. */
export function DonationBody({ donation: d, page, timeZone }: { donation: DonationRow; page: DonationPage | undefined; timeZone?: string }) {
  const at = d.paid_at ?? d.created_at;
  return (
    <div className="order donation">
      <dl className="order__facts">
        <div>
          <dt>{t('donations.amount')}</dt>
          <dd>{formatMoney(d.amount_cents, d.currency)}</dd>
        </div>
        <div>
          <dt>{t('donations.reference')}</dt>
          <dd>{donationReference(d.number)}</dd>
        </div>
        <div>
          <dt>{t('donations.date')}</dt>
          <dd>
            {formatDate(at, 'long', timeZone)}, {formatTime(at, timeZone)}
          </dd>
        </div>
        <div>
          <dt>{t('donations.status')}</dt>
          <dd>
            <span className={classList`order-status order-status--${d.status}`}>{t(`donations.status.${d.status}`)}</span>
          </dd>
        </div>
      </dl>
      {d.status === 'paid' && page?.thankYouText ? <p className="donation__thanks">{page.thankYouText}</p> : null}
      <p className="order__keep">{t('donations.keepLink')}</p>
      <p>
        <a className="btn btn--primary btn--medium" href="/">
          {t('donations.backHome')}
        </a>
      </p>
    </div>
  );
}

/** A custom amount as typed ("1,250.50", "$300") → cents in the currency, or undefined when it is not a plain number. */
export function parseAmount(typed: string, currency: string): number | undefined {
  const symbol = currencySymbol(currency);
  const clean = (typed.startsWith(symbol) ? typed.slice(symbol.length) : typed).replace(/[\s$,]/g, '');
  const digits = fractionDigits(currency);
  const pattern = digits === 0 ? /^\d{1,9}$/ : new RegExp(`^\\d{1,9}(?:\\.\\d{1,${digits}})?$`);
  return pattern.test(clean) ? valueToCents(clean, currency) : undefined;
}

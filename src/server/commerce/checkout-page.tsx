import type { ReactNode } from 'react';
/**
 * The checkout page's body (§2 page type 201, docs/commerce.md "Checkout and orders"): the
 * buyer's details, the shipping option, the payment and, beside them, the order summary with the
 * coupon. Every figure comes from the priced cart; every form posts back to /checkout.
 */
import type { StoreSettings } from '../../model/index.ts';
import { COMMERCE_PATHS } from '../../shared/commerce.ts';
import { countryName, DEFAULT_COUNTRIES, statesOf, type DetailsField, type DetailsInput } from '../../shared/checkout-address.ts';
import { t } from '../../shared/messages/index.ts';
import { formatMoney } from '../../shared/money.ts';
import { CheckoutForm, CheckoutTarget, ErrorSummary, SelectField, TextField, summaryMessage } from './checkout-fields.tsx';
import type { PricedCart } from './priced-cart.ts';
import { taxLabel } from './tax-label.ts';
import { GiftCardForm, GiftCardTotals, type AppliedGiftCard } from './gift-cards/checkout-field.tsx';
import { PAYMENT_ELEMENT_ID, PAYMENT_METHOD_FIELD, PAYMENT_PROVIDER_ATTRIBUTE, PUBLISHABLE_KEY_ATTRIBUTE } from '../../shared/payment-element.ts';
import { classList } from '../../ui/class-list.ts';

export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardName';

/** What the page shows: the cart, and what the last form sent back. */
export interface CheckoutView {
  store: StoreSettings;
  priced: PricedCart;
  crumb: string;
  /** The idempotency key of the next payment attempt. */
  key: string;
  provider: { name: string; browserConfig?: Readonly<Record<string, string>> };
  /** A message for the whole page (a declined card, an expired form, a refused order). */
  error?: string;
  details?: DetailsInput;
  detailsErrors?: Partial<Record<DetailsField, string>>;
  shippingError?: string;
  couponInput?: string;
  couponError?: string;
  cardErrors?: Partial<Record<CardField, string>>;
  cardName?: string;
  /** The gift card applied to the cart (docs/commerce-giftcards.md). */
  giftCard?: AppliedGiftCard;
  giftCardInput?: string;
  giftCardError?: string;
}

/** The countries the store ships to, for the country select. */
export const countriesOf = (store: StoreSettings) => store.shipsTo ?? DEFAULT_COUNTRIES;

/** Whether the cart can be paid as it stands (details given, shipping chosen, nothing refused). */
export function readyToPay(priced: PricedCart): boolean {
  const { totals, cart } = priced;
  return priced.lines.length > 0 && priced.gone.length === 0 && Boolean(cart.email && priced.address?.name) && !totals.belowMinimum && !totals.invalidCoupon && (!totals.requiresShipping || Boolean(totals.selectedShippingOption));
}

/** The details form's values: what was sent back, else what the cart keeps. */
function detailsOf(view: CheckoutView): DetailsInput {
  if (view.details) return view.details;
  const a = view.priced.address;
  const countries = countriesOf(view.store);
  return { email: view.priced.cart.email ?? '', name: a?.name ?? '', line1: a?.line1 ?? '', line2: a?.line2 ?? '', city: a?.city ?? '', region: a?.region ?? '', postalCode: a?.postalCode ?? '', country: a?.country || countries[0] || '', phone: a?.phone ?? '' };
}

function DetailsSection({ view }: { view: CheckoutView }) {
  const d = detailsOf(view);
  const e = view.detailsErrors ?? {};
  const ships = view.priced.totals.requiresShipping;
  const countries = countriesOf(view.store);
  const stateGroups = countries.filter((c) => statesOf(c)).map((c) => ({ label: countryName(c), options: Object.entries(statesOf(c)!) as Array<[string, string]> }));
  const otherCountries = countries.some((c) => !statesOf(c));
  const saved = Boolean(view.priced.cart.email);
  return (
    <CheckoutSection id="datos" title={t('checkout.detailsLegend')}>
      <CheckoutForm action="details" crumb={view.crumb}>
        <fieldset className="checkout-fieldset">
          <legend className="visually-hidden">{t('checkout.detailsLegend')}</legend>
          <TextField name="email" type="email" inputMode="email" label={t('checkout.email')} hint={t('checkout.emailHint')} value={d.email} error={e.email} autoComplete="email" maxLength={254} />
          <TextField name="name" label={t('checkout.name')} value={d.name} error={e.name} autoComplete="name" maxLength={120} />
        </fieldset>
        {ships ? (
          <fieldset className="checkout-fieldset">
            <legend className="checkout-fieldset__legend">{t('checkout.addressLegend')}</legend>
            <TextField name="line1" label={t('checkout.line1')} value={d.line1} error={e.line1} autoComplete="address-line1" />
            <TextField name="line2" label={t('checkout.line2')} value={d.line2} error={e.line2} autoComplete="address-line2" required={false} />
            <TextField name="city" label={t('checkout.city')} value={d.city} error={e.city} autoComplete="address-level2" maxLength={120} />
            <div className="checkout-row">
              {stateGroups.length ? (
                <SelectField name="region" label={t('checkout.region')} value={statesOf(d.country) ? d.region : ''} error={e.region} autoComplete="address-level1" placeholder={t('checkout.choose')} groups={stateGroups} />
              ) : null}
              {otherCountries ? <TextField name="regionText" label={t('checkout.regionOther')} value={statesOf(d.country) ? '' : d.region} autoComplete={stateGroups.length ? 'off' : 'address-level1'} required={false} maxLength={60} /> : null}
              <TextField name="postalCode" label={d.country === 'US' ? t('checkout.zip') : t('checkout.postalCode')} value={d.postalCode} error={e.postalCode} autoComplete="postal-code" inputMode={d.country === 'US' || d.country === 'MX' ? 'numeric' : 'text'} maxLength={10} />
            </div>
            <SelectField name="country" label={t('checkout.country')} value={d.country} error={e.country} autoComplete="country" options={countries.map((c) => [c, countryName(c)])} />
            <TextField name="phone" type="tel" inputMode="tel" label={t('checkout.phone')} value={d.phone} error={e.phone} autoComplete="tel" required={false} maxLength={20} />
          </fieldset>
        ) : null}
        <p className="checkout-form__actions">
          <button type="submit" className={classList`btn ${saved ? 'btn--secondary' : 'btn--primary'} btn--medium`}>
            {saved ? t('checkout.editDetails') : t('checkout.saveDetails')}
          </button>
        </p>
      </CheckoutForm>
    </CheckoutSection>
  );
}

function ShippingSection({ view }: { view: CheckoutView }) {
  const { totals, address, cart } = view.priced;
  const money = (cents: number) => (cents === 0 ? t('checkout.shippingFree') : formatMoney(cents, view.store.selectedCurrency));
  let content;
  if (!address?.country || !cart.email) content = <p className="checkout-note">{t('checkout.shippingAfterAddress')}</p>;
  else if (totals.shippingOptions.length === 0) content = <p className="checkout-note">{t('checkout.noShipping', { country: countryName(address.country) })}</p>;
  else {
    const errorId = 'checkout-shipping-error';
    content = (
      <CheckoutForm action="shipping" crumb={view.crumb}>
        <fieldset className="checkout-fieldset checkout-options" aria-describedby={view.shippingError ? errorId : undefined}>
          <legend className="visually-hidden">{t('checkout.shippingLegend')}</legend>
          {view.shippingError ? (
            <p className="checkout-field__error" id={errorId}>
              {view.shippingError}
            </p>
          ) : null}
          {totals.shippingOptions.map((o, i) => (
            <label key={o.id} className="checkout-option">
              <input type="radio" name="shipping" value={o.id} id={i === 0 ? 'checkout-shipping' : undefined} defaultChecked={totals.selectedShippingOption?.id === o.id} required />
              <span className="checkout-option__text">
                <span className="checkout-option__name">{o.name}</span>
                {o.description ? <span className="checkout-option__description">{o.description}</span> : null}
              </span>
              <span className="checkout-option__price">{totals.validCoupon?.kind === 'freeShipping' ? t('checkout.shippingFree') : money(o.priceCents)}</span>
            </label>
          ))}
        </fieldset>
        <p className="checkout-form__actions">
          <button type="submit" className={classList`btn ${totals.selectedShippingOption ? 'btn--secondary' : 'btn--primary'} btn--medium`}>
            {t('checkout.saveShipping')}
          </button>
        </p>
      </CheckoutForm>
    );
  }
  return (
    <CheckoutSection id="envio" title={t('checkout.shippingLegend')}>
      {content}
    </CheckoutSection>
  );
}

/** One numbered part of the checkout (details, shipping, payment): a section named by its heading, an anchor for the 303s. */
function CheckoutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="checkout-section" id={id} aria-labelledby={`${id}-title`}>
      <h2 className="checkout-section__title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The payment fields of the provider: the test card's (number, MM/AA, CVC, name) or a provider's own element (Stripe). Shared with the gift checkout. */
export function CardFields({ provider, errors, cardName }: { provider: CheckoutView['provider']; errors?: Partial<Record<CardField, string>>; cardName?: string }) {
  const e = errors ?? {};
  if (provider.browserConfig) {
    // Hook for a provider with its own browser fields (Stripe): its script fills this
    // container and writes the payment method into the hidden field before the form posts.
    return (
      <>
        <div className="checkout-payment-element" id={PAYMENT_ELEMENT_ID} {...{ [PAYMENT_PROVIDER_ATTRIBUTE]: provider.name, [PUBLISHABLE_KEY_ATTRIBUTE]: provider.browserConfig.publishableKey ?? '' }} />
        <input type="hidden" name={PAYMENT_METHOD_FIELD} value="" />
      </>
    );
  }
  return (
    <fieldset className="checkout-fieldset">
      <legend className="visually-hidden">{t('checkout.paymentLegend')}</legend>
      {provider.name === 'test' ? <p className="checkout-note checkout-note--test">{t('checkout.testNote')}</p> : null}
      <TextField name="cardNumber" label={t('checkout.cardNumber')} error={e.cardNumber} autoComplete="cc-number" inputMode="numeric" maxLength={23} />
      <div className="checkout-row">
        <TextField name="cardExpiry" label={t('checkout.cardExpiry')} error={e.cardExpiry} autoComplete="cc-exp" inputMode="numeric" maxLength={7} />
        <TextField name="cardCvc" label={t('checkout.cardCvc')} error={e.cardCvc} autoComplete="cc-csc" inputMode="numeric" maxLength={4} />
      </div>
      <TextField name="cardName" label={t('checkout.cardName')} value={cardName ?? ''} error={e.cardName} autoComplete="cc-name" maxLength={120} />
    </fieldset>
  );
}

/**
 * Where «back» goes: the cart from /checkout; from a checkout of its own one-line cart (a
 * subscription, which never is in the visitor's cart) the product's page.
 */
function BackLink({ priced }: { priced: PricedCart }) {
  const ownCart = CheckoutTarget.read() !== COMMERCE_PATHS.checkout;
  const product = priced.lines[0]?.href;
  return ownCart && product ? <a href={product}>{t('checkout.backToProduct')}</a> : <a href={COMMERCE_PATHS.cart}>{t('checkout.backToCart')}</a>;
}

function PaymentSection({ view }: { view: CheckoutView }) {
  const { priced } = view;
  let content;
  if (priced.gone.length) content = <p className="checkout-note checkout-note--warn">{t('checkout.goneLines')} <BackLink priced={priced} /></p>;
  else if (priced.totals.belowMinimum) content = <p className="checkout-note checkout-note--warn">{t('checkout.minimum', { amount: formatMoney(view.store.minimumSubtotalCents ?? 0, view.store.selectedCurrency) })}</p>;
  else if (!readyToPay(priced)) content = <p className="checkout-note">{t('checkout.payFirst')}</p>;
  else {
    const cardCents = view.giftCard?.cents ?? 0;
    const toPay = priced.totals.grandTotalCents - cardCents;
    content = (
      <CheckoutForm action="pay" crumb={view.crumb} hidden={{ key: view.key, giftCardCents: String(cardCents) }}>
        {toPay === 0 && cardCents > 0 ? (
          <p className="checkout-note">{t('giftCards.coveredNote')}</p>
        ) : (
          <CardFields provider={view.provider} errors={view.cardErrors} cardName={view.cardName} />
        )}
        <p className="checkout-form__actions">
          <button type="submit" className="btn btn--primary btn--large checkout-pay">
            {toPay === 0 && cardCents > 0 ? t('giftCards.payWithCard') : t('checkout.pay', { amount: formatMoney(toPay, view.store.selectedCurrency) })}
          </button>
        </p>
      </CheckoutForm>
    );
  }
  return (
    <CheckoutSection id="pago" title={t('checkout.paymentLegend')}>
      {content}
    </CheckoutSection>
  );
}

function CouponForm({ view }: { view: CheckoutView }) {
  const { totals, cart } = view.priced;
  if (cart.coupon_code) {
    const applied = totals.validCoupon && !totals.invalidCoupon;
    return (
      <CheckoutForm action="removeCoupon" crumb={view.crumb} className="checkout-coupon checkout-coupon--applied">
        <p className={applied ? 'checkout-coupon__applied' : 'checkout-field__error'} role={applied ? undefined : 'alert'}>
          {applied ? t('checkout.couponApplied', { code: cart.coupon_code }) : t(totals.invalidCoupon?.problem ?? 'commerce.couponUnknown')}
        </p>
        <button type="submit" className="btn btn--secondary btn--small">
          {t('checkout.couponRemove')}
        </button>
      </CheckoutForm>
    );
  }
  return (
    <CheckoutForm action="coupon" crumb={view.crumb} className="checkout-coupon">
      <div className="checkout-coupon__row">
        <TextField name="coupon" label={t('checkout.couponLegend')} value={view.couponInput ?? ''} error={view.couponError} autoComplete="off" required={false} maxLength={30} />
        <button type="submit" className="btn btn--secondary btn--medium">
          {t('checkout.couponApply')}
        </button>
      </div>
    </CheckoutForm>
  );
}

function Summary({ view }: { view: CheckoutView }) {
  const { priced, store } = view;
  const { totals } = priced;
  const money = (cents: number) => formatMoney(cents, store.selectedCurrency);
  const tax = taxLabel(store, priced.address);
  const shippingText = !totals.requiresShipping ? null : totals.selectedShippingOption ? (totals.shippingCostCents === 0 ? t('checkout.shippingFree') : money(totals.shippingCostCents)) : t('checkout.shippingPending');
  return (
    <aside className="checkout-summary" id="resumen" aria-labelledby="checkout-summary-title">
      <h2 className="checkout-section__title" id="checkout-summary-title">
        {t('checkout.summaryHeading')}
      </h2>
      <ul className="checkout-lines">
        {priced.lines.map((l) => (
          <li key={l.sku} className="checkout-line">
            <span className="checkout-line__text">
              <a className="checkout-line__title" href={l.href}>
                {l.title}
              </a>
              {l.variantLabel ? <span className="checkout-line__variant">{l.variantLabel}</span> : null}
              <span className="checkout-line__qty">{t('checkout.quantity', { count: l.quantity })}</span>
              {l.quantity > l.inStock ? <span className="checkout-field__error">{t('checkout.onlyLeft', { count: l.inStock, title: l.title })}</span> : null}
            </span>
            <span className="checkout-line__amount">{money(l.unitPriceCents * l.quantity)}</span>
          </li>
        ))}
      </ul>
      <p className="checkout-summary__back">
        <BackLink priced={priced} />
      </p>
      <CouponForm view={view} />
      <GiftCardForm crumb={view.crumb} currency={store.selectedCurrency} applied={view.giftCard} input={view.giftCardInput} error={view.giftCardError} />
      <dl className="checkout-totals">
        <div>
          <dt>{t('checkout.subtotal')}</dt>
          <dd>{money(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 ? (
          <div>
            <dt>{t('checkout.discount', { code: totals.validCoupon?.code.toUpperCase() ?? '' })}</dt>
            <dd>{`-${money(totals.discountCents)}`}</dd>
          </div>
        ) : null}
        {shippingText ? (
          <div>
            <dt>{t('checkout.shipping')}</dt>
            <dd>{shippingText}</dd>
          </div>
        ) : null}
        {totals.taxCents > 0 ? (
          <div className={tax.included ? 'checkout-totals__included' : undefined}>
            <dt>{tax.included ? t('checkout.taxIncluded', { name: tax.name }) : t('checkout.tax', { name: tax.name })}</dt>
            <dd>{money(totals.taxCents)}</dd>
          </div>
        ) : null}
        <div className="checkout-totals__total">
          <dt>{t('checkout.total')}</dt>
          <dd>{money(totals.grandTotalCents)}</dd>
        </div>
        <GiftCardTotals applied={view.giftCard} totalCents={totals.grandTotalCents} currency={store.selectedCurrency} />
      </dl>
    </aside>
  );
}

/** The checkout's content under its heading. */
export function CheckoutBody({ view }: { view: CheckoutView }) {
  const fieldErrors = { ...view.detailsErrors, ...(view.shippingError ? { shipping: view.shippingError } : {}), ...(view.couponError ? { coupon: view.couponError } : {}), ...(view.giftCardError ? { giftCard: view.giftCardError } : {}), ...view.cardErrors };
  const hasFieldErrors = Object.values(fieldErrors).some(Boolean);
  return (
    <div className="checkout">
      {view.error || hasFieldErrors ? <ErrorSummary message={view.error ?? summaryMessage()} fields={fieldErrors} /> : null}
      <div className="checkout__grid">
        <div className="checkout__main">
          <DetailsSection view={view} />
          {view.priced.totals.requiresShipping ? <ShippingSection view={view} /> : null}
          <PaymentSection view={view} />
        </div>
        <Summary view={view} />
      </div>
    </div>
  );
}

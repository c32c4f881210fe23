/**
 * Stripe on the checkout page (issue 16, docs/commerce.md "Payments"). The runtime fetches this
 * script only when the page has a Stripe payment container (`STRIPE_ELEMENT_SELECTOR`); it then
 * loads Stripe.js from js.stripe.com (the visitor is paying: nothing waits for it), mounts
 * Stripe's card field in the container and, when the pay form is submitted, asks Stripe.js for a
 * PaymentMethod and puts its id in the hidden field `paymentMethodId` before the form posts.
 * The card number stays in Stripe's frame; the server charges the PaymentMethod. No React.
 */
import { commerceMessages } from '../../shared/messages/commerce.ts';
import { PAYMENT_METHOD_FIELD, PUBLISHABLE_KEY_ATTRIBUTE, STRIPE_ELEMENT_SELECTOR, STRIPE_JS_URL } from '../../shared/payment-element.ts';

/** The little of Stripe.js this script uses. */
export interface StripeJs {
  elements(options?: { locale?: string }): { create(type: 'card', options?: object): CardElement };
  createPaymentMethod(data: { type: 'card'; card: CardElement; billing_details?: { name?: string; email?: string } }): Promise<{ paymentMethod?: { id: string }; error?: { message?: string } }>;
}
export interface CardElement {
  mount(target: HTMLElement): void;
  on(event: 'change', handler: (e: { error?: { message?: string }; complete?: boolean }) => void): void;
  focus(): void;
}
/** Stripe.js's global: `Stripe(publishableKey, options)`. */
export type StripeFactory = (publishableKey: string, options?: { locale?: string }) => StripeJs;

declare global {
  interface Window {
    Stripe?: StripeFactory;
  }
}

const STARTED = 'data-stripe-started';

/** Loads Stripe.js once, from Stripe (its terms forbid bundling it). */
export function loadStripeJs(doc: Document = document): Promise<StripeFactory> {
  const win = doc.defaultView as Window;
  if (win.Stripe) return Promise.resolve(win.Stripe);
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script');
    script.src = STRIPE_JS_URL;
    script.async = true;
    script.addEventListener('load', () => (win.Stripe ? resolve(win.Stripe) : reject(new Error('Stripe.js did not start'))));
    script.addEventListener('error', () => reject(new Error('Stripe.js did not load')));
    doc.head.append(script);
  });
}

/**
 * Sets up the Stripe payment container of `doc`, if it has one (and only once). Resolves when
 * the card field is mounted or its failure is shown; does nothing on a page without a container.
 */
export async function startStripeCheckout(doc: Document = document, load: (doc: Document) => Promise<StripeFactory> = loadStripeJs): Promise<void> {
  const container = doc.querySelector<HTMLElement>(STRIPE_ELEMENT_SELECTOR);
  const key = container?.getAttribute(PUBLISHABLE_KEY_ATTRIBUTE);
  const form = container?.closest('form');
  if (!container || !key || !form || container.hasAttribute(STARTED)) return;
  container.setAttribute(STARTED, '');

  const parts = drawContainer(doc, container);
  const field = hiddenField(doc, form);
  const pay = payButton(form);
  if (pay) pay.disabled = true;

  let stripe: StripeJs;
  let card: CardElement;
  try {
    stripe = (await load(doc))(key, { locale: 'es-419' });
    card = stripe.elements({ locale: 'es-419' }).create('card', { hidePostalCode: true, style: cardStyle(doc, container) });
    card.mount(parts.mount);
  } catch {
    parts.status.textContent = commerceMessages['commerce.stripeUnavailable'];
    parts.status.classList.add('stripe-card__error');
    parts.status.setAttribute('role', 'alert');
    return;
  }
  parts.status.hidden = true;
  if (pay) pay.disabled = false;
  card.on('change', (e) => showError(parts, e.error?.message));

  let busy = false;
  let approved = false;
  form.addEventListener('submit', (event) => {
    const submitter = (event as SubmitEvent).submitter as HTMLButtonElement | HTMLInputElement | null;
    if (approved || !paying(form, submitter)) return;
    event.preventDefault();
    if (busy) return; // a double click while Stripe answers
    busy = true;
    setBusy(submitter, true);
    const billing = { name: textOf(form, 'name'), email: textOf(form, 'email') };
    stripe
      .createPaymentMethod({ type: 'card', card, billing_details: Object.fromEntries(Object.entries(billing).filter(([, v]) => v)) })
      .then((result) => {
        if (!result.paymentMethod) throw new Error(result.error?.message ?? '');
        field.value = result.paymentMethod.id;
        showError(parts, undefined);
        approved = true;
        submit(form, submitter);
      })
      .catch((err: Error) => {
        busy = false;
        setBusy(submitter, false);
        showError(parts, err.message || commerceMessages['commerce.stripeCardIncomplete']);
        card.focus();
      });
  });
}

/** The label, the card field's place, the status line (loading, or why it failed) and the error line, tied to the group. */
function drawContainer(doc: Document, container: HTMLElement) {
  const id = container.id;
  const make = (tag: string, className: string, text = '') => {
    const el = doc.createElement(tag);
    el.className = className;
    el.textContent = text;
    return el;
  };
  const label = make('p', 'stripe-card__label', commerceMessages['commerce.stripeCardLabel']);
  label.id = `${id}-label`;
  const mount = make('div', 'stripe-card__field');
  const status = make('p', 'stripe-card__status', commerceMessages['commerce.stripeLoading']);
  const error = make('p', 'stripe-card__error');
  error.id = `${id}-error`;
  error.hidden = true;
  error.setAttribute('role', 'alert');
  container.classList.add('stripe-card');
  container.setAttribute('role', 'group');
  container.setAttribute('aria-labelledby', label.id);
  container.replaceChildren(label, mount, status, error);
  return { container, mount, status, error };
}

function showError(parts: ReturnType<typeof drawContainer>, message: string | undefined) {
  parts.error.textContent = message ?? '';
  parts.error.hidden = !message;
  if (message) parts.container.setAttribute('aria-describedby', parts.error.id);
  else parts.container.removeAttribute('aria-describedby');
}

/** The form's `paymentMethodId` field, added when the page has none. */
function hiddenField(doc: Document, form: HTMLFormElement): HTMLInputElement {
  const existing = form.querySelector<HTMLInputElement>(`input[name="${PAYMENT_METHOD_FIELD}"]`);
  if (existing) return existing;
  const input = doc.createElement('input');
  input.type = 'hidden';
  input.name = PAYMENT_METHOD_FIELD;
  form.append(input);
  return input;
}

/** Whether this submit pays: its `action` (the button's, else the form's field) is `pay`, or the form has none. */
function paying(form: HTMLFormElement, submitter: HTMLButtonElement | HTMLInputElement | null): boolean {
  if (submitter?.name === 'action') return submitter.value === 'pay';
  const field = form.querySelector<HTMLInputElement>('input[name="action"]');
  return !field || field.value === 'pay';
}

/** The button that pays: `name="action" value="pay"`, or the only kind of submit button of a form without actions. */
function payButton(form: HTMLFormElement): HTMLButtonElement | HTMLInputElement | null {
  const pay = form.querySelector<HTMLButtonElement | HTMLInputElement>('button[name="action"][value="pay"], input[type="submit"][name="action"][value="pay"]');
  if (pay || form.querySelector('[name="action"]')) return pay;
  return form.querySelector<HTMLButtonElement | HTMLInputElement>('button:not([type="button"]):not([type="reset"]), input[type="submit"]');
}

/** Posts the form as the visitor's click would have, the button's name and value included. */
function submit(form: HTMLFormElement, submitter: HTMLButtonElement | HTMLInputElement | null) {
  setBusy(submitter, false);
  if (typeof form.requestSubmit === 'function') return form.requestSubmit(submitter ?? undefined);
  if (submitter?.name) {
    const copy = form.ownerDocument.createElement('input');
    Object.assign(copy, { type: 'hidden', name: submitter.name, value: submitter.value });
    form.append(copy);
  }
  form.submit();
}

function setBusy(button: HTMLButtonElement | HTMLInputElement | null, busy: boolean) {
  if (!button) return;
  button.disabled = busy;
  button.toggleAttribute('aria-busy', busy);
}

function textOf(form: HTMLFormElement, name: string): string {
  const el = form.elements.namedItem(name);
  return el instanceof HTMLInputElement ? el.value.trim() : '';
}

/** The card field's text in the page's own font and colours (Stripe's frame cannot read our CSS). */
function cardStyle(doc: Document, container: HTMLElement) {
  const css = doc.defaultView?.getComputedStyle(container);
  const base: Record<string, string> = {};
  if (css?.color) base.color = css.color;
  if (css?.fontFamily) base.fontFamily = css.fontFamily;
  base.fontSize = '16px';
  return { base, invalid: { color: '#b42318' } };
}

void startStripeCheckout(document);

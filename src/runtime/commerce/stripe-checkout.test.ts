// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commerceMessages } from '../../shared/messages/commerce.ts';
import { startStripeCheckout, type CardElement, type StripeFactory } from './stripe-checkout.ts';

// Stripe.js cannot load here (no network): these tests give the script a stand-in for Stripe's
// global and check our side of it. That the real Stripe.js mounts its frame and makes a
// PaymentMethod is for a browser against Stripe's test mode (docs/commerce.md "Payments").

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  document.body.innerHTML = '';
  delete window.Stripe;
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function page(provider = 'stripe') {
  document.body.innerHTML = `
    <form method="post" action="/checkout">
      <input name="email" value="ana@example.com">
      <input name="name" value="Ana Pérez">
      <button type="submit" name="action" value="coupon">Aplicar cupón</button>
      <fieldset><legend>Pago</legend><div id="payment-element" data-provider="${provider}" data-publishable-key="pk_test_123"></div></fieldset>
      <button type="submit" name="action" value="pay">Pagar</button>
    </form>`;
  const form = document.querySelector('form')!;
  const requestSubmit = vi.fn();
  form.requestSubmit = requestSubmit;
  return { form, requestSubmit, pay: form.querySelector<HTMLButtonElement>('[value="pay"]')!, coupon: form.querySelector<HTMLButtonElement>('[value="coupon"]')! };
}

function fakeStripe(result: { paymentMethod?: { id: string }; error?: { message?: string } } = { paymentMethod: { id: 'pm_123' } }) {
  let change: (e: { error?: { message?: string } }) => void = () => {};
  const card: CardElement & { mounted?: HTMLElement } = {
    mount: vi.fn((target: HTMLElement) => {
      card.mounted = target;
    }),
    on: vi.fn((_event, handler) => {
      change = handler;
    }),
    focus: vi.fn(),
  };
  const createPaymentMethod = vi.fn(async () => result);
  const factory = vi.fn(() => ({ elements: () => ({ create: () => card }), createPaymentMethod })) as unknown as StripeFactory;
  return { factory, card, createPaymentMethod, change: (e: { error?: { message?: string } }) => change(e), load: vi.fn(async () => factory) };
}

const submitWith = (form: HTMLFormElement, submitter: HTMLElement) => {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter });
  form.dispatchEvent(event);
  return event;
};

describe('the Stripe checkout script', () => {
  it('does nothing on a page without a Stripe payment container: no Stripe.js, nothing drawn', async () => {
    document.body.innerHTML = '<form><button>Enviar</button></form>';
    await import('./stripe-checkout.ts'); // starts on the page, as the runtime's import does
    const load = vi.fn();
    await startStripeCheckout(document, load);
    page('test');
    await startStripeCheckout(document, load);
    expect(load).not.toHaveBeenCalled();
    expect(document.querySelector('script')).toBeNull();
    expect(document.getElementById('payment-element')!.children).toHaveLength(0);
  });

  it('mounts the card field with the publishable key in es-419, labelled as a group; pay waits for it', async () => {
    const { pay } = page();
    const stripe = fakeStripe();
    const started = startStripeCheckout(document, stripe.load);
    expect(pay.disabled).toBe(true);
    await started;
    expect(stripe.factory).toHaveBeenCalledWith('pk_test_123', { locale: 'es-419' });
    const container = document.getElementById('payment-element')!;
    expect(stripe.card.mounted?.parentElement).toBe(container);
    expect(container.getAttribute('role')).toBe('group');
    expect(document.getElementById(container.getAttribute('aria-labelledby')!)!.textContent).toBe(commerceMessages['commerce.stripeCardLabel']);
    expect(pay.disabled).toBe(false);
    // Once only, however often it is started.
    await startStripeCheckout(document, stripe.load);
    expect(stripe.load).toHaveBeenCalledTimes(1);
  });

  it('on pay: makes a PaymentMethod, puts its id in paymentMethodId, then posts with the pay button', async () => {
    const { form, pay, requestSubmit } = page();
    const stripe = fakeStripe();
    await startStripeCheckout(document, stripe.load);
    const event = submitWith(form, pay);
    expect(event.defaultPrevented).toBe(true);
    expect(pay.disabled).toBe(true);
    // A second click while Stripe answers does nothing more.
    submitWith(form, pay);
    await settle();
    expect(stripe.createPaymentMethod).toHaveBeenCalledTimes(1);
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: stripe.card, billing_details: { name: 'Ana Pérez', email: 'ana@example.com' } });
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="paymentMethodId"]')!.value).toBe('pm_123');
    expect(requestSubmit).toHaveBeenCalledWith(pay);
    // The post itself goes through untouched.
    expect(submitWith(form, pay).defaultPrevented).toBe(false);
  });

  it('other actions of the form (a coupon) post as they are', async () => {
    const { form, coupon } = page();
    const stripe = fakeStripe();
    await startStripeCheckout(document, stripe.load);
    expect(submitWith(form, coupon).defaultPrevented).toBe(false);
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
  });

  it('a card Stripe.js refuses: the message in an alert tied to the field, nothing posted, pay again possible', async () => {
    const { form, pay, requestSubmit } = page();
    const stripe = fakeStripe({ error: { message: 'El número de tu tarjeta está incompleto.' } });
    await startStripeCheckout(document, stripe.load);
    submitWith(form, pay);
    await settle();
    const container = document.getElementById('payment-element')!;
    const error = document.getElementById(container.getAttribute('aria-describedby')!)!;
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.hidden).toBe(false);
    expect(error.textContent).toBe('El número de tu tarjeta está incompleto.');
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(stripe.card.focus).toHaveBeenCalled();
    expect(pay.disabled).toBe(false);
    // Fixing the card clears the message.
    stripe.change({});
    expect(error.hidden).toBe(true);
    expect(container.hasAttribute('aria-describedby')).toBe(false);
  });

  it('Stripe.js that does not load: says so in es-419 and leaves pay disabled', async () => {
    const { pay } = page();
    await startStripeCheckout(document, () => Promise.reject(new Error('offline')));
    const status = document.querySelector('.stripe-card__status')!;
    expect(status.textContent).toBe(commerceMessages['commerce.stripeUnavailable']);
    expect(status.getAttribute('role')).toBe('alert');
    expect(pay.disabled).toBe(true);
  });

  it('loads Stripe.js from js.stripe.com, unless the page has it already', async () => {
    page();
    window.Stripe = fakeStripe().factory;
    await startStripeCheckout(document);
    expect(document.head.querySelector('script')).toBeNull();
    expect(document.querySelector('.stripe-card__status')!.hasAttribute('hidden')).toBe(true);

    delete window.Stripe;
    page();
    // happy-dom fetches no scripts: the tag is caught on its way into <head>, then "loads".
    let tag: HTMLScriptElement | undefined;
    const append = vi.spyOn(document.head, 'append').mockImplementation((node) => {
      tag = node as HTMLScriptElement;
    });
    const started = startStripeCheckout(document);
    append.mockRestore();
    expect(tag!.src).toBe('https://js.stripe.com/v3');
    const stripe = fakeStripe();
    window.Stripe = stripe.factory;
    tag!.dispatchEvent(new Event('load'));
    await started;
    expect(stripe.card.mount).toHaveBeenCalled();
  });
});

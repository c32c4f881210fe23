/**
 * The checkout page's payment section as the server draws it and the browser reads it (issue 16,
 * docs/commerce.md "Payments"). With Stripe, the page carries
 * `<div id="payment-element" data-provider="stripe" data-publishable-key="pk_…">` inside the pay
 * form; the runtime then fetches the Stripe script (src/runtime/commerce/stripe-checkout.ts),
 * which mounts Stripe's card field there and, on submit, puts the PaymentMethod id Stripe.js made
 * in the hidden field `paymentMethodId`. No card number ever reaches our server.
 */

/** The id of the payment container. */
export const PAYMENT_ELEMENT_ID = 'payment-element';
/** Its attribute naming the provider (`stripe`; the test provider draws plain card fields instead). */
export const PAYMENT_PROVIDER_ATTRIBUTE = 'data-provider';
/** Its attribute carrying Stripe's publishable key (public by design). */
export const PUBLISHABLE_KEY_ATTRIBUTE = 'data-publishable-key';
/** A Stripe payment container. */
export const STRIPE_ELEMENT_SELECTOR = `#${PAYMENT_ELEMENT_ID}[${PAYMENT_PROVIDER_ATTRIBUTE}="stripe"]`;
/** What makes the always-loaded runtime fetch the Stripe script (short: the runtime has a size budget; the script checks the rest). */
export const STRIPE_NEEDED_SELECTOR = `[${PAYMENT_PROVIDER_ATTRIBUTE}=stripe]`;
/** The form field the PaymentMethod id travels in. */
export const PAYMENT_METHOD_FIELD = 'paymentMethodId';
/** Stripe.js, loaded from Stripe as its terms require (never bundled or self-hosted). */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';
/** A PaymentMethod id as Stripe.js makes it. */
export const PAYMENT_METHOD_ID = /^pm_[A-Za-z0-9_]{1,200}$/;

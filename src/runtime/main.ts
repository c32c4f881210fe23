/**
 * The always-loaded browser runtime (no React): claims the window, registers the
 * initialisers of §4 and runs them. Islands bring React with their own chunks.
 */
import { del, get, post, put, request, showSystemError } from './data/index.ts';
import { claimFirstRun } from './guard.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import MOVING_PARTS_SCRIPT from './moving-parts.ts?worker&url';
import CHROME_SCRIPT from './chrome/chrome.ts?worker&url';
import STRIPE_CHECKOUT_SCRIPT from './commerce/stripe-checkout.ts?worker&url';
import { MOVING_PARTS_SELECTOR } from '../shared/islands.ts';
import { CHROME_SELECTOR } from '../shared/chrome.ts';
import { STRIPE_NEEDED_SELECTOR } from '../shared/payment-element.ts';
import { NOMOTION_CLASS } from '../shared/motion.ts';
import type { DialogsApi } from './chrome/dialogs/dialogs.ts';
import type { Bridge } from './chrome/mobile-app.ts';
import { enhanceNavigation } from './nav.ts';
import { readPageContext } from './page-context.ts';
import { registerTracking, type TrackingApi } from './tracking/index.ts';

/** The data helper (SPEC §7, §8) as other bundles of the page reach it. */
const data = { request, get, post, put, del, showSystemError };

declare global {
  interface Window {
    /** The page lifecycle, the data helper and tracking (§7), for the other bundles of the page and for debugging. */
    Vitrina?: { lifecycle: Lifecycle; data: typeof data; track: TrackingApi; dialogs: DialogsApi; bridge?: Bridge };
  }
}

if (claimFirstRun(window)) {
  // §2 nomotion=true: motion.css stops motion under this class, motionAllowed() reads it.
  if (/[?&]nomotion=true/.test(location.search)) document.documentElement.classList.add(NOMOTION_CLASS);
  const context = readPageContext(document);
  const lifecycle = createLifecycle();
  // First, so the error reporter listens before anything else runs.
  const track = registerTracking(lifecycle, context);
  lifecycle.register('navigation', () => enhanceNavigation(document));
  // Islands and consent-held content: a script of their own (moving-parts.ts), fetched only when
  // the page has some. Built by `?worker&url` like after-load.ts, so no preload helper comes along.
  lifecycle.register('moving-parts', () => {
    if (document.querySelector(MOVING_PARTS_SELECTOR)) void import(/* @vite-ignore */ MOVING_PARTS_SCRIPT).catch(() => {});
  });
  // The site chrome (banner, bars, popup, dialogs, owner keys, app bridge): likewise its own script.
  lifecycle.register('chrome', () => {
    if (document.querySelector(CHROME_SELECTOR) || /[?&]platform=mobile-app/.test(location.search)) void import(/* @vite-ignore */ CHROME_SCRIPT).catch(() => {});
  });
  // The system dialogs (§4) for other bundles: stand-ins that import the chrome script (the same
  // module, started once), which puts the real ones in their place.
  const ui = (name: keyof DialogsApi) => (options: never) => import(/* @vite-ignore */ CHROME_SCRIPT).then(() => window.Vitrina!.dialogs[name](options));
  window.Vitrina = { lifecycle, data, track, dialogs: { confirm: ui('confirm'), alert: ui('alert'), info: ui('info') } };

  // Module scripts run after parsing, so the DOM is complete here.
  lifecycle.init();
  // The checkout's Stripe card field (docs/commerce.md "Payments"): its script, only on a page with a Stripe payment container.
  if (document.querySelector(STRIPE_NEEDED_SELECTOR)) void import(/* @vite-ignore */ STRIPE_CHECKOUT_SCRIPT).catch(() => {});
  if (document.readyState === 'complete') lifecycle.bodyLoaded();
  else window.addEventListener('load', () => lifecycle.bodyLoaded(), { once: true });
}

/**
 * The chrome script: fetched by the always-loaded runtime (main.ts) only on pages with chrome
 * (src/shared/chrome.ts). It starts each part the page has; every part is a chunk of its own,
 * imported on demand, so a page with only a cookie banner loads only the banner's code.
 *
 * Adding a part: a module under src/runtime/chrome/ whose `start(element, context)` sets it up,
 * and one line in PARTS (a part with markup) or NEEDS (a part without).
 */
import { ANCHOR_SELECTOR, CHECKOUT_LINK_SELECTOR, CHROME_ATTRIBUTE, CHROME_NEEDS_ATTRIBUTE } from '../../shared/chrome.ts';
import { readPageContext } from '../page-context.ts';
import type { AlertOptions, ConfirmOptions, DialogsApi, InfoOptions } from './dialogs/dialogs.ts';

/** The page context as chrome parts read it. */
export type ChromeContext = ReturnType<typeof readPageContext>;

/** What a part module exports. */
export interface ChromePart {
  start(element: HTMLElement, context: ChromeContext): void;
}

type Loader = () => Promise<ChromePart>;

/** Parts drawn by the server, by their `data-chrome` name. */
const PARTS: Record<string, Loader> = {
  'info-popup': () => import('./dialogs/dialogs.ts'),
  'cookie-banner': () => import('./cookie-banner.ts'),
  'announcement-bar': () => import('./announcement-bar.ts'),
  'popup-overlay': () => import('./popup-overlay.ts'),
  'cart-indicator': () => import('./cart-indicator.ts'),
  'buy-form': () => import('../commerce/buy-form.ts'),
  'product-grid': () => import('../commerce/product-grid.ts'),
  'review-counter': () => import('../commerce/review-counter.ts'),
};

/** Parts without markup, by their name in <body data-chrome-needs>. */
const NEEDS: Record<string, Loader> = {
  'owner-keys': () => import('./owner-keys.ts'),
  'mobile-app': () => import('./mobile-app.ts'),
  tooltip: () => import('./tooltip.ts'),
  'anchor-scroll': () => import('./scroll.ts'),
  'font-report': () => import('./font-report.ts'),
  'checkout-guard': () => import('./checkout-guard.ts'),
};

/** Needs the page shows by its content: elements with a tooltip, links to a place on the page. */
const NEEDED_BY: Record<string, string> = {
  tooltip: '[data-tooltip]',
  'anchor-scroll': ANCHOR_SELECTOR,
  'checkout-guard': CHECKOUT_LINK_SELECTOR,
};

/** The parts already started, by element and name: starting the chrome again starts nothing twice. */
const started = new WeakMap<Element, Set<string>>();

/** Starts every chrome part of `doc`; a part that fails to load or start is logged, the others go on. */
export function startChrome(doc: Document, context: ChromeContext = readPageContext(doc)): void {
  const run = (name: string, loader: Loader | undefined, element: HTMLElement) => {
    if (!loader || !Object.hasOwn(PARTS, name) && !Object.hasOwn(NEEDS, name)) return;
    const names = started.get(element) ?? new Set<string>();
    if (names.has(name)) return;
    started.set(element, names.add(name));
    loader()
      .then((part) => part.start(element, context))
      .catch((error) => console.error(`Vitrina: chrome part ${name} failed`, error));
  };
  doc.querySelectorAll<HTMLElement>(`[${CHROME_ATTRIBUTE}]`).forEach((el) => {
    const name = el.getAttribute(CHROME_ATTRIBUTE)!;
    run(name, PARTS[name], el);
  });
  const needs = (doc.body.getAttribute(CHROME_NEEDS_ATTRIBUTE) ?? '').split(/\s+/).filter(Boolean);
  // The native container is known from the address alone (§2 "platform=mobile-app"): cached
  // pages are the same for every query, so the server cannot say it.
  if (new URLSearchParams(location.search).get('platform') === 'mobile-app') needs.push('mobile-app');
  for (const [name, selector] of Object.entries(NEEDED_BY)) if (doc.querySelector(selector)) needs.push(name);
  for (const name of needs) {
    run(name, NEEDS[name], doc.body);
  }
}

startChrome(document);

// The system dialogs (§4) for window.Vitrina.dialogs: main.ts offers stand-ins that import this
// script; here they become the real ones, which load the dialogs' chunk on first use. (A script
// built with `?worker&url` keeps no exports, so the functions go by the window.)
const dialogs = () => import('./dialogs/dialogs.ts');
if (window.Vitrina) {
  Object.assign(window.Vitrina.dialogs, {
    confirm: (options: ConfirmOptions) => dialogs().then((d) => d.confirmDialog(options)),
    alert: (options: AlertOptions) => dialogs().then((d) => d.alertDialog(options)),
    info: (options: InfoOptions) => dialogs().then((d) => d.infoPopup(options)),
  } satisfies DialogsApi);
}

/**
 * The chrome script: fetched by the always-loaded runtime (main.ts) only on pages with chrome
 * (src/shared/chrome.ts). It starts each part the page has; every part is a chunk of its own,
 * imported on demand, so a page with only a cookie banner loads only the banner's code.
 *
 * Adding a part: a module under src/runtime/chrome/ whose `start(element, context)` sets it up,
 * and one line in PARTS (a part with markup) or NEEDS (a part without).
 */
import { CHROME_ATTRIBUTE, CHROME_NEEDS_ATTRIBUTE } from '../../shared/chrome.ts';
import { readPageContext } from '../page-context.ts';

/** The page context as chrome parts read it. */
export type ChromeContext = ReturnType<typeof readPageContext>;

/** What a part module exports. */
export interface ChromePart {
  start(element: HTMLElement, context: ChromeContext): void;
}

type Loader = () => Promise<ChromePart>;

/** Parts drawn by the server, by their `data-chrome` name. */
const PARTS: Record<string, Loader> = {};

/** Parts without markup, by their name in <body data-chrome-needs>. */
const NEEDS: Record<string, Loader> = {
  'font-report': () => import('./font-report.ts'),
};

/** Starts every chrome part of `doc`; a part that fails to load or start is logged, the others go on. */
export function startChrome(doc: Document, context: ChromeContext = readPageContext(doc)): void {
  const run = (name: string, loader: Loader | undefined, element: HTMLElement) => {
    if (!loader || !Object.hasOwn(PARTS, name) && !Object.hasOwn(NEEDS, name)) return;
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
  for (const name of needs) {
    run(name, NEEDS[name], doc.body);
  }
}

startChrome(document);

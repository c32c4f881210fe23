/**
 * The always-loaded browser runtime (no React): claims the window, registers the
 * initialisers of §4 and runs them. Islands bring React with their own chunks.
 */
import { claimFirstRun } from './guard.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { startIslands } from './islands/loader.ts';
import { enhanceNavigation } from './nav.ts';
import { readPageContext } from './page-context.ts';

declare global {
  interface Window {
    /** The page lifecycle, for the other bundles of the page and for debugging. */
    Vitrina?: { lifecycle: Lifecycle };
  }
}

if (claimFirstRun(window)) {
  const context = readPageContext(document);
  const lifecycle = createLifecycle();
  lifecycle.register('navigation', () => enhanceNavigation(document));
  lifecycle.register('islands', () => startIslands(document, context.islands));
  window.Vitrina = { lifecycle };

  // Module scripts run after parsing, so the DOM is complete here.
  lifecycle.init();
  if (document.readyState === 'complete') lifecycle.bodyLoaded();
  else window.addEventListener('load', () => lifecycle.bodyLoaded(), { once: true });
}

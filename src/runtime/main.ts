/**
 * The always-loaded browser runtime (no React): claims the window, registers the
 * initialisers of §4 and runs them. Islands bring React with their own chunks.
 */
import { del, get, post, put, request, showSystemError } from './data/index.ts';
import { claimFirstRun } from './guard.ts';
import { createLifecycle, type Lifecycle } from './lifecycle.ts';
import { startIslands } from './islands/loader.ts';
import { enhanceNavigation } from './nav.ts';
import { readPageContext } from './page-context.ts';
import { registerTracking, type TrackingApi } from './tracking/index.ts';

/** The data helper (SPEC §7, §8) as other bundles of the page reach it. */
const data = { request, get, post, put, del, showSystemError };

declare global {
  interface Window {
    /** The page lifecycle, the data helper and tracking (§7), for the other bundles of the page and for debugging. */
    Vitrina?: { lifecycle: Lifecycle; data: typeof data; track: TrackingApi };
  }
}

if (claimFirstRun(window)) {
  const context = readPageContext(document);
  const lifecycle = createLifecycle();
  // First, so the error reporter listens before anything else runs.
  const track = registerTracking(lifecycle, context);
  lifecycle.register('navigation', () => enhanceNavigation(document));
  lifecycle.register('islands', () => startIslands(document, context.islands));
  window.Vitrina = { lifecycle, data, track };

  // Module scripts run after parsing, so the DOM is complete here.
  lifecycle.init();
  if (document.readyState === 'complete') lifecycle.bodyLoaded();
  else window.addEventListener('load', () => lifecycle.bodyLoaded(), { once: true });
}

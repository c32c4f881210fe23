/**
 * The moving parts of a page, in a script of their own that the runtime loads only on pages that
 * have them (main.ts): the island loader with its hydration strategies, and the consent gate
 * that holds third-party content until the visitor consents. Most pages have neither and never
 * load this; the always-loaded runtime stays within its 6 KB.
 */
import { startConsentGate } from './consent-gate.ts';
import { startIslands } from './islands/loader.ts';
import { readPageContext } from './page-context.ts';

startIslands(document, readPageContext(document).islands);
startConsentGate(document);

/**
 * Visitor tracking and telemetry in the browser (SPEC §3, §4, §6, §7, §9), registered on the page
 * lifecycle. Always loaded (this file): the visit cookies, the census calls and the error
 * reporter. Once the page has loaded (after-load.ts, a script of its own): page speed, the
 * landing call and the event-tracking clients. docs/analytics.md ("In the browser") says what is
 * sent when.
 */
import { FORM_RENDER_PATH, OVERLAY_PATH, quickViewPath } from '../../shared/contracts/analytics-paths.ts';
import { formatVisitorRecord, type VisitState } from '../../shared/visitor-cookie.ts';
import type { Lifecycle } from '../lifecycle.ts';
import AFTER_LOAD_SCRIPT from './after-load.ts?worker&url';
import { watchButtons } from './buttons.ts';
import { createCensus } from './census.ts';
import { restrictedByPolicy, storeConsent } from './consent.ts';
import { startErrorReporter, type ReportError } from './error-reporter.ts';
import type { EventClients } from './events.ts';
import { recordHit } from './hit.ts';
import { fire } from './send.ts';
import { AnalyticsEventType } from '../../shared/enums/analytics-events.ts';
import { isTrackingSkipped, type TrackedPage } from './skip.ts';
import { updateVisit } from './visit.ts';

/** What other bundles of the page call, as window.Vitrina.track. */
export interface TrackingApi extends EventClients {
  /** form-render census (§7), for the form block once a form is shown. */
  formRender(formId: string): void;
  /** overlay census (§7): the overlay's own fields (at most 25 short values). */
  overlay(fields: Record<string, string | number | boolean>): void;
  /** POST /api/census/RecordQuickView/{id} (§7): a quick view of item `id` was opened. */
  quickView(id: string): void;
  /** Queues an error for the error reporter (handled errors worth knowing). */
  error: ReportError;
  /**
   * Stores the visitor's cookie consent (ss_cookieAllowed, 30 days). Accepting starts tracking on
   * this page when only the restrictive policy held it back; refusing under that policy stops it
   * and clears the §9 cookies.
   */
  consent(allowed: boolean): void;
  /** This page view's visit (§4), or undefined while the visitor is not tracked. */
  visit(): VisitState | undefined;
  /** For after-load.ts: the event clients, which then receive the calls queued until now. */
  attachEventClients(clients: EventClients): void;
}

/** Name of the site-search event (RecordEvent), whose data holds the §3 event type 2 and the query. */
export const SITE_SEARCH_EVENT = 'site-search';

/**
 * The query of a search made on this page (the /search page, type 102, with a non-empty `q`), or
 * undefined when this is no search or the visitor would not be tracked on another page.
 */
export function siteSearch(page: TrackedPage, where: { pathname: string; search: string }): string | undefined {
  if (page.pageType !== 102 || where.pathname !== '/search' || isTrackingSkipped({ ...page, pageType: 1 }, '/')) return undefined;
  const q = new URLSearchParams(where.search).get('q')?.trim();
  return q ? q.slice(0, 200) : undefined;
}

/**
 * Starts the error reporter now, registers visitor tracking on `lifecycle` and the after-load
 * script for when the page has loaded, and returns the API for other bundles. Visitor tracking
 * is skipped where §6/§7 say (isTrackingSkipped) and under a restrictive cookie policy without
 * consent; the error reporter and page speed are the site's own health, with no visitor in
 * them, and run on every page.
 */
export function registerTracking(lifecycle: Lifecycle, page: TrackedPage): TrackingApi {
  const skipped = isTrackingSkipped(page, location.pathname);
  // A search (§3 event type 2, §7): the /search page view stays unrecorded, the search is recorded
  // as an event, for visitors who would be tracked on any other page.
  const searched = siteSearch(page, location);
  const policy = page.websiteSettings?.cookieSettings;
  let visit: VisitState | undefined;
  let stopButtons = () => {};
  let clients: EventClients | undefined;
  const queued: [keyof EventClients, [string, any]][] = [];
  const visitor = () => visit && formatVisitorRecord(visit.record);
  const census = createCensus(page, visitor);

  // One page view: the visit cookies, the census hit and the button census.
  const begin = () => {
    // The policy first: its cookies are cleared on every page, skipped ones included.
    if (restrictedByPolicy(policy) || visit) return;
    if (skipped) {
      if (searched === undefined) return;
      visit = { ...updateVisit(), searchOnly: true };
      return later('event')(SITE_SEARCH_EVENT, { eventType: AnalyticsEventType.SITE_SEARCH, query: searched });
    }
    visit = updateVisit();
    recordHit(page, visitor()!);
    stopButtons = watchButtons(document, census);
  };
  const end = () => {
    stopButtons();
    visit = undefined;
  };
  // Event calls wait for the after-load script's clients (at most 100 of them).
  const later = (name: keyof EventClients) => (...args: [string, any]) =>
    clients ? clients[name](...args) : queued.length < 100 && queued.push([name, args]);

  const error = startErrorReporter(page);
  lifecycle.register('tracking', () => {
    begin();
    return end;
  });
  // `?worker&url` has Vite build after-load.ts as one self-contained script and give its URL; a
  // plain import() of a chunk would bring Vite's preload helper (0.8 KB gzip) into the runtime.
  lifecycle.onBodyLoaded('after-load', () => void import(/* @vite-ignore */ AFTER_LOAD_SCRIPT).catch(() => {}));

  return {
    formRender: (formId) => census(FORM_RENDER_PATH, { formId }),
    overlay: (fields) => census(OVERLAY_PATH, fields),
    quickView: (id) => visit && fire(quickViewPath(id)),
    error,
    event: later('event'),
    trace: later('trace'),
    visit: () => visit,
    attachEventClients(attached) {
      clients = attached;
      for (const [name, args] of queued.splice(0)) attached[name](...args);
    },
    consent(allowed) {
      storeConsent(allowed);
      if (!allowed && restrictedByPolicy(policy)) end();
      else begin();
    },
  };
}

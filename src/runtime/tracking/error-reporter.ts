import { RECORD_JAVASCRIPT_ERRORS_PATH } from '../../shared/contracts/analytics-paths.ts';
import { readCrumb } from '../data/index.ts';
import { fire } from './send.ts';
import type { TrackedPage } from './skip.ts';

/** The error reporter's limits (§9): sends per page, events waiting, stack length, debounce. */
export const MAX_SENDS = 20;
export const MAX_QUEUED = 10;
export const MAX_STACK = 5000;
export const DEBOUNCE_MS = 1000;

/** Queues an error by hand (a handled error worth knowing, e.g. a font kit gone); custom: any JSON up to 2000 characters (the server refuses more). */
export type ReportError = (error: unknown, custom?: unknown) => void;

/**
 * Starts the error reporter (§3 logged-error record, §8, §9): errors and unhandled rejections of
 * the window are queued (at most 10 waiting) and sent 1 s after the last one (debounce) to POST
 * /api/events/RecordJavascriptErrors as a JSON array of {event, data (JSON text), timestamp},
 * with the crumb in X-CSRF-Token; at most 20 sends per page. Its own failures are swallowed,
 * so a failing report never reports itself.
 */
export function startErrorReporter(page: TrackedPage): ReportError {
  const queue: unknown[] = [];
  let sends = 0;
  let timer: ReturnType<typeof setTimeout>;

  const send = () => {
    sends++;
    fire(RECORD_JAVASCRIPT_ERRORS_PATH, {
      body: JSON.stringify(queue.splice(0)),
      headers: { 'content-type': 'application/json', 'x-csrf-token': readCrumb() ?? '' },
    });
  };

  const report = (error: any, custom?: unknown, at?: ErrorEvent) => {
    try {
      if (sends >= MAX_SENDS || queue.length >= MAX_QUEUED) return;
      // Cut so the record stays under the server's caps (12,000 characters in all).
      const record = {
        app: 'runtime',
        message: String(error?.message ?? error).slice(0, 1000),
        stack: String(error?.stack ?? '').slice(0, MAX_STACK),
        file: at?.filename.slice(0, 1000),
        line: at?.lineno,
        column: at?.colno,
        custom,
        websiteId: page.website?.id,
        templateId: page.templateId,
        url: location.href.slice(0, 1000),
        userAgent: navigator.userAgent.slice(0, 1000),
      };
      queue.push({ event: 'error', data: JSON.stringify(record), timestamp: Date.now() });
      clearTimeout(timer);
      timer = setTimeout(send, DEBOUNCE_MS);
    } catch {
      /* never throw from here: that would be one more error to report */
    }
  };

  // The event's error has the stack; without one (a thrown string), its message says what happened.
  addEventListener('error', (e) => report(e.error ?? e.message, undefined, e));
  addEventListener('unhandledrejection', (e) => report(e.reason));
  return report;
}

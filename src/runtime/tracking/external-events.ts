import { EXTERNAL_EVENTS_PATH } from '../../shared/contracts/platform-paths.ts';
import { VISITOR_COOKIES } from '../../shared/visitor-cookie.ts';
import { readCookie } from './cookies.ts';
import { beacon, onPageHidden } from './send.ts';

/** Events per call to the collector, and how often a queue is sent (docs/platform-calls.md). */
export const EXTERNAL_BATCH = 20;
export const EXTERNAL_FLUSH_MS = 15_000;

/** The external events client of §7 (`POST <collector>/api/v1/events`). */
export interface ExternalEvents {
  /** Queues one event; nothing is kept or sent without analytics consent. */
  event(event: string, data?: Record<string, unknown>): void;
  /** Sends the queue now (by beacon). */
  flush(): void;
}

/** Whether the visitor consented to analytics: they accepted cookies (ss_cookieAllowed 'true'); no answer is no consent. */
export const analyticsConsent = (): boolean => readCookie(VISITOR_COOKIES.consent) === 'true';

/**
 * The client of the external events collector (§7): events are queued and sent in batches of
 * `{ commonData, customData }` items (customData carries `analyticsId`, the visitor's analytics
 * id) as a JSON array, by beacon, every 15 s and when the page is hidden or left (pagehide).
 * `common()` gives the fields every event shares, or undefined while the visitor is not tracked.
 * Only with analytics consent: without it nothing is queued, and a queue is dropped, not sent,
 * if consent is gone by the time it would leave.
 * @example createExternalEvents('https://eventos.example.org', () => ({ websiteId }), () => visitorId)
 */
export function createExternalEvents(collector: string, common: () => Record<string, unknown> | undefined, analyticsId: () => string | undefined, consent: () => boolean = analyticsConsent): ExternalEvents {
  const url = new URL(EXTERNAL_EVENTS_PATH, collector).href;
  const queue: { commonData: Record<string, unknown>; customData: Record<string, unknown> }[] = [];
  const flush = () => {
    if (!consent()) queue.length = 0;
    while (queue.length) beacon(url, JSON.stringify(queue.splice(0, EXTERNAL_BATCH)));
  };
  setInterval(flush, EXTERNAL_FLUSH_MS);
  onPageHidden(flush);
  return {
    event(event, data = {}) {
      const commonData = common();
      const id = analyticsId();
      if (!commonData || !id || !consent()) return;
      queue.push({ commonData: { ...commonData, event, timestamp: Date.now() }, customData: { ...data, analyticsId: id } });
      if (queue.length >= EXTERNAL_BATCH) flush();
    },
    flush,
  };
}

import { RECORD_EVENT_PATH, TRACE_PATH } from '../../shared/contracts/analytics-paths.ts';
import { withCrumb } from '../../shared/crumb-first.ts';
import { checkCommonFields } from './common-fields.ts';
import { beacon, fire, formBody, onPageHidden } from './send.ts';

/** How often the Trace queue is sent (§7). */
export const TRACE_FLUSH_MS = 30_000;
/** Items per Trace call, so a call stays under the server's cap of 60,000 characters. */
const TRACE_BATCH = 10;

/** The two event-tracking clients of §7, for the page and for other bundles (window.Vitrina.track). */
export interface EventClients {
  /** POST /api/events/RecordEvent: form-encoded crumb, event, data (JSON text; common fields type-checked). */
  event(event: string, data?: Record<string, unknown>): void;
  /** Queues a {pageUrl, type, data} item (data: at most 4000 characters of JSON) for POST /api/events/Trace. */
  trace(type: string, data?: unknown): void;
}

/**
 * The event-tracking clients. `common()` gives the payload fields every event carries (site,
 * page, session), or undefined while the visitor is not tracked: then both do nothing. The Trace
 * queue is sent by beacon every 30 s and whenever the page is hidden.
 */
export function createEventClients(common: () => Record<string, unknown> | undefined): EventClients {
  const queue: unknown[] = [];
  const flush = () => {
    while (queue.length) beacon(TRACE_PATH, formBody({ data: queue.splice(0, TRACE_BATCH) }));
  };
  setInterval(flush, TRACE_FLUSH_MS);
  onPageHidden(flush);
  return {
    event(event, data) {
      const fields = common();
      if (!fields) return;
      const checked = checkCommonFields({ ...fields, ...data });
      // With the crumb cookie: sent at once (a click on a link still sends it); a first visitor's asks for it first.
      withCrumb((crumb) => fire(RECORD_EVENT_PATH, { body: formBody({ crumb, event, data: checked }) }));
    },
    trace(type, data) {
      // The server refuses a batch holding an item over 4000 characters: drop that one alone.
      if (common() && !(JSON.stringify(data)?.length > 4000)) queue.push({ pageUrl: location.href.slice(0, 2000), type, data });
    },
  };
}

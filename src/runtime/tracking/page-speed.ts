import type { PerfSettings } from '../../shared/contracts/analytics.ts';
import { PERFORMANCE_RECORDS_PATH, PERFORMANCE_SETTINGS_PATH } from '../../shared/contracts/analytics-paths.ts';
import { beacon, onPageHidden } from './send.ts';
import { observeVitals } from './vitals.ts';

/** The page-speed timings of §7 and §9. */
export const SETTINGS_TIMEOUT_MS = 30_000;
export const FLUSH_AFTER_LOAD_MS = 30_000;
export const MAX_WAIT_MS = 60_000;

/**
 * The page-speed collector (§7, §9), started once the page has loaded: asks
 * GET /api/1/performance/settings for a pageLoadId (30 s timeout), collects the metrics, and
 * sends each one once to POST /api/1/performance/records (JSON array of {app, data: {name,
 * value, path}, event, pageLoadId, ts}) by beacon: 30 s after load or when the page is hidden,
 * whichever comes first, then any metric that arrived since at the next hide. Values arriving
 * more than 60 s after load are no longer waited for.
 */
export function startPageSpeed(): void {
  const values: Record<string, number> = {};
  const sent: Record<string, 1> = {};
  let pageLoadId: string | undefined;
  let due = false;
  let open = true;

  const flush = () => {
    due = true;
    if (!pageLoadId) return; // sent as soon as the id arrives
    const records = Object.keys(values)
      .filter((name) => !sent[name])
      .map((name) => {
        sent[name] = 1;
        return { app: 'runtime', event: 'metric', pageLoadId, ts: Date.now(), data: { name, value: values[name], path: location.pathname.slice(0, 2000) } };
      });
    if (records.length) beacon(PERFORMANCE_RECORDS_PATH, JSON.stringify(records));
  };

  observeVitals((name, value) => open && (values[name] = value));
  onPageHidden(flush);
  setTimeout(flush, FLUSH_AFTER_LOAD_MS);
  setTimeout(() => {
    flush();
    open = false;
  }, MAX_WAIT_MS);

  const abort = new AbortController();
  const timeout = setTimeout(() => {
    console.warn('Metric settings request timeout');
    abort.abort();
  }, SETTINGS_TIMEOUT_MS);
  fetch(PERFORMANCE_SETTINGS_PATH, { signal: abort.signal })
    .then((res) => res.json())
    .then((settings: Partial<PerfSettings>) => {
      pageLoadId = settings.pageLoadId;
      if (typeof pageLoadId !== 'string') throw 0;
      if (due) flush();
    })
    .catch(() => {
      pageLoadId = undefined;
      console.warn('Unable to resolve pageLoadId');
    })
    .finally(() => clearTimeout(timeout));
}

/**
 * Days in the site's time zone, shared by the summary's server markup and its script: the day a
 * page was rendered, and whether a cached event summary is now stale (docs/summary.md). No React.
 */

/** The calendar day of `at` (ms) in `timeZone`, as `YYYY-MM-DD` (sortable). @example dayIn(0, 'America/Mexico_City') // '1969-12-31' */
export function dayIn(at: number, timeZone: string): string {
  let zone = timeZone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    zone = 'UTC';
  }
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * Whether an event summary rendered on `renderDay` must be fetched again: when today in the
 * site's time zone is a later day (an event may have passed since). A day that is not a day
 * (missing, mangled) never asks.
 */
export function summaryIsStale(renderDay: string | undefined, timeZone: string, now: number): boolean {
  if (!renderDay || !/^\d{4}-\d{2}-\d{2}$/.test(renderDay)) return false;
  return renderDay < dayIn(now, timeZone);
}

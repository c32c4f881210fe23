/**
 * Calendar days and months as `YYYY-MM-DD` / `YYYY-MM` strings: arithmetic in UTC, which has no
 * daylight saving. Shared by the calendar's server markup and its block script (no Intl here).
 */

const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` plus `n` days (calendar arithmetic in UTC, which has no daylight saving). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM` plus `n` months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The weeks of a month (`YYYY-MM`), Monday first: each week seven `YYYY-MM-DD` days or null for
 * days of the months around it.
 */
export function monthWeeks(month: string): (string | null)[][] {
  const [y, m] = month.split('-').map(Number);
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const days: (string | null)[] = Array.from({ length: weekdayIndex(`${month}-01`) }, () => null);
  for (let d = 1; d <= length; d++) days.push(`${month}-${d < 10 ? '0' : ''}${d}`);
  while (days.length % 7) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
}


/** The same day `n` months later, on the month's last day when it is shorter (31 → 28). */
export function addMonthsToDay(day: string, n: number): string {
  const month = addMonths(day.slice(0, 7), n);
  const [y, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${month}-${String(Math.min(Number(day.slice(8)), last)).padStart(2, '0')}`;
}

/** The day's place in a Monday-first week: Monday 0 … Sunday 6. */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

/**
 * Where a calendar key moves the focus from `day` (WAI-ARIA date grid): arrows one day or one
 * week, Home/End the week's Monday/Sunday, PageUp/PageDown a month; undefined for other keys.
 */
export function dayForKey(key: string, day: string): string | undefined {
  switch (key) {
    case 'ArrowLeft': return addDays(day, -1);
    case 'ArrowRight': return addDays(day, 1);
    case 'ArrowUp': return addDays(day, -7);
    case 'ArrowDown': return addDays(day, 7);
    case 'Home': return addDays(day, -weekdayIndex(day));
    case 'End': return addDays(day, 6 - weekdayIndex(day));
    case 'PageUp': return addMonthsToDay(day, -1);
    case 'PageDown': return addMonthsToDay(day, 1);
    default: return undefined;
  }
}

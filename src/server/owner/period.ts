/** The period of the analytics page: ?period=7d|30d|90d (default 30d) or ?from=YYYY-MM-DD&to=YYYY-MM-DD. */

const DAY = 86_400_000;
/** The longest custom period, in days. */
export const MAX_DAYS = 366;
const PRESETS = { '7d': 7, '30d': 30, '90d': 90 } as const;
export type Preset = keyof typeof PRESETS;
export const PRESET_NAMES = Object.keys(PRESETS) as Preset[];

/** A resolved period: epoch-ms bounds (`to` excluded) and the calendar days shown (UTC). */
export interface Period {
  preset: Preset | 'custom';
  from: number;
  to: number;
  /** First and last day shown, YYYY-MM-DD. */
  firstDay: string;
  lastDay: string;
  /** True when the query asked for something invalid (the default period is shown instead). */
  invalid: boolean;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight UTC of a YYYY-MM-DD date, or undefined when it is not a real date. */
function parseDay(text: unknown): number | undefined {
  const m = typeof text === 'string' ? DATE.exec(text) : null;
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === text ? ms : undefined;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function preset(name: Preset, now: number, invalid = false): Period {
  const to = Math.floor(now / DAY) * DAY + DAY; // through the end of today (UTC)
  const from = to - PRESETS[name] * DAY;
  return { preset: name, from, to, firstDay: iso(from), lastDay: iso(to - DAY), invalid };
}

/**
 * Reads the period of a query. `from`/`to` (both, `from` ≤ `to`, at most 366 days) win over
 * `period`; anything malformed gives the last 30 days with `invalid` set.
 * @example parsePeriod({ period: '7d' }, Date.now()).preset === '7d'
 */
export function parsePeriod(query: Record<string, unknown>, now: number): Period {
  const { from, to, period } = query;
  if (from !== undefined || to !== undefined) {
    const a = parseDay(from);
    const b = parseDay(to);
    if (a === undefined || b === undefined || a > b || (b - a) / DAY + 1 > MAX_DAYS) return preset('30d', now, true);
    return { preset: 'custom', from: a, to: b + DAY, firstDay: iso(a), lastDay: iso(b), invalid: false };
  }
  if (period === undefined) return preset('30d', now);
  if (typeof period === 'string' && Object.hasOwn(PRESETS, period)) return preset(period as Preset, now);
  return preset('30d', now, true);
}

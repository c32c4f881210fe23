/**
 * Relative time nodes (§4, §9): `<time datetime="…" data-time-since>` shows 'justo ahora' under
 * 1 s, 'hace N segundos' under 60 s, then the date (es-419, Intl, the same UTC date the server
 * wrote, which stays as the text without script). Refreshed every 5000 ms while some node is
 * still under a minute old; a node without a usable date logs a warning and is skipped.
 */
import { formatDate } from '../../shared/messages/intl.ts';
import { fillPlain } from '../../shared/messages/plain.ts';
import { timeMessages as es419Time } from '../../shared/messages/time.ts';
import { localised } from '../../shared/messages/page-texts.ts';
import { RELATIVE_TIME_ATTRIBUTE } from '../../shared/relative-time.ts';

/** In the page's language (docs/multilingual.md). */
const timeMessages = localised(es419Time);

/** §9: relative time refresh. */
export const RELATIVE_TIME_REFRESH_MS = 5000;
export { RELATIVE_TIME_ATTRIBUTE };

/** The text of a date seen at `now` (ms): §4's rule. A date in the future counts as now. */
export function relativeTimeText(date: Date, now: number): string {
  const ms = now - date.getTime();
  if (ms < 1000) return timeMessages['time.justNow'];
  if (ms < 60_000) {
    const count = Math.floor(ms / 1000);
    return count === 1 ? timeMessages['time.oneSecondAgo'] : fillPlain(timeMessages['time.secondsAgo'], { count });
  }
  return formatDate(date);
}

/** The date of a node, from `datetime` (or `data-time-since` when it holds one); undefined when none parses. */
function nodeDate(el: Element): Date | undefined {
  const raw = el.getAttribute('datetime') || el.getAttribute(RELATIVE_TIME_ATTRIBUTE);
  const date = raw ? new Date(raw) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * Starts the relative time nodes of `doc`: writes each once, then every 5000 ms while any is
 * under a minute old. Returns a stop function.
 */
export function startRelativeTime(doc: Document, now: () => number = Date.now, timers: Pick<typeof globalThis, 'setInterval' | 'clearInterval'> = globalThis): () => void {
  const nodes: { el: Element; date: Date }[] = [];
  for (const el of doc.querySelectorAll(`[${RELATIVE_TIME_ATTRIBUTE}]`)) {
    const date = nodeDate(el);
    if (date) nodes.push({ el, date });
    else console.warn('Vitrina: a relative time node without a date is skipped', el);
  }
  const update = (): boolean => {
    const at = now();
    let fresh = false;
    for (const { el, date } of nodes) {
      const text = relativeTimeText(date, at);
      if (el.textContent !== text) el.textContent = text;
      if (at - date.getTime() < 60_000) fresh = true;
    }
    return fresh;
  };
  if (!update()) return () => undefined;
  const id = timers.setInterval(() => {
    if (!update()) timers.clearInterval(id);
  }, RELATIVE_TIME_REFRESH_MS);
  return () => timers.clearInterval(id);
}

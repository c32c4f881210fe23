/**
 * The summary in the browser (docs/summary.md), no React:
 * - a carousel's previous/next buttons scroll its scroll-snap track by a viewful (smoothly only
 *   when motion is allowed) and say `aria-disabled` at either end; the track itself stays a
 *   focusable region the arrows scroll, with or without this script;
 * - an event summary rendered on an earlier day (a cached page: an event that passed may still
 *   be listed) asks GetWidgetRendering (§7) for its HTML again and puts it in place
 *   (summary-refresh.ts, a chunk fetched only then).
 */
import { motionAllowed } from '../../shared/motion.ts';
import type { BlockScript } from '../block-script.ts';
import { summaryIsStale } from './summary-day.ts';

/** The root of a summary that has a script. */
export const SUMMARY_SELECTOR = '[data-block-script="summary"]';
const started = new WeakSet<Element>();

function startCarousel(el: HTMLElement, doc: Document): void {
  const viewport = el.querySelector<HTMLElement>('.summary__viewport');
  const controls = el.querySelector<HTMLElement>('.summary__controls');
  if (!viewport || !controls) return;
  const buttons = [...controls.querySelectorAll<HTMLButtonElement>('[data-summary-step]')];
  const update = () => {
    const max = viewport.scrollWidth - viewport.clientWidth;
    controls.hidden = max <= 1;
    for (const button of buttons) {
      const back = button.dataset.summaryStep === '-1';
      const atEnd = back ? viewport.scrollLeft <= 1 : viewport.scrollLeft >= max - 1;
      button.setAttribute('aria-disabled', String(atEnd));
    }
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      const step = Number(button.dataset.summaryStep) || 1;
      // A viewful less a little, so the card cut at the edge comes fully into view.
      viewport.scrollBy({ left: step * Math.max(viewport.clientWidth * 0.9, 1), behavior: motionAllowed(doc) ? 'smooth' : 'auto' });
    });
  }
  viewport.addEventListener('scroll', update, { passive: true });
  doc.defaultView?.addEventListener('resize', update);
  update();
}

/** Starts one summary (once): its carousel, and its refresh when it was rendered on an earlier day. */
export function startSummary(el: HTMLElement, doc: Document): void {
  if (started.has(el)) return;
  started.add(el);
  if (el.classList.contains('summary--carousel')) startCarousel(el, doc);
  // The refresh (and the data helper it sends with) is a chunk of its own, fetched only by a stale page.
  if (summaryIsStale(el.dataset.renderDay, el.dataset.timeZone ?? 'UTC', Date.now())) void import('./summary-refresh.ts').then((m) => m.refreshSummary(el, doc, startSummary));
}

/** Starts every summary of the page that has a script (carousels, event summaries). */
const start: BlockScript = (root) => {
  for (const el of root.querySelectorAll<HTMLElement>(SUMMARY_SELECTOR)) startSummary(el, root);
};
export default start;

/**
 * The summary in the browser (docs/summary.md), no React:
 * - a carousel's previous/next buttons scroll its scroll-snap track by a viewful (smoothly only
 *   when motion is allowed) and say `aria-disabled` at either end; the track itself stays a
 *   focusable region the arrows scroll, with or without this script;
 * - an event summary rendered on an earlier day (a cached page: an event that passed may still
 *   be listed) asks GetWidgetRendering (§7) for its HTML again and puts it in place.
 */
import { GET_WIDGET_RENDERING_PATH } from '../../shared/contracts/widgets-paths.ts';
import { motionAllowed } from '../../shared/motion.ts';
import { request } from '../../runtime/data/request.ts';
import type { BlockScript } from '../block-script.ts';
import { summaryIsStale } from './summary-day.ts';

const SELECTOR = '[data-block-script="summary"]';
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

/** Asks for the block's HTML again and replaces its content (nothing to show: the block's cell is hidden). */
async function refresh(el: HTMLElement, doc: Document): Promise<void> {
  const cell = el.parentElement;
  const widgetJSON = { type: Number(el.dataset.blockType), id: el.dataset.blockId, value: {} };
  const collectionId = el.dataset.pageCollection || undefined;
  const answer = await request<{ data?: { html?: unknown } }>('POST', GET_WIDGET_RENDERING_PATH, {
    data: { widgetJSON, collectionId },
    form: true,
    // A failed refresh leaves the page as it was: nothing to tell the visitor.
    onFailure: () => {},
  });
  const html = answer?.data?.html;
  if (!cell || typeof html !== 'string') return;
  cell.innerHTML = html;
  cell.hidden = html.trim() === '';
  for (const fresh of cell.querySelectorAll<HTMLElement>(SELECTOR)) startSummary(fresh, doc);
}

function startSummary(el: HTMLElement, doc: Document): void {
  if (started.has(el)) return;
  started.add(el);
  if (el.classList.contains('summary--carousel')) startCarousel(el, doc);
  if (summaryIsStale(el.dataset.renderDay, el.dataset.timeZone ?? 'UTC', Date.now())) void refresh(el, doc);
}

/** Starts every summary of the page that has a script (carousels, event summaries). */
const start: BlockScript = (root) => {
  for (const el of root.querySelectorAll<HTMLElement>(SELECTOR)) startSummary(el, root);
};
export default start;

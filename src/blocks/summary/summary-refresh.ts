import { GET_WIDGET_RENDERING_PATH } from '../../shared/contracts/widgets-paths.ts';
import { request } from '../../runtime/data/request.ts';

/**
 * An event summary rendered on an earlier day asks GetWidgetRendering (§7) for its HTML again and
 * replaces its cell's content (docs/summary.md); nothing to show now: the cell is hidden. A failed
 * call leaves the page as it was. `start` starts the summaries of the new HTML.
 */
export async function refreshSummary(el: HTMLElement, doc: Document, start: (el: HTMLElement, doc: Document) => void): Promise<void> {
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
  for (const fresh of cell.querySelectorAll<HTMLElement>('[data-block-script="summary"]')) start(fresh, doc);
}

/**
 * Tooltips (SPEC §2 widgets, §9): an element with `data-tooltip="text"` shows the text after
 * 1200 ms of hovering, or at once when it gets keyboard focus; 250 px wide, 15 px from the
 * pointer, kept 20 px inside the window. One role=tooltip element, named by the trigger's
 * aria-describedby while shown; hidden on leave, blur and Escape. Above content (dialog layer).
 */

/** §9 tooltip numbers. */
export const TOOLTIP_DELAY = 1200;
export const TOOLTIP_WIDTH = 250;
export const POINTER_OFFSET = 15;
export const EDGE_MARGIN = 20;

const ID = 'ui-tooltip';
const TRIGGER = '[data-tooltip]';
const LANDMARK = 'main,header,footer,nav,aside,[role="dialog"],[role="alertdialog"],[role="region"]';

/**
 * Where a tooltip of `size` goes for a pointer at `point` in a window of `view`: 15 px right of
 * and below the pointer, on the other side when it would pass the 20 px margin, and never closer
 * than 20 px to an edge.
 */
export function placeTooltip(
  point: { x: number; y: number },
  size: { width: number; height: number },
  view: { width: number; height: number },
): { left: number; top: number } {
  const axis = (at: number, length: number, room: number) => {
    let start = at + POINTER_OFFSET;
    if (start + length > room - EDGE_MARGIN) start = at - POINTER_OFFSET - length;
    return Math.max(EDGE_MARGIN, Math.min(start, room - EDGE_MARGIN - length));
  };
  return { left: axis(point.x, size.width, view.width), top: axis(point.y, size.height, view.height) };
}

/** Whether focus on `el` came from the keyboard (a click that focuses shows no tooltip at once). */
function focusVisible(el: Element): boolean {
  try {
    return el.matches(':focus-visible');
  } catch {
    return true;
  }
}

/** Sets up tooltips for every `[data-tooltip]` element of the document, now and later; returns the destructor. */
export function start(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  let tip: HTMLElement | undefined;
  let owner: HTMLElement | undefined;
  let describedBefore: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pointer = { x: 0, y: 0 };

  const hide = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!owner) return;
    if (describedBefore === null) owner.removeAttribute('aria-describedby');
    else owner.setAttribute('aria-describedby', describedBefore);
    owner = undefined;
    tip?.remove();
  };

  const show = (target: HTMLElement, point: { x: number; y: number }) => {
    hide();
    const text = target.getAttribute('data-tooltip')?.trim();
    if (!text) return;
    if (!tip) {
      tip = doc.createElement('div');
      tip.id = ID;
      tip.className = 'ui-tooltip';
      tip.setAttribute('role', 'tooltip');
    }
    tip.textContent = text;
    tip.style.setProperty('width', `${TOOLTIP_WIDTH}px`);
    // Inside the trigger's landmark, so every bit of the page stays in one (it is fixed on screen anyway).
    (target.closest(LANDMARK) ?? doc.body).append(tip);
    owner = target;
    describedBefore = target.getAttribute('aria-describedby');
    target.setAttribute('aria-describedby', describedBefore ? `${describedBefore} ${ID}` : ID);
    const { left, top } = placeTooltip(point, { width: TOOLTIP_WIDTH, height: tip.offsetHeight }, { width: win.innerWidth, height: win.innerHeight });
    tip.style.setProperty('left', `${left}px`);
    tip.style.setProperty('top', `${top}px`);
  };

  const triggerOf = (event: Event) => (event.target instanceof win.Element ? (event.target.closest(TRIGGER) as HTMLElement | null) : null);

  const onOver = (event: PointerEvent) => {
    const target = triggerOf(event);
    if (!target || target === owner) return;
    clearTimeout(timer);
    pointer = { x: event.clientX, y: event.clientY };
    timer = setTimeout(() => show(target, pointer), TOOLTIP_DELAY);
  };
  const onMove = (event: PointerEvent) => {
    pointer = { x: event.clientX, y: event.clientY };
  };
  const onOut = (event: PointerEvent) => {
    const target = triggerOf(event);
    if (!target || (event.relatedTarget instanceof win.Node && target.contains(event.relatedTarget))) return;
    if (doc.activeElement !== target || owner !== target) hide();
  };
  const onFocus = (event: FocusEvent) => {
    const target = triggerOf(event);
    if (!target || !focusVisible(target)) return;
    const rect = target.getBoundingClientRect();
    // Below the element's start, as if the pointer were at its bottom-left corner.
    show(target, { x: rect.left, y: rect.bottom });
  };
  const onBlur = (event: FocusEvent) => {
    if (triggerOf(event) === owner) hide();
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && (owner || timer)) hide();
  };

  doc.addEventListener('pointerover', onOver);
  doc.addEventListener('pointermove', onMove, { passive: true });
  doc.addEventListener('pointerout', onOut);
  doc.addEventListener('focusin', onFocus);
  doc.addEventListener('focusout', onBlur);
  doc.addEventListener('keydown', onKey);
  return () => {
    hide();
    doc.removeEventListener('pointerover', onOver);
    doc.removeEventListener('pointermove', onMove);
    doc.removeEventListener('pointerout', onOut);
    doc.removeEventListener('focusin', onFocus);
    doc.removeEventListener('focusout', onBlur);
    doc.removeEventListener('keydown', onKey);
  };
}

import { swipeDirection } from '../../shared/gallery/layout.ts';
import type { Listen } from './listen.ts';

/** A pointer that moved this far is a drag: the click that ends it does nothing. */
const DRAG_SLOP_PX = 8;

/**
 * Swipe on a gallery's viewport (§4, §9: 50 px within 250 ms) with a mouse, pen or finger. A drag
 * never ends in a click: that click is stopped here, in the capture phase, so it reaches neither
 * the slide's link nor the lightbox's launcher; any other click goes to `on.click`.
 */
export function listenSwipe(viewport: HTMLElement, listen: Listen, on: { swipe(direction: 'next' | 'previous' | null): void; click(event: MouseEvent): void }): void {
  let start: { x: number; y: number; t: number; id: number } | null = null;
  let dragged = false;
  listen(viewport, 'pointerdown', (event: PointerEvent) => {
    if (event.button !== 0 || (event.target as Element | null)?.closest?.('iframe, [data-video-play]')) return;
    start = { x: event.clientX, y: event.clientY, t: Date.now(), id: event.pointerId };
    dragged = false;
  });
  listen(viewport, 'pointermove', (event: PointerEvent) => {
    if (start && event.pointerId === start.id && Math.abs(event.clientX - start.x) > DRAG_SLOP_PX) dragged = true;
  });
  listen(viewport, 'pointerup', (event: PointerEvent) => {
    if (!start || event.pointerId !== start.id) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    const dt = Date.now() - start.t;
    start = null;
    if (Math.abs(dx) > DRAG_SLOP_PX) dragged = true;
    // A mostly vertical drag scrolls the page, it is not a swipe.
    if (Math.abs(dy) > Math.abs(dx)) return;
    on.swipe(swipeDirection({ dx, dt }));
  });
  listen(viewport, 'pointercancel', () => (start = null));
  // Images are not dragged out of the gallery by the browser (that would eat the swipe).
  listen(viewport, 'dragstart', (event: DragEvent) => event.preventDefault());
  listen(viewport, 'click', (event: MouseEvent) => {
    if (dragged) {
      dragged = false;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    on.click(event);
  }, true);
}

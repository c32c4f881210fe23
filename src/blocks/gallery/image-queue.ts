import { IMAGE_QUEUE_DESKTOP } from '../../shared/gallery/constants.ts';
import { imageQueueSize } from '../../shared/gallery/layout.ts';
import { CURRENT_CLASS } from './config.ts';
import type { Listen } from './listen.ts';

/** Below this width a device counts as a phone for the §9 image queue (the §9 desktop breakpoint). */
const MOBILE_QUERY = '(max-width: 799px)';

/**
 * The image queue of a strip or carousel (§9: 16 at once on a desktop, 1 on a phone): once the
 * page has loaded, the images of the slides not shown yet load ahead a few at a time, so the next
 * move shows a ready image. Answers the function to call after every move.
 */
export function imageQueue(slides: readonly HTMLElement[], win: Window, listen: Listen): () => void {
  let pageLoaded = win.document.readyState === 'complete';
  const queue = () => {
    if (!pageLoaded) return;
    const size = imageQueueSize(win.matchMedia?.(MOBILE_QUERY).matches ?? false) || IMAGE_QUEUE_DESKTOP;
    const waiting = slides.flatMap((slide) => (slide.classList.contains(CURRENT_CLASS) ? [] : [...slide.querySelectorAll<HTMLImageElement>('img[loading="lazy"]')]));
    let inFlight = waiting.filter((img) => img.dataset.queued === 'loading').length;
    for (const img of waiting) {
      if (inFlight >= size) break;
      if (img.dataset.queued) continue;
      inFlight++;
      img.dataset.queued = 'loading';
      const done = () => {
        img.dataset.queued = 'done';
        queue();
      };
      img.addEventListener('load', done, { once: true });
      img.addEventListener('error', done, { once: true });
      img.loading = 'eager';
      if (img.complete && img.naturalWidth > 0) done();
    }
  };
  if (!pageLoaded) listen(win, 'load', () => ((pageLoaded = true), queue()), { once: true });
  return queue;
}

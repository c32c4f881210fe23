/**
 * The browser image loader (SPEC §4 "Image loading", §3 config, §5 rules). For images the
 * server marked `data-image-loader` (src/shared/image-loader.ts): when their config says
 * (`load`: true now, 'viewport' within the §9 200 px of the viewport, false never), it measures
 * the element and releases the held `srcset` with a `sizes` of exactly the width to show, so the
 * browser fetches the next §9 width up at the screen's ratio (AVIF or WebP, its own choice).
 *
 * - `sizeAdjustment` scales that width (at least 0, default 1); `dprMin`/`dprMax` bound the
 *   screen ratio; `allowSaveData` lets a visitor's Save-Data setting count the ratio as 1.
 * - A loading class while loading, removed on load or error; an image already loading is
 *   skipped unless `concurrent`; it reloads only when its new width is larger, or when forced
 *   (`forceImageUpdate`, or `{ force: true }`).
 * - `useBgImage`: the chosen candidate becomes the element's background image, placed on its
 *   focal point, instead of its content.
 * - An element that is not an `<img>` (without useBgImage), or without candidates, is skipped
 *   with a console warning only; `http:` URLs on the platform's own hosts become `https:`.
 */
import { effectiveDpr, loadableSource, parseImageConfig, secureUrl, type ImageLoadingConfig } from '../../ui/image-config.ts';
import {
  DEFERRED_SRCSET_ATTR, IMAGE_LOADED_WIDTH_ATTR, IMAGE_LOADER_ATTR, IMAGE_LOADER_SELECTOR, IMAGE_LOADING_CLASS,
} from '../../shared/image-loader.ts';
import { VISIBLE_MARGIN } from '../islands/visible.ts';

export interface LoadOptions {
  /** Load even when the element already shows an image at least as wide. */
  force?: boolean;
  /** Load even while a previous load of the element is still running. */
  concurrent?: boolean;
  /** The platform's own hosts, whose `http:` URLs are rewritten to `https:`. */
  ownHosts?: readonly string[];
  warn?: (message: string) => void;
}

/** The element's config, from its attribute (invalid JSON or fields: the defaults). */
export function configOf(el: Element): ImageLoadingConfig {
  let raw: unknown = {};
  try {
    raw = JSON.parse(el.getAttribute(IMAGE_LOADER_ATTR) || '{}');
  } catch {
    // A broken attribute loads with the defaults rather than not at all.
  }
  return parseImageConfig(raw);
}

/** Screen ratio to count: the device's, bounded by the config; 1 under Save-Data when allowed. */
function dprFor(view: Window, config: ImageLoadingConfig): number {
  const saveData = (view.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return config.allowSaveData && saveData ? 1 : effectiveDpr(view.devicePixelRatio || 1, config);
}

/** The first candidate URL of a srcset (for the warnings' source check). */
const firstCandidate = (srcset: string) => srcset.trim().split(/\s+/)[0] ?? '';

/** Rewrites each candidate URL of a srcset through `secureUrl`. */
const secureSrcset = (srcset: string, ownHosts: readonly string[]) =>
  srcset.split(',').map((c) => {
    const [url, ...rest] = c.trim().split(/\s+/);
    return [secureUrl(url, ownHosts), ...rest].join(' ');
  }).join(', ');

/**
 * Loads one element now (whatever its `load` mode). Returns false when the load was skipped:
 * not loadable, already loading, or already at least as wide.
 */
export function loadImage(el: HTMLElement, options: LoadOptions = {}): boolean {
  const { ownHosts = [], warn = (m: string) => console.warn(m) } = options;
  const config = configOf(el);
  const held = el.getAttribute(DEFERRED_SRCSET_ATTR) ?? el.getAttribute('srcset') ?? '';
  const tag = config.useBgImage ? 'IMG' : el.tagName;
  if (loadableSource(tag, config.source ?? firstCandidate(held), ownHosts, warn) === null) return false;
  if (el.classList.contains(IMAGE_LOADING_CLASS) && !options.concurrent) return false;

  const view = el.ownerDocument.defaultView ?? window;
  const box = el.getBoundingClientRect().width || el.parentElement?.getBoundingClientRect().width || 0;
  // The ratio the config allows, expressed as CSS px for `sizes`: the browser multiplies by its own ratio.
  const cssWidth = Math.max(1, Math.ceil((box * config.sizeAdjustment * dprFor(view, config)) / (view.devicePixelRatio || 1)));
  const before = Number(el.getAttribute(IMAGE_LOADED_WIDTH_ATTR) || 0);
  if (before >= cssWidth && !(options.force || config.forceImageUpdate)) return false;
  el.setAttribute(IMAGE_LOADED_WIDTH_ATTR, String(cssWidth));

  const sizes = `${cssWidth}px`;
  if (config.useBgImage) return loadBackground(el, held, cssWidth, view, config, ownHosts);

  const img = el as HTMLImageElement;
  const sources = img.parentElement?.tagName === 'PICTURE' ? [...img.parentElement.querySelectorAll('source')] : [];
  for (const s of sources) {
    const set = s.getAttribute(DEFERRED_SRCSET_ATTR);
    if (set) {
      s.setAttribute('srcset', secureSrcset(set, ownHosts));
      s.removeAttribute(DEFERRED_SRCSET_ATTR);
    }
    s.setAttribute('sizes', sizes);
  }
  markLoading(img, img);
  img.setAttribute('sizes', sizes);
  if (img.hasAttribute(DEFERRED_SRCSET_ATTR)) {
    img.setAttribute('srcset', secureSrcset(held, ownHosts));
    img.removeAttribute(DEFERRED_SRCSET_ATTR);
  }
  if (config.source && !img.getAttribute('src')) img.setAttribute('src', secureUrl(config.source, ownHosts));
  return true;
}

/** The loading class on `el` until `img` has loaded or failed (at once if it already has). */
function markLoading(el: HTMLElement, img: HTMLImageElement): void {
  el.classList.add(IMAGE_LOADING_CLASS);
  const done = () => el.classList.remove(IMAGE_LOADING_CLASS);
  img.addEventListener('load', done, { once: true });
  img.addEventListener('error', done, { once: true });
}

/** useBgImage: the candidate for the width, preloaded, then set as the background on the focal point. */
function loadBackground(el: HTMLElement, srcset: string, cssWidth: number, view: Window, config: ImageLoadingConfig, ownHosts: readonly string[]): boolean {
  const candidates = srcset.split(',').map((c) => c.trim().split(/\s+/)).map(([url, w]) => ({ url, width: Number.parseInt(w ?? '', 10) || 0 }));
  const needed = cssWidth * (view.devicePixelRatio || 1);
  const pick = candidates.filter((c) => c.url).sort((a, b) => a.width - b.width).find((c) => c.width >= needed) ?? candidates.at(-1);
  const url = secureUrl(config.source ?? pick?.url ?? '', ownHosts);
  const probe = el.ownerDocument.createElement('img');
  markLoading(el, probe);
  probe.addEventListener('load', () => {
    el.style.backgroundImage = `url("${url.replace(/["\\\n]/g, encodeURIComponent)}")`;
    el.style.backgroundPosition = `${config.focalPoint.x * 100}% ${config.focalPoint.y * 100}%`;
    el.style.backgroundSize = config.cropMode === 'contain' ? 'contain' : 'cover';
  }, { once: true });
  probe.src = url;
  return true;
}

/** §9: the default resize debounce (galleries use their own 100 ms). */
const RESIZE_DEBOUNCE_MS = 300;

const started = new WeakSet<Document>();

/**
 * Starts the loader on a document: `load: true` now, `'viewport'` within 200 px of the viewport
 * (then it stops watching the element), `false` never; on resize every loaded
 * element reloads if it is now wider (debounced 300 ms, the §9 default). Idempotent. Returns `watch(el)` for elements added later
 * (a gallery's slides).
 */
export function startImageLoader(doc: Document, options: LoadOptions = {}): (el: HTMLElement) => void {
  const view = doc.defaultView ?? window;
  const observer = typeof view.IntersectionObserver === 'function'
    ? new view.IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        loadImage(entry.target as HTMLElement, options);
      }
    }, { rootMargin: VISIBLE_MARGIN })
    : null;
  const watch = (el: HTMLElement) => {
    const mode = configOf(el).load;
    if (mode === false) return;
    if (mode === true || !observer) loadImage(el, options);
    else observer.observe(el);
  };
  if (started.has(doc)) return watch;
  started.add(doc);
  doc.querySelectorAll<HTMLElement>(IMAGE_LOADER_SELECTOR).forEach(watch);
  let timer: ReturnType<typeof setTimeout> | undefined;
  view.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      doc.querySelectorAll<HTMLElement>(`[${IMAGE_LOADED_WIDTH_ATTR}]`).forEach((el) => loadImage(el, options));
    }, RESIZE_DEBOUNCE_MS);
  });
  return watch;
}

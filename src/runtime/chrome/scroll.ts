/**
 * Scroll and tween helpers (SPEC §4 "scroll tween: start, pause, resume, end"; §5 "tween duration
 * must be a finite number (default 300 ms)"; §9 scroll offset 30) and in-page anchor links: a
 * click on `<a href="#id">` scrolls to the element with the tween, moves focus to it and puts the
 * hash in the address. Instant when motion is not allowed (nomotion=true, reduced motion).
 *
 * Loaded as the chrome need 'anchor-scroll' when the page has such a link (ANCHOR_SELECTOR in
 * src/shared/chrome.ts), so pages without one pay nothing.
 */
import { motionAllowed } from '../../shared/motion.ts';

/** §9 defaults. */
export const TWEEN_DURATION = 300;
export const SCROLL_OFFSET = 30;

export type Easing = (progress: number) => number;

/** Ease in and out (cubic). */
export const easeInOut: Easing = (p) => (p < 0.5 ? 4 * p * p * p : 1 - (-2 * p + 2) ** 3 / 2);

export interface TweenOptions {
  /** ms; a value that is not a finite number, or is negative, means the default 300. */
  duration?: number;
  /** Called each frame with the eased progress, 0 to 1 (1 exactly at the end). */
  onStep: (value: number) => void;
  easing?: Easing;
  /** Called once when the tween reaches its end (or `end()` is called). */
  onEnd?: () => void;
  /** The clock and frame scheduler (tests pass their own). */
  now?: () => number;
  frame?: (callback: () => void) => number;
  cancelFrame?: (handle: number) => void;
}

export interface Tween {
  start(): Tween;
  pause(): Tween;
  resume(): Tween;
  /** Jumps to the end: one last step at 1, then onEnd. */
  end(): Tween;
  readonly state: 'idle' | 'running' | 'paused' | 'ended';
}

/** The tween's duration: `value` when it is a finite number ≥ 0, else 300 ms. */
export function tweenDuration(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : TWEEN_DURATION;
}

/** A tween from 0 to 1 over `duration` ms, started by `start()`. */
export function tween(options: TweenOptions): Tween {
  const duration = tweenDuration(options.duration);
  const easing = options.easing ?? easeInOut;
  const now = options.now ?? (() => performance.now());
  const frame = options.frame ?? ((cb) => requestAnimationFrame(cb));
  const cancel = options.cancelFrame ?? ((handle) => cancelAnimationFrame(handle));
  let state: Tween['state'] = 'idle';
  let elapsedBefore = 0;
  let since = 0;
  let handle: number | undefined;

  const elapsed = () => elapsedBefore + (now() - since);
  const tick = () => {
    handle = undefined;
    if (state !== 'running') return;
    const progress = duration === 0 ? 1 : Math.min(1, elapsed() / duration);
    if (progress >= 1) {
      api.end();
      return;
    }
    options.onStep(easing(progress));
    handle = frame(tick);
  };
  const stop = () => {
    if (handle !== undefined) cancel(handle);
    handle = undefined;
  };

  const api: Tween = {
    get state() {
      return state;
    },
    start() {
      stop();
      state = 'running';
      elapsedBefore = 0;
      since = now();
      tick();
      return api;
    },
    pause() {
      if (state !== 'running') return api;
      elapsedBefore = elapsed();
      state = 'paused';
      stop();
      return api;
    },
    resume() {
      if (state !== 'paused') return api;
      state = 'running';
      since = now();
      tick();
      return api;
    },
    end() {
      if (state === 'ended') return api;
      stop();
      state = 'ended';
      options.onStep(1);
      options.onEnd?.();
      return api;
    },
  };
  return api;
}

/** The window's scroll position that puts `target` `offset` px below the top of the window. */
export function scrollTargetY(target: Element, offset = SCROLL_OFFSET): number {
  const win = target.ownerDocument.defaultView!;
  return Math.max(0, target.getBoundingClientRect().top + win.scrollY - offset);
}

/**
 * Scrolls the window so `target` sits `offset` px (default 30) below its top: with the tween, or
 * at once when motion is not allowed. Resolves when the scroll is done.
 */
export function scrollToElement(target: Element, { offset = SCROLL_OFFSET, duration }: { offset?: number; duration?: number } = {}): Promise<void> {
  const doc = target.ownerDocument;
  const win = doc.defaultView!;
  const to = scrollTargetY(target, offset);
  const from = win.scrollY;
  const jump = (y: number) => win.scrollTo({ top: y, left: win.scrollX, behavior: 'instant' });
  if (!motionAllowed(doc) || from === to) {
    jump(to);
    return Promise.resolve();
  }
  return new Promise((done) => {
    tween({ duration, onStep: (p) => jump(from + (to - from) * p), onEnd: done }).start();
  });
}

/** The element an in-page link points to, if it is on the page. */
export function anchorTarget(link: HTMLAnchorElement): HTMLElement | null {
  const href = link.getAttribute('href') ?? '';
  if (!href.startsWith('#') || href.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(href.slice(1));
  } catch {
    return null;
  }
  return link.ownerDocument.getElementById(id);
}

/** The chrome need 'anchor-scroll': in-page links scroll with the tween and move focus. Returns the destructor. */
export function start(element: HTMLElement): () => void {
  const doc = element.ownerDocument;
  const win = doc.defaultView!;
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof win.Element ? (event.target.closest('a[href^="#"]') as HTMLAnchorElement | null) : null;
    const target = link && anchorTarget(link);
    if (!target) return;
    event.preventDefault();
    if (win.location.hash !== link.hash) win.history.pushState(win.history.state, '', link.hash);
    if (!target.matches('a[href],button,input,select,textarea,[tabindex]')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
    void scrollToElement(target);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

/**
 * The text-decoration effect in the browser (§4): every `.text-effect` span (rendered by
 * rich-text.ts in its final, decorated state) is armed — its shape hidden (draw: clipped at
 * its start offset, -1 or 1; fade kinds: opacity 0) — and plays once it scrolls into view: at once when the
 * visibility observer sees it, after 250 ms when it was already in view at start. Dispatching
 * `vitrina:text-effect-reset` on a span re-arms it. Without motion (nomotion, reduced motion)
 * nothing is armed: the decoration shows at once.
 */
import { motionAllowed } from '../motion.ts';
import { textEffectDelay } from './text-effect.ts';

/** The event that re-arms a span's effect. */
export const TEXT_EFFECT_RESET_EVENT = 'vitrina:text-effect-reset';
const ARMED = 'is-armed';
const PLAYED = 'is-played';

/** Arms and watches every text effect under `root`. */
export function startTextEffects(root: ParentNode, doc: Document = document): void {
  const spans = [...root.querySelectorAll<HTMLElement>('.text-effect')];
  if (spans.length === 0 || !motionAllowed(doc)) return;
  const timers = new WeakMap<HTMLElement, number>();
  const play = (span: HTMLElement, trigger: 'visibility' | 'start') => {
    const timer = window.setTimeout(() => {
      span.classList.remove(ARMED);
      span.classList.add(PLAYED);
    }, textEffectDelay(trigger));
    timers.set(span, timer);
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const span = entry.target as HTMLElement;
      // Out of view when (re)started: it will be the visibility observer that triggers it.
      if (!entry.isIntersecting) {
        span.dataset.textEffectTrigger = 'visibility';
        continue;
      }
      observer.unobserve(span);
      play(span, span.dataset.textEffectTrigger === 'start' ? 'start' : 'visibility');
      delete span.dataset.textEffectTrigger;
    }
  });
  const arm = (span: HTMLElement, trigger: 'visibility' | 'start') => {
    window.clearTimeout(timers.get(span));
    span.classList.remove(PLAYED);
    span.classList.add(ARMED);
    // The first report of the observer tells whether it was in view when (re)started.
    span.dataset.textEffectTrigger = trigger;
    observer.observe(span);
  };
  for (const span of spans) {
    arm(span, 'start');
    span.addEventListener(TEXT_EFFECT_RESET_EVENT, () => {
      observer.unobserve(span);
      arm(span, 'start');
    });
  }
}

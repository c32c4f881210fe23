/**
 * The marquee in the browser (§4): moves its track with requestAnimationFrame only while the
 * block is on screen, motion is allowed and the visitor has not paused it; slows to a stop under
 * the pointer when pausedOnHover; re-renders its copies (enough to fill the region) when the
 * region resizes, debounced 1000 ms; does not move in a region narrower than 50 px (§9).
 * `data-state` on the block says what it does: running, stopped (off screen, hovered, narrow,
 * reduced motion) or paused (its button).
 */
import { motionAllowed, REDUCED_MOTION_QUERY } from '../../shared/motion.ts';
import type { BlockScript } from '../block-script.ts';
import { advance, copiesNeeded, easeToward, MARQUEE_MIN_REGION_WIDTH, MARQUEE_RERENDER_DEBOUNCE_MS, trackX } from './marquee-motion.ts';

function startMarquee(el: HTMLElement, doc: Document): void {
  const track = el.querySelector<HTMLElement>('.marquee__track');
  const button = el.querySelector<HTMLButtonElement>('.marquee__toggle');
  if (!track || !button || !motionAllowed(doc)) return;
  const direction = el.dataset.direction === 'right' ? 'right' : 'left';
  const speed = Number(el.dataset.speed) || 1;
  const pausedOnHover = el.dataset.pausedOnHover === 'true';
  let copyWidth = 0;
  let offset = 0;
  let factor = 1;
  let visible = false;
  let paused = false;
  let hovered = false;
  let narrow = false;
  let frame = 0;
  let last = 0;

  const render = () => {
    const copies = track.querySelectorAll<HTMLElement>('.marquee__copy');
    copyWidth = copies[0]!.getBoundingClientRect().width;
    narrow = el.clientWidth < MARQUEE_MIN_REGION_WIDTH;
    const need = copiesNeeded(el.clientWidth, copyWidth);
    for (let n = copies.length; n < need; n++) track.append(copies[0]!.cloneNode(true));
    for (let n = copies.length; n > need; n--) track.lastElementChild?.remove();
    offset = copyWidth > 0 ? offset % copyWidth : 0;
    draw();
  };
  const draw = () => {
    track.style.transform = `translate3d(${trackX(offset, copyWidth, direction).toFixed(2)}px, 0, 0)`;
  };
  const target = () => (hovered && pausedOnHover ? 0 : 1);
  const canRun = () => visible && !paused && !narrow && motionAllowed(doc);
  const setState = () => {
    el.dataset.state = paused ? 'paused' : frame ? 'running' : 'stopped';
  };
  const tick = (now: number) => {
    const dt = last ? Math.min(now - last, 100) : 0;
    last = now;
    factor = easeToward(factor, target(), dt);
    offset = advance(offset, dt, speed * factor, copyWidth);
    draw();
    // Off screen, paused, or slowed to a stop under the pointer: no frames until something changes.
    frame = canRun() && !(factor === 0 && target() === 0) ? requestAnimationFrame(tick) : 0;
    if (!frame) last = 0;
    setState();
  };
  const wake = () => {
    if (!frame && canRun() && !(factor === 0 && target() === 0)) frame = requestAnimationFrame(tick);
    setState();
  };

  new IntersectionObserver(([entry]) => {
    visible = !!entry?.isIntersecting;
    wake();
  }).observe(el);
  let timer = 0;
  let width = el.clientWidth;
  new ResizeObserver(() => {
    if (el.clientWidth === width) return;
    width = el.clientWidth;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      render();
      wake();
    }, MARQUEE_RERENDER_DEBOUNCE_MS);
  }).observe(el);
  el.addEventListener('pointerenter', () => {
    hovered = true;
  });
  el.addEventListener('pointerleave', () => {
    hovered = false;
    wake();
  });
  button.addEventListener('click', () => {
    paused = !paused;
    button.setAttribute('aria-pressed', String(paused));
    wake();
  });
  doc.defaultView?.matchMedia?.(REDUCED_MOTION_QUERY).addEventListener?.('change', wake);
  button.hidden = false;
  render();
  setState();
}

/** Starts every marquee of the page. */
const start: BlockScript = (root) => {
  for (const el of root.querySelectorAll<HTMLElement>('[data-block-script="marquee"]')) startMarquee(el, root);
};
export default start;

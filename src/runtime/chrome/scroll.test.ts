// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOMOTION_CLASS } from '../../shared/motion.ts';
import { anchorTarget, scrollTargetY, scrollToElement, SCROLL_OFFSET, start, tween, TWEEN_DURATION, tweenDuration } from './scroll.ts';

/** A manual clock and frame queue: each `frame()` runs the callbacks scheduled so far at `time`. */
function clock() {
  let time = 0;
  let queue: (() => void)[] = [];
  return {
    now: () => time,
    frame: (cb: () => void) => queue.push(cb),
    cancelFrame: (handle: number) => {
      queue[handle - 1] = () => {};
    },
    advance(ms: number) {
      time += ms;
      const run = queue;
      queue = [];
      for (const cb of run) cb();
    },
  };
}

const linear = (p: number) => p;

describe('tween (§4 start, pause, resume, end; §5 finite duration, default 300)', () => {
  it('has the §9 defaults', () => {
    expect(TWEEN_DURATION).toBe(300);
    expect(SCROLL_OFFSET).toBe(30);
  });

  it.each([[Number.NaN], [Infinity], [-Infinity], [-5], ['400'], [undefined]])('a duration of %s means 300 ms', (value) => {
    expect(tweenDuration(value)).toBe(300);
  });

  it('keeps a finite duration', () => {
    expect(tweenDuration(0)).toBe(0);
    expect(tweenDuration(450)).toBe(450);
  });

  it('steps from 0 to 1 over the duration and ends once', () => {
    const c = clock();
    const steps: number[] = [];
    const onEnd = vi.fn();
    const t = tween({ duration: 200, onStep: (v) => steps.push(v), onEnd, easing: linear, ...c }).start();
    expect(steps).toEqual([0]);
    c.advance(50);
    c.advance(50);
    expect(steps).toEqual([0, 0.25, 0.5]);
    c.advance(150);
    expect(steps.at(-1)).toBe(1);
    expect(t.state).toBe('ended');
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('pauses and resumes where it was: paused time does not count', () => {
    const c = clock();
    const steps: number[] = [];
    const t = tween({ duration: 100, onStep: (v) => steps.push(v), easing: linear, ...c }).start();
    c.advance(40);
    t.pause();
    expect(t.state).toBe('paused');
    c.advance(1000);
    expect(steps).toEqual([0, 0.4]);
    t.resume();
    expect(steps.at(-1)).toBe(0.4);
    c.advance(30);
    expect(steps.at(-1)).toBeCloseTo(0.7);
    c.advance(30);
    expect(steps.at(-1)).toBe(1);
    expect(t.state).toBe('ended');
  });

  it('end() jumps to 1 at once; a non-finite duration runs 300 ms', () => {
    const c = clock();
    const steps: number[] = [];
    const t = tween({ duration: Number.NaN, onStep: (v) => steps.push(v), easing: linear, ...c }).start();
    c.advance(150);
    expect(steps.at(-1)).toBe(0.5);
    t.end();
    expect(steps.at(-1)).toBe(1);
    t.end();
    expect(steps.filter((v) => v === 1)).toHaveLength(1);
  });

  it('uses the easing given (ease in and out by default)', () => {
    const c = clock();
    const steps: number[] = [];
    tween({ duration: 100, onStep: (v) => steps.push(v), ...c }).start();
    c.advance(25);
    expect(steps[1]).toBeCloseTo(4 * 0.25 ** 3);
  });
});

describe('scrolling to an element', () => {
  afterEach(() => {
    document.documentElement.className = '';
    document.body.innerHTML = '';
    vi.restoreAllMocks();
  });

  const place = (top: number) => {
    document.body.innerHTML = '<a href="#horario">Horario</a><a href="#nada">Nada</a><a href="#">Arriba</a><h2 id="horario">Horario</h2>';
    const target = document.getElementById('horario')!;
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top, left: 0, bottom: top + 20, right: 0, width: 0, height: 20, x: 0, y: top, toJSON() {} } as DOMRect);
    return target;
  };

  it('puts the target 30 px below the top of the window', () => {
    expect(scrollTargetY(place(500))).toBe(500 + window.scrollY - 30);
    expect(scrollTargetY(place(500), 0)).toBe(500 + window.scrollY);
    expect(scrollTargetY(place(10))).toBe(0);
  });

  it('jumps at once when motion is not allowed', async () => {
    document.documentElement.classList.add(NOMOTION_CLASS);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await scrollToElement(place(600));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 570, left: 0, behavior: 'instant' });
  });

  it('finds the target of an in-page link, only when it is on the page', () => {
    place(0);
    const [to, missing, top] = Array.from(document.querySelectorAll('a'));
    expect(anchorTarget(to)!.id).toBe('horario');
    expect(anchorTarget(missing)).toBeNull();
    expect(anchorTarget(top)).toBeNull();
  });

  it('a click on an in-page link scrolls, moves focus to the target and puts the hash in the address', async () => {
    document.documentElement.classList.add(NOMOTION_CLASS);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const target = place(400);
    const stop = start(document.body);
    const link = document.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
    expect(location.hash).toBe('#horario');
    expect(scrollTo).toHaveBeenCalledWith({ top: 370, left: 0, behavior: 'instant' });
    // A link to nothing on the page, or with a modifier key, is left to the browser.
    const other = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelectorAll('a')[1].dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    link.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
    stop();
  });
});

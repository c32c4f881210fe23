// @vitest-environment happy-dom
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { createElement } from 'react';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOMOTION_CLASS } from '../../shared/motion.ts';
import { MarqueeBlock } from './Marquee.tsx';
import { MarqueeData } from './marquee.schema.ts';
import start from './marquee.script.ts';

// The marquee script with stand-in observers and frames: what runs when, and the §9 numbers.
let intersect: (entries: { isIntersecting: boolean }[]) => void;
let resize: () => void;
let frames: FrameRequestCallback[] = [];
let now = 0;

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  now = 0;
  vi.stubGlobal('IntersectionObserver', class { constructor(cb: typeof intersect) { intersect = cb; } observe() {} });
  vi.stubGlobal('ResizeObserver', class { constructor(cb: typeof resize) { resize = cb; } observe() {} });
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener() {} }));
  document.documentElement.className = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Runs the frames queued so far, `ms` apart. */
const step = (ms = 16) => {
  const queued = frames;
  frames = [];
  now += ms;
  for (const cb of queued) cb(now);
};

function mount(data: unknown, width = 800, copyWidth = 300) {
  document.body.innerHTML = renderStaticMarkup(createElement(MarqueeBlock, { id: 'm', data: v.parse(MarqueeData, data) }));
  const el = document.querySelector<HTMLElement>('.marquee')!;
  let w = width;
  Object.defineProperty(el, 'clientWidth', { get: () => w });
  for (const copy of el.querySelectorAll<HTMLElement>('.marquee__copy')) copy.getBoundingClientRect = () => ({ width: copyWidth }) as DOMRect;
  start(document);
  return { el, setWidth: (n: number) => (w = n), copies: () => el.querySelectorAll('.marquee__copy').length, button: el.querySelector('button')! };
}

describe('marquee script (§4, §9)', () => {
  it('fills the region with copies, shows its button, and runs only while on screen', () => {
    const { el, copies, button } = mount({ items: ['Tueste de la semana'] });
    expect(copies()).toBe(4);
    expect(button.hidden).toBe(false);
    expect(el.dataset.state).toBe('stopped');
    intersect([{ isIntersecting: true }]);
    expect(el.dataset.state).toBe('running');
    step(16);
    // 60 px a second at speed 1 (frames closer than 100 ms count in full).
    for (let i = 0; i < 20; i++) step(50);
    expect(el.querySelector<HTMLElement>('.marquee__track')!.style.transform).toBe('translate3d(-60.00px, 0, 0)');
    intersect([{ isIntersecting: false }]);
    step();
    expect(frames).toHaveLength(0);
    expect(el.dataset.state).toBe('stopped');
  });

  it('the button pauses and resumes it', () => {
    const { el, button } = mount({ items: ['a'] });
    intersect([{ isIntersecting: true }]);
    button.click();
    step();
    expect(el.dataset.state).toBe('paused');
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(frames).toHaveLength(0);
    button.click();
    expect(el.dataset.state).toBe('running');
  });

  it('pausedOnHover: slows to a stop under the pointer, then stops asking for frames', () => {
    const { el } = mount({ items: ['a'], pausedOnHover: true });
    intersect([{ isIntersecting: true }]);
    el.dispatchEvent(new Event('pointerenter'));
    step(0);
    let n = 0;
    while (frames.length && n++ < 500) step();
    expect(n).toBeGreaterThan(10);
    expect(el.dataset.state).toBe('stopped');
    el.dispatchEvent(new Event('pointerleave'));
    expect(el.dataset.state).toBe('running');
  });

  it('re-renders 1000 ms after a resize; under 50 px it does not move', () => {
    const { el, setWidth, copies } = mount({ items: ['a'] });
    intersect([{ isIntersecting: true }]);
    setWidth(40);
    resize();
    vi.advanceTimersByTime(999);
    expect(copies()).toBe(4);
    vi.advanceTimersByTime(1);
    expect(copies()).toBe(2);
    step();
    step();
    expect(el.dataset.state).toBe('stopped');
  });

  it('without motion it stays still and keeps its button hidden', () => {
    document.documentElement.classList.add(NOMOTION_CLASS);
    const { el, button } = mount({ items: ['a'] });
    expect(button.hidden).toBe(true);
    expect(el.dataset.state).toBeUndefined();
  });
});

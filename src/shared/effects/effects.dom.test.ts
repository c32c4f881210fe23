// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOMOTION_CLASS } from '../motion.ts';
import { decorateRichText } from './rich-text.ts';
import { startScaledText } from './scaled-text.dom.ts';
import { startTextEffects, TEXT_EFFECT_RESET_EVENT } from './text-effect.dom.ts';

// Stand-ins for the observers: the test decides what they report and when.
type Report = (entries: { target: Element; isIntersecting?: boolean; contentRect?: { width: number } }[]) => void;
let intersect: Report;
let resize: Report;
class FakeIntersectionObserver {
  constructor(cb: Report) { intersect = cb; }
  observe() {}
  unobserve() {}
  disconnect() {}
}
class FakeResizeObserver {
  constructor(cb: Report) { resize = cb; }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  document.documentElement.className = '';
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const mount = (html: string) => {
  document.body.innerHTML = `<div>${decorateRichText(html).html}</div>`;
  return document.body.firstElementChild as HTMLElement;
};

describe('text effect in the browser (§4)', () => {
  const html = '<p><span data-text-effect="draw" data-shape="underline">café</span></p>';

  it('in view when started: armed, played after 250 ms', () => {
    const root = mount(html);
    const span = root.querySelector<HTMLElement>('.text-effect')!;
    startTextEffects(root);
    expect(span.classList.contains('is-armed')).toBe(true);
    intersect([{ target: span, isIntersecting: true }]);
    vi.advanceTimersByTime(249);
    expect(span.classList.contains('is-played')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(span.className).toContain('is-played');
    expect(span.classList.contains('is-armed')).toBe(false);
  });

  it('out of view when started: played at once (0 ms) when it scrolls in; reset re-arms it', () => {
    const root = mount(html);
    const span = root.querySelector<HTMLElement>('.text-effect')!;
    startTextEffects(root);
    intersect([{ target: span, isIntersecting: false }]);
    intersect([{ target: span, isIntersecting: true }]);
    vi.advanceTimersByTime(0);
    expect(span.classList.contains('is-played')).toBe(true);
    span.dispatchEvent(new Event(TEXT_EFFECT_RESET_EVENT));
    expect(span.classList.contains('is-armed')).toBe(true);
    expect(span.classList.contains('is-played')).toBe(false);
    intersect([{ target: span, isIntersecting: true }]);
    vi.advanceTimersByTime(250);
    expect(span.classList.contains('is-played')).toBe(true);
  });

  it('without motion nothing is armed: the decoration stays as rendered', () => {
    document.documentElement.classList.add(NOMOTION_CLASS);
    const root = mount(html);
    startTextEffects(root);
    expect(root.querySelector('.text-effect')!.className).toBe('text-effect text-effect--draw text-effect--underline');
  });
});

describe('scaled text in the browser (§9)', () => {
  it('fits at once, then refits a resize only after 100 ms of quiet, never below 11 px', () => {
    const root = mount('<h2 data-scaled-text>Café Altura</h2>');
    const el = root.querySelector<HTMLElement>('.scaled-text')!;
    const line = el.querySelector<HTMLElement>('.scaled-text__line')!;
    let box = 400;
    Object.defineProperty(el, 'clientWidth', { get: () => box });
    el.style.fontSize = '40px';
    line.getBoundingClientRect = () => ({ width: (parseFloat(el.style.fontSize) / 40) * 800 }) as DOMRect;
    startScaledText(root);
    resize([{ target: el, contentRect: { width: 400 } }]);
    expect(el.style.fontSize).toBe('20px');
    // Half as wide: 10 px would fit, 11 px is the floor.
    box = 200;
    resize([{ target: el, contentRect: { width: 200 } }]);
    vi.advanceTimersByTime(99);
    expect(el.style.fontSize).toBe('20px');
    vi.advanceTimersByTime(1);
    expect(parseFloat(el.style.fontSize)).toBe(11);
  });
});

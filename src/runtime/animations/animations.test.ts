// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANIMATION_DURATION_S, ANIMATION_THRESHOLDS, animationBodyClass } from '../../shared/animations.ts';
import { imagesLoaded, readyToShow, startAnimations } from './animations.ts';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: { callback: Callback; options: IntersectionObserverInit; observed: Element[] }[] = [];

class FakeObserver {
  observed: Element[] = [];
  constructor(public callback: Callback, public options: IntersectionObserverInit) {
    observers.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  unobserve(el: Element) {
    this.observed = this.observed.filter((e) => e !== el);
  }
  disconnect() {}
}

const entry = (target: Element, ratio: number, height = 100): Partial<IntersectionObserverEntry> => ({
  target,
  intersectionRatio: ratio,
  isIntersecting: ratio > 0,
  boundingClientRect: { height } as DOMRectReadOnly,
});

beforeEach(() => {
  observers = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  document.documentElement.className = '';
  document.body.className = 'page-type-10 has-animations animations-rise';
  document.body.removeAttribute('data-edit-mode');
  document.body.innerHTML = '<div class="block" id="a"></div><div class="block" id="b"></div><div class="block" id="c"><img></div>';
});
afterEach(() => vi.unstubAllGlobals());

const $ = (id: string) => document.getElementById(id)!;

describe('animations (§4, §9)', () => {
  it('the setting gives the body classes; §9 constants', () => {
    expect(animationBodyClass('fade')).toBe('has-animations animations-fade');
    expect(animationBodyClass('none')).toBe('');
    expect(animationBodyClass(undefined)).toBe('');
    expect(ANIMATION_THRESHOLDS).toEqual([0, 0.1, 0.25, 0.5, 1]);
    expect(ANIMATION_DURATION_S).toBe(0.3);
  });

  it('half visible, or taller than the window and intersecting', () => {
    expect(readyToShow(entry($('a'), 0.5) as IntersectionObserverEntry, 800)).toBe(true);
    expect(readyToShow(entry($('a'), 0.49) as IntersectionObserverEntry, 800)).toBe(false);
    expect(readyToShow(entry($('a'), 0.2, 2000) as IntersectionObserverEntry, 800)).toBe(true);
    expect(readyToShow(entry($('a'), 0, 2000) as IntersectionObserverEntry, 800)).toBe(false);
  });

  it('blocks in view at start are marked at once; the others wait, then get the marker when half visible', async () => {
    expect(startAnimations(document)).toBe(true);
    const [io] = observers;
    expect(io.options.threshold).toEqual([0, 0.1, 0.25, 0.5, 1]);
    io.callback([entry($('a'), 0.3), entry($('b'), 0)]);
    expect($('a').getAttribute('data-animate')).toBe('loaded');
    expect($('b').getAttribute('data-animate')).toBe('waiting');
    io.callback([entry($('b'), 0.25)]);
    expect($('b').getAttribute('data-animate')).toBe('waiting');
    io.callback([entry($('b'), 0.5)]);
    await Promise.resolve();
    expect($('b').getAttribute('data-animate')).toBe('loaded');
    expect(io.observed.map((e) => e.id)).toEqual(['c']);
  });

  it('waits for the block\'s images', async () => {
    startAnimations(document);
    const [io] = observers;
    const img = $('c').querySelector('img')!;
    Object.defineProperty(img, 'complete', { value: false });
    io.callback([entry($('c'), 0)]);
    io.callback([entry($('c'), 1)]);
    await Promise.resolve();
    expect($('c').getAttribute('data-animate')).toBe('waiting');
    img.dispatchEvent(new Event('load'));
    await new Promise((r) => setTimeout(r, 0));
    expect($('c').getAttribute('data-animate')).toBe('loaded');
    await expect(imagesLoaded(document.createElement('div'))).resolves.toBeUndefined();
  });

  it('nothing in edit mode, under reduced motion (nomotion), or without the setting', () => {
    document.body.setAttribute('data-edit-mode', '');
    expect(startAnimations(document)).toBe(false);
    document.body.removeAttribute('data-edit-mode');
    document.documentElement.classList.add('nomotion');
    expect(startAnimations(document)).toBe(false);
    document.documentElement.classList.remove('nomotion');
    document.body.className = 'page-type-10';
    expect(startAnimations(document)).toBe(false);
    expect(observers).toEqual([]);
    expect(document.querySelector('[data-animate]')).toBeNull();
  });
});

// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_LOADING_CLASS } from '../../shared/image-loader.ts';
import { configOf, loadImage, startImageLoader } from './loader.ts';

const SET = '/media/s/a-1-100.webp 100w, /media/s/a-1-500.webp 500w, /media/s/a-1-1000.webp 1000w';
const AVIF = SET.replaceAll('.webp', '.avif');

function picture(config: object = {}, width = 300): HTMLImageElement {
  document.body.innerHTML = `<picture><source type="image/avif" data-srcset="${AVIF}"><source type="image/webp" data-srcset="${SET}">
    <img data-image-loader='${JSON.stringify(config)}' data-srcset="${SET}" width="600" height="400" alt="Taza"></picture>`;
  const img = document.querySelector('img')!;
  img.getBoundingClientRect = () => ({ width, height: width / 1.5 }) as DOMRect;
  return img;
}

beforeEach(() => {
  Object.defineProperty(window, 'devicePixelRatio', { value: 2, configurable: true });
});

describe('the browser image loader (§4 image loading)', () => {
  it('holds every candidate back until it loads, then gives the exact width as sizes', () => {
    const img = picture();
    expect(img.getAttribute('srcset')).toBeNull();
    expect(loadImage(img)).toBe(true);
    expect(img.getAttribute('srcset')).toBe(SET);
    expect(img.getAttribute('sizes')).toBe('300px');
    const [avif, webp] = [...document.querySelectorAll('source')];
    expect(avif.getAttribute('srcset')).toBe(AVIF);
    expect(webp.getAttribute('sizes')).toBe('300px');
    expect(avif.hasAttribute('data-srcset')).toBe(false);
  });

  it('has the loading class while loading, removed on load and on error', () => {
    const img = picture();
    loadImage(img);
    expect(img.classList.contains(IMAGE_LOADING_CLASS)).toBe(true);
    img.dispatchEvent(new Event('load'));
    expect(img.classList.contains(IMAGE_LOADING_CLASS)).toBe(false);
    const other = picture();
    loadImage(other);
    other.dispatchEvent(new Event('error'));
    expect(other.classList.contains(IMAGE_LOADING_CLASS)).toBe(false);
  });

  it('skips an image already loading unless concurrent loads are allowed', () => {
    const img = picture();
    loadImage(img);
    img.getBoundingClientRect = () => ({ width: 800, height: 500 }) as DOMRect;
    expect(loadImage(img)).toBe(false);
    expect(loadImage(img, { concurrent: true })).toBe(true);
    expect(img.getAttribute('sizes')).toBe('800px');
  });

  it('reloads only when the new size is larger, or when forced', () => {
    const img = picture();
    loadImage(img);
    img.dispatchEvent(new Event('load'));
    img.getBoundingClientRect = () => ({ width: 200, height: 100 }) as DOMRect;
    expect(loadImage(img)).toBe(false);
    expect(img.getAttribute('sizes')).toBe('300px');
    expect(loadImage(img, { force: true })).toBe(true);
    img.dispatchEvent(new Event('load'));
    expect(img.getAttribute('sizes')).toBe('200px');
    img.getBoundingClientRect = () => ({ width: 640, height: 400 }) as DOMRect;
    expect(loadImage(img)).toBe(true);
    expect(img.getAttribute('sizes')).toBe('640px');
  });

  it('sizeAdjustment scales the width; dprMax bounds the screen ratio; negative adjustment is 0 (then 1 px)', () => {
    loadImage(picture({ sizeAdjustment: 0.5 }));
    expect(document.querySelector('img')!.getAttribute('sizes')).toBe('150px');
    // DPR 2 bounded to 1: half the CSS width in device pixels of a 2× screen.
    loadImage(picture({ dprMax: 1 }));
    expect(document.querySelector('img')!.getAttribute('sizes')).toBe('150px');
    expect(configOf(picture({ sizeAdjustment: -3 })).sizeAdjustment).toBe(0);
  });

  it('under Save-Data counts the ratio as 1 only when allowSaveData is set', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      loadImage(picture({ allowSaveData: true }));
      expect(document.querySelector('img')!.getAttribute('sizes')).toBe('150px');
      loadImage(picture({}));
      expect(document.querySelector('img')!.getAttribute('sizes')).toBe('300px');
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
    }
  });

  it('skips with a console warning only: not an image, no source, an invalid source', () => {
    const warn = vi.fn();
    document.body.innerHTML = `<div data-image-loader="{}" data-srcset="${SET}"></div>`;
    expect(loadImage(document.querySelector('div')!, { warn })).toBe(false);
    const img = picture();
    img.removeAttribute('data-srcset');
    expect(loadImage(img, { warn })).toBe(false);
    const bad = picture({ source: 'javascript:alert(1)' });
    expect(loadImage(bad, { warn })).toBe(false);
    expect(bad.getAttribute('srcset')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('rewrites http URLs of the platform’s own hosts to https, and no others', () => {
    document.body.innerHTML = `<img data-image-loader="{}" data-srcset="http://cdn.vitrina.test/a-100.webp 100w, http://otro.example/b-500.webp 500w">`;
    const img = document.querySelector('img')!;
    img.getBoundingClientRect = () => ({ width: 100, height: 100 }) as DOMRect;
    loadImage(img, { ownHosts: ['vitrina.test'] });
    expect(img.getAttribute('srcset')).toBe('https://cdn.vitrina.test/a-100.webp 100w, http://otro.example/b-500.webp 500w');
  });

  it('useBgImage: the candidate for the width becomes the background, on the focal point', () => {
    document.body.innerHTML = `<div data-image-loader='{"useBgImage":true,"focalPoint":{"x":0.25,"y":0.75}}' data-srcset="${SET}"></div>`;
    const el = document.querySelector('div')!;
    el.getBoundingClientRect = () => ({ width: 240, height: 100 }) as DOMRect;
    const created: HTMLImageElement[] = [];
    const create = document.createElement.bind(document);
    vi.spyOn(document, 'createElement').mockImplementation((tag: string) => {
      const made = create(tag);
      if (tag === 'img') created.push(made as HTMLImageElement);
      return made;
    });
    expect(loadImage(el)).toBe(true);
    expect(el.classList.contains(IMAGE_LOADING_CLASS)).toBe(true);
    // 240 CSS px × DPR 2 = 480 device px: the 500w candidate.
    expect(created[0].getAttribute('src')).toBe('/media/s/a-1-500.webp');
    created[0].dispatchEvent(new Event('load'));
    expect(el.style.backgroundImage).toContain('/media/s/a-1-500.webp');
    expect(el.style.backgroundPosition).toBe('25% 75%');
    expect(el.classList.contains(IMAGE_LOADING_CLASS)).toBe(false);
  });

  it('start: load true at once, false never, viewport when within 200 px (then unobserved)', () => {
    document.body.innerHTML = ['true', 'false', '"viewport"'].map((l) => `<img data-image-loader='{"load":${l}}' data-srcset="${SET}">`).join('');
    const observed: Element[] = [];
    let callback: IntersectionObserverCallback = () => {};
    const margins: string[] = [];
    class FakeObserver {
      constructor(cb: IntersectionObserverCallback, init: IntersectionObserverInit) {
        callback = cb;
        margins.push(init.rootMargin ?? '');
      }
      observe(el: Element) { observed.push(el); }
      unobserve(el: Element) { observed.splice(observed.indexOf(el), 1); }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const doc = document;
    const [now, never, lazy] = [...doc.querySelectorAll('img')];
    startImageLoader(doc);
    expect(now.getAttribute('srcset')).toBe(SET);
    expect(never.getAttribute('srcset')).toBeNull();
    expect(lazy.getAttribute('srcset')).toBeNull();
    expect(observed).toEqual([lazy]);
    expect(margins).toEqual(['200px 0px']);
    callback([{ isIntersecting: true, target: lazy } as unknown as IntersectionObserverEntry], {} as IntersectionObserver);
    expect(lazy.getAttribute('srcset')).toBe(SET);
    expect(observed).toEqual([]);
    vi.unstubAllGlobals();
  });
});

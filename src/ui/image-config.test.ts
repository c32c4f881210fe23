import { describe, expect, it, vi } from 'vitest';
import { effectiveDpr, heightFor, loadableSource, objectFit, objectPosition, parseImageConfig, secureUrl, widthToFetch } from './image-config.ts';

describe('parseImageConfig (§3 image loading config)', () => {
  it('defaults: focal point 0.5/0.5, cover, center, sizeAdjustment 1, load in viewport, no DPR bounds', () => {
    expect(parseImageConfig(undefined)).toEqual({
      dimensions: null, fixedRatio: null, focalPoint: { x: 0.5, y: 0.5 }, load: 'viewport', forceImageUpdate: false,
      cropMode: 'cover', sizeAdjustment: 1, sizeFormat: 'filename', source: null, stretch: false, useBgImage: false,
      useAdvancedPositioning: false, allowSaveData: false, dprMin: null, dprMax: null, fitAlignment: 'center',
    });
    expect(parseImageConfig([1, 2])).toEqual(parseImageConfig({}));
  });

  it('keeps valid values', () => {
    const c = parseImageConfig({ dimensions: { width: 1200, height: 800 }, fixedRatio: 1.5, focalPoint: { x: 0.2, y: 0.9 }, load: false, cropMode: 'contain', sizeAdjustment: 0.5, sizeFormat: 'queryString', dprMin: 1, dprMax: 2, fitAlignment: 'top', useBgImage: true });
    expect(c).toMatchObject({ dimensions: { width: 1200, height: 800 }, fixedRatio: 1.5, focalPoint: { x: 0.2, y: 0.9 }, load: false, cropMode: 'contain', sizeAdjustment: 0.5, sizeFormat: 'queryString', dprMin: 1, dprMax: 2, fitAlignment: 'top', useBgImage: true });
  });

  it('sizeAdjustment is at least 0 (negative becomes 0), default 1 when not a finite number', () => {
    expect(parseImageConfig({ sizeAdjustment: -3 }).sizeAdjustment).toBe(0);
    expect(parseImageConfig({ sizeAdjustment: 0 }).sizeAdjustment).toBe(0);
    expect(parseImageConfig({ sizeAdjustment: 'x' }).sizeAdjustment).toBe(1);
    expect(parseImageConfig({ sizeAdjustment: Number.NaN }).sizeAdjustment).toBe(1);
    expect(parseImageConfig({ sizeAdjustment: Infinity }).sizeAdjustment).toBe(1);
  });

  it('invalid fields fall back one by one, never throw', () => {
    const c = parseImageConfig({ focalPoint: { x: 2, y: 0.1 }, cropMode: 'stretch', fitAlignment: 'middle', fixedRatio: 0, dprMin: -1, dimensions: { width: 0, height: 5 }, load: 'later' });
    expect(c).toMatchObject({ focalPoint: { x: 0.5, y: 0.1 }, cropMode: 'cover', fitAlignment: 'center', fixedRatio: null, dprMin: null, dimensions: null, load: 'viewport' });
    expect(parseImageConfig({ focalPoint: 'centre' }).focalPoint).toEqual({ x: 0.5, y: 0.5 });
  });
});

describe('crop and position', () => {
  it('crop modes map to object-fit', () => {
    expect(objectFit('cover')).toBe('cover');
    expect(objectFit('contain')).toBe('contain');
    expect(objectFit('none')).toBe('none');
  });

  it('cover keeps the focal point in view; contain and none use the fit alignment', () => {
    expect(objectPosition({ cropMode: 'cover', focalPoint: { x: 0.5, y: 0.5 }, fitAlignment: 'top' })).toBe('50% 50%');
    expect(objectPosition({ cropMode: 'cover', focalPoint: { x: 0.25, y: 0.333 }, fitAlignment: 'top' })).toBe('25% 33.3%');
    const at = (fitAlignment: Parameters<typeof objectPosition>[0]['fitAlignment'], cropMode: 'contain' | 'none' = 'contain') => objectPosition({ cropMode, focalPoint: { x: 0, y: 0 }, fitAlignment });
    expect([at('top'), at('left'), at('center'), at('right'), at('bottom')]).toEqual(['50% 0%', '0% 50%', '50% 50%', '100% 50%', '50% 100%']);
    expect(at('right', 'none')).toBe('100% 50%');
  });

  it('fixedRatio wins over the source dimensions; neither: no height', () => {
    expect(heightFor(600, { fixedRatio: 2, dimensions: { width: 100, height: 100 } })).toBe(300);
    expect(heightFor(600, { fixedRatio: null, dimensions: { width: 1200, height: 800 } })).toBe(400);
    expect(heightFor(600, { fixedRatio: null, dimensions: null })).toBeNull();
  });
});

describe('DPR bounds and the width to fetch', () => {
  it('dprMin and dprMax bound the device ratio; a nonsense ratio counts as 1', () => {
    expect(effectiveDpr(3, { dprMin: null, dprMax: 2 })).toBe(2);
    expect(effectiveDpr(1, { dprMin: 1.5, dprMax: null })).toBe(1.5);
    expect(effectiveDpr(2, { dprMin: 1, dprMax: 3 })).toBe(2);
    expect(effectiveDpr(Number.NaN, { dprMin: null, dprMax: null })).toBe(1);
    expect(effectiveDpr(0, { dprMin: null, dprMax: null })).toBe(1);
  });

  it('the next §9 width up from displayed × sizeAdjustment × bounded DPR', () => {
    const base = { dprMin: null, dprMax: null, sizeAdjustment: 1 };
    expect(widthToFetch(358, 3, base)).toBe(1500);
    expect(widthToFetch(358, 3, { ...base, dprMax: 2 })).toBe(750);
    expect(widthToFetch(358, 1, { ...base, sizeAdjustment: 0.5 })).toBe(300);
    expect(widthToFetch(358, 1, { ...base, sizeAdjustment: 0 })).toBe(100);
    expect(widthToFetch(358, 3, base, [100, 300, 500])).toBe(500);
  });
});

describe('sources', () => {
  const own = ['vitrina.test', 'vitrina-cdn.test'];

  it('http: on the platform’s own hosts (and their subdomains) becomes https:', () => {
    expect(secureUrl('http://vitrina.test/media/a.webp', own)).toBe('https://vitrina.test/media/a.webp');
    expect(secureUrl('HTTP://tienda.vitrina.test/x.avif?v=1', own)).toBe('https://tienda.vitrina.test/x.avif?v=1');
    expect(secureUrl('http://img.vitrina-cdn.test:80/x', own)).toBe('https://img.vitrina-cdn.test:80/x');
  });

  it('other hosts, https: and relative URLs are left alone', () => {
    expect(secureUrl('http://otro.example/x.jpg', own)).toBe('http://otro.example/x.jpg');
    expect(secureUrl('http://evilvitrina.test/x.jpg', own)).toBe('http://evilvitrina.test/x.jpg');
    expect(secureUrl('https://vitrina.test/x', own)).toBe('https://vitrina.test/x');
    expect(secureUrl('/media/x.webp', own)).toBe('/media/x.webp');
  });

  it('skips a load with a console warning only: not an image, missing or invalid source', () => {
    const warn = vi.fn();
    expect(loadableSource('DIV', '/x.webp', own, warn)).toBeNull();
    expect(loadableSource('img', '', own, warn)).toBeNull();
    expect(loadableSource('img', null, own, warn)).toBeNull();
    expect(loadableSource('img', '   ', own, warn)).toBeNull();
    expect(loadableSource('img', 'javascript:alert(1)', own, warn)).toBeNull();
    expect(loadableSource('img', 'http://[bad', own, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls[0][0]).toMatch(/not an image/);
    expect(warn.mock.calls[1][0]).toMatch(/no source/);
    expect(warn.mock.calls[4][0]).toMatch(/invalid source/);
  });

  it('a valid source loads, made secure on own hosts, without warning; console.warn by default', () => {
    const warn = vi.fn();
    expect(loadableSource('IMG', 'http://vitrina.test/a.avif', own, warn)).toBe('https://vitrina.test/a.avif');
    expect(loadableSource('img', '/media/a.webp', own, warn)).toBe('/media/a.webp');
    expect(warn).not.toHaveBeenCalled();
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(loadableSource('img', undefined, own)).toBeNull();
    expect(spy).toHaveBeenCalledOnce();
    spy.mockRestore();
  });
});

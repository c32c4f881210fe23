import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GALLERY_RERENDER_OPTIONS, autoplayDurationMs, galleryNeedsRerender } from './options.ts';

describe('autoplayDurationMs', () => {
  it('turns the block seconds into milliseconds', () => {
    expect(autoplayDurationMs(3)).toBe(3000);
    expect(autoplayDurationMs('2.5')).toBe(2500);
    expect(autoplayDurationMs(' 1 ')).toBe(1000);
  });
  it('gives 5000 ms for missing, zero, negative or invalid values', () => {
    for (const bad of [undefined, null, 0, -1, '', 'cinco', NaN, Infinity, {}, [], 1e300]) expect(autoplayDurationMs(bad)).toBe(5000);
  });
  it('is always a positive finite number (property)', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      const ms = autoplayDurationMs(value);
      expect(Number.isFinite(ms) && ms > 0).toBe(true);
    }));
  });
});

describe('galleryNeedsRerender', () => {
  const base = { design: 'stacked', imageAspectRatio: '16:9', autoplay: false, 'autoplay-duration': 5, lightbox: true, lightboxTheme: 'dark', padding: 20, vSize: 10, gutter: 1, slidesPerRow: 3 };

  it('lists the §4 options', () => {
    expect([...GALLERY_RERENDER_OPTIONS].sort()).toEqual([
      'autoplay', 'autoplay-duration', 'imageAspectRatio', 'lightbox', 'lightboxTheme', 'method', 'padding',
      'thumbnail-strip-height', 'thumbnail-strip-margin', 'transient', 'vSize',
    ]);
  });
  it('is true when any of them changes, appears or disappears', () => {
    for (const key of GALLERY_RERENDER_OPTIONS) {
      expect(galleryNeedsRerender(base, { ...base, [key]: 'otro' }), key).toBe(true);
    }
    const { vSize: _removed, ...withoutVSize } = base;
    expect(galleryNeedsRerender(base, withoutVSize)).toBe(true);
  });
  it('is false when nothing of them changes', () => {
    expect(galleryNeedsRerender(base, { ...base })).toBe(false);
    expect(galleryNeedsRerender(base, { ...base, gutter: 5, slidesPerRow: 2, design: 'grid' })).toBe(false);
    expect(galleryNeedsRerender(null, undefined)).toBe(false);
    expect(galleryNeedsRerender({ padding: NaN }, { padding: NaN })).toBe(false);
  });
  it('compares object values by content', () => {
    expect(galleryNeedsRerender({ transient: { a: 1 } }, { transient: { a: 1 } })).toBe(false);
    expect(galleryNeedsRerender({ transient: { a: 1 } }, { transient: { a: 2 } })).toBe(true);
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(galleryNeedsRerender({ transient: loop }, { transient: { ...loop } })).toBe(true);
  });
});

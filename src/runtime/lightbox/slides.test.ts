// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { writeGallery } from '../../../test/fixtures/lightbox-gallery.ts';
import { parseDimensions, readConfig, readSlides, slideCaption } from './slides.ts';

describe('reading the gallery markup (src/shared/gallery/dom.ts)', () => {
  it('reads the slides in order with their §3 attributes', () => {
    const slides = readSlides(writeGallery({ count: 3, video: 1 }));
    expect(slides.map(({ id, url, type }) => ({ id, url, type }))).toEqual([
      { id: 'id0', url: 's0', type: 'image' },
      { id: 'id1', url: 's1', type: 'video' },
      { id: 'id2', url: 's2', type: 'image' },
    ]);
    expect(slides[0].src).toBe('/media/s0-1500.webp');
    expect(slides[0].dimensions).toEqual({ width: 1600, height: 900 });
    expect(slideCaption(slides[0])!.textContent).toContain('Título 1');
    expect(slideCaption(slides[1])).toBeNull();
  });

  it('leaves out a slide without an id', () => {
    const root = writeGallery({ count: 2 });
    root.querySelector('[data-slide-id]')!.setAttribute('data-slide-id', '');
    expect(readSlides(root).map((s) => s.id)).toEqual(['id1']);
  });

  it('reads the config forgivingly: bad JSON or wrong types give the defaults', () => {
    const root = writeGallery({ config: { lightboxTheme: 'light', loop: true, collectionUrl: '/galeria/' } });
    expect(readConfig(root)).toEqual({ lightbox: true, loop: true, lightboxTheme: 'light', history: true, collectionUrl: '/galeria' });
    root.setAttribute('data-gallery-config', '{nope');
    expect(readConfig(root)).toEqual({ lightbox: false, loop: false, lightboxTheme: 'dark', history: false, collectionUrl: '' });
    root.setAttribute('data-gallery-config', JSON.stringify({ lightbox: 'yes', history: true, collectionUrl: 'https://elsewhere.test/x', lightboxTheme: 'neon' }));
    expect(readConfig(root)).toEqual({ lightbox: false, loop: false, lightboxTheme: 'dark', history: false, collectionUrl: '' });
    root.setAttribute('data-gallery-config', JSON.stringify({ history: true, collectionUrl: '//elsewhere.test/x' }));
    expect(readConfig(root)).toMatchObject({ history: false, collectionUrl: '' });
    root.setAttribute('data-gallery-config', 'null');
    expect(readConfig(root).history).toBe(false);
  });

  it('parses "W x H" dimensions', () => {
    expect(parseDimensions('1600 x 900')).toEqual({ width: 1600, height: 900 });
    expect(parseDimensions('1600x900')).toEqual({ width: 1600, height: 900 });
    for (const bad of [null, '', '0 x 10', '10 x', 'a x b', '-5 x 5']) expect(parseDimensions(bad)).toBeNull();
  });
});

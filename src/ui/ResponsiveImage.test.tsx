import { renderStaticMarkup } from '../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import type { MediaRef } from './media-ref.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

const media = (avif: boolean): MediaRef => ({
  id: 'foto', alt: 'Una foto', width: 1200, height: 800, focalPoint: { x: 0.25, y: 0.75 },
  src: '/media/s/foto-1-1000.webp',
  variants: [100, 300, 500, 750, 1000].map((w) => ({ width: w, url: `/media/s/foto-1-${w}.webp`, ...(avif ? { avif: `/media/s/foto-1-${w}.avif` } : {}) })),
});
const sizes = '(max-width: 799px) 92vw, 576px';

describe('ResponsiveImage', () => {
  it('a <picture>: AVIF source first, then WebP, same widths and sizes, then the <img>', () => {
    const html = renderStaticMarkup(<ResponsiveImage media={media(true)} sizes={sizes} />);
    const avifSet = [100, 300, 500, 750, 1000].map((w) => `/media/s/foto-1-${w}.avif ${w}w`).join(', ');
    const webpSet = [100, 300, 500, 750, 1000].map((w) => `/media/s/foto-1-${w}.webp ${w}w`).join(', ');
    expect(html).toMatch(/^<picture style="display:contents"><source type="image\/avif"[^>]*\/><source type="image\/webp"[^>]*\/><img [^>]*\/><\/picture>$/);
    expect(html).toContain(`<source type="image/avif" srcSet="${avifSet}" sizes="${sizes}"/>`);
    expect(html).toContain(`<source type="image/webp" srcSet="${webpSet}" sizes="${sizes}"/>`);
    expect(html).toContain(`src="/media/s/foto-1-1000.webp" srcSet="${webpSet}" sizes="${sizes}" width="1200" height="800"`);
    expect(html).toContain('object-position:25% 75%');
  });

  it('lazy unless the first image (eager, fetchpriority high) or in view on load (eager, normal priority)', () => {
    const lazy = renderStaticMarkup(<ResponsiveImage media={media(true)} sizes={sizes} />);
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).not.toContain('fetchPriority');
    const first = renderStaticMarkup(<ResponsiveImage media={media(true)} sizes={sizes} eager />);
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    // Inside <picture> React does not add a WebP preload that would race the AVIF source.
    expect(first).not.toContain('rel="preload"');
    const logo = renderStaticMarkup(<ResponsiveImage media={media(true)} sizes="72px" width={72} height={48} alt="" inView />);
    expect(logo).toContain('loading="eager"');
    expect(logo).not.toContain('fetchPriority');
    expect(logo).toContain('width="72" height="48"');
    expect(logo).toContain('sizes="72px"');
  });

  it('width and height always set: a ratio crops, a given width scales the height', () => {
    expect(renderStaticMarkup(<ResponsiveImage media={media(true)} sizes={sizes} ratio={16 / 9} />)).toContain('width="1200" height="675"');
    expect(renderStaticMarkup(<ResponsiveImage media={media(true)} sizes={sizes} width={300} />)).toContain('width="300" height="200"');
  });

  it('contain and none use the fit alignment, not the focal point', () => {
    const html = renderStaticMarkup(<ResponsiveImage media={media(true)} sizes={sizes} cropMode="contain" fitAlignment="top" />);
    expect(html).toContain('object-fit:contain;object-position:50% 0%');
  });

  it('media published before AVIF: a plain <img> with the WebP srcset', () => {
    const html = renderStaticMarkup(<ResponsiveImage media={media(false)} sizes={sizes} />);
    expect(html).toMatch(/^<img /);
    expect(html).not.toContain('avif');
  });

  it('deferred: candidates held in data-srcset for the browser loader, no src, no srcset, its config as JSON', () => {
    const html = renderStaticMarkup(<ResponsiveImage media={media(true)} sizes={sizes} deferred={{ load: 'viewport', sizeAdjustment: 1 }} />);
    expect(html).not.toMatch(/srcSet=|src=|sizes=/);
    expect(html).toContain('<source type="image/avif" data-srcset="/media/s/foto-1-100.avif 100w');
    expect(html).toContain('<source type="image/webp" data-srcset="/media/s/foto-1-100.webp 100w');
    expect(html).toContain('data-image-loader="{&quot;focalPoint&quot;:{&quot;x&quot;:0.25,&quot;y&quot;:0.75},&quot;load&quot;:&quot;viewport&quot;,&quot;sizeAdjustment&quot;:1}"');
    expect(html).toContain('width="1200" height="800"');
  });
});

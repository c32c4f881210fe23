import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { GALLERY_CONFIG_ATTR } from '../../shared/gallery/dom.ts';
import { blockMeta, blockSchemas } from '../schemas.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import videoMeta from '../video/meta.ts';
import meta from './meta.ts';
import { GalleryData } from './gallery.schema.ts';

const SLIDES = [
  { id: 's1', url: 'taza', mediaId: 'taza', title: 'La taza', description: 'Recién servida' },
  { id: 's2', mediaId: 'granos' },
  { id: 's3', url: 'tostado', mediaId: 'taza', title: 'Otra taza' },
  { id: 's4', mediaId: 'granos', title: 'Granos' },
  { id: 's5', mediaId: 'taza' },
];

/** Renders a gallery block through the registry, as the page does. */
function render(input: Record<string, unknown>, { type = BlockType.GALLERY as number, span = 12 } = {}) {
  const def = blockDefinition(type)!;
  const data = v.parse(def.data, { slides: SLIDES, ...input });
  const ctx = contextFor(def, createRenderContext(fixturePage([]), fixtureAssets));
  return renderStaticMarkup(<>{def.render!({ id: 'g', data, span, type }, ctx)}</>);
}
const configOf = (html: string) =>
  JSON.parse(new RegExp(`${GALLERY_CONFIG_ATTR}="([^"]*)"`).exec(html)![1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));

describe('gallery block: schema and meta', () => {
  it('renders type 8 and the four gallery variants 1000–1003', () => {
    for (const type of [BlockType.GALLERY, BlockVariant.GALLERY_SLIDESHOW, BlockVariant.GALLERY_CAROUSEL, BlockVariant.GALLERY_GRID, BlockVariant.GALLERY_STACK]) {
      expect(blockMeta(type)).toBe(meta);
      expect(blockDefinition(type)?.name).toBe('gallery');
    }
  });

  it('defaults: no slides, no options; options may be strings, numbers or booleans', () => {
    expect(v.parse(GalleryData, {})).toEqual({ slides: [] });
    expect(v.parse(GalleryData, { design: 'grid', slidesPerRow: '3', lightbox: true }).slidesPerRow).toBe('3');
    expect(v.parse(GalleryData, { slides: [{ id: 'a' }] }).slides[0]).toEqual({ id: 'a', url: '', type: 'image', title: '', description: '' });
  });

  it('refuses what is not its data: a slide without id, a URL segment with a slash, an unknown type, over 250 slides', () => {
    for (const bad of [
      { slides: [{}] }, { slides: [{ id: 'a', url: 'a/b' }] }, { slides: [{ id: 'a', type: 'audio' }] },
      { slides: Array.from({ length: 251 }, (_, i) => ({ id: `s${i}` })) }, { design: { a: 1 } }, { json: 3 },
    ]) expect(v.safeParse(GalleryData, bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
  });

  it('declares exactly the players of its video slides as its origins; reads media, eagerImage and collectionUrl', () => {
    expect(meta.reads).toEqual(['media', 'eagerImage', 'collectionUrl']);
    expect(pageOrigins([{ id: 'g', type: BlockType.GALLERY, span: 12, data: { slides: SLIDES } }])).toEqual([]);
    const videos = [
      { id: 'v1', type: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
      { id: 'v2', type: 'video', videoUrl: 'https://vimeo.com/76979871' },
      { id: 'v3', type: 'image', videoUrl: 'https://a.example/x' },
      { id: 'v4', type: 'video', videoUrl: 'javascript:alert(1)' },
    ];
    expect(pageOrigins([{ id: 'g', type: BlockType.GALLERY, span: 12, data: { slides: [...SLIDES, ...videos] } }])).toEqual([
      { directive: 'frame-src', origin: 'https://www.youtube-nocookie.com', consent: true },
      { directive: 'frame-src', origin: 'https://player.vimeo.com', consent: true },
    ]);
  });

  it('its paths are the slides’ URL segments, or their ids when they have none', () => {
    const data = v.parse(GalleryData, { slides: SLIDES });
    expect(meta.paths!(data)).toEqual(['taza', 's2', 'tostado', 's4', 's5']);
  });
});

describe('gallery block: §8 problems are publish warnings, the gallery still shows', () => {
  const warnings = (data: unknown) => blockSchemas.warnings!(BlockType.GALLERY, v.parse(GalleryData, data));

  it('JSON that does not decode: «Error decoding gallery block data», default grid', () => {
    expect(warnings({ json: '{design: grid' })).toEqual([expect.stringContaining('Error decoding gallery block data')]);
    const html = render({ json: '{design: grid' });
    expect(html).toContain('data-gallery="grid"');
    expect(configOf(html).problems).toEqual(['Error decoding gallery block data']);
  });

  it('JSON that is no object: «Error evaluating gallery block data»', () => {
    for (const json of ['[1,2]', '"stacked"', 'null', '42']) {
      expect(warnings({ json })).toEqual([expect.stringContaining('Error evaluating gallery block data')]);
    }
    expect(configOf(render({ json: 'null' })).problems).toEqual(['Error evaluating gallery block data']);
  });

  it('an unknown design or transition: «design or transition named X not found», the fallback named in Spanish', () => {
    expect(warnings({ design: 'masonry' })).toEqual(['la galería pide el diseño «masonry», que no existe (design or transition named masonry not found); se muestra como grid']);
    expect(warnings({ design: 'stacked', transition: 'cube' })[0]).toContain('design or transition named cube not found');
    const html = render({ design: 'masonry' }, { type: BlockVariant.GALLERY_CAROUSEL });
    expect(html).toContain('data-gallery="carousel"');
    expect(configOf(html).problems).toEqual(['design or transition named masonry not found']);
  });

  it('the JSON attribute wins over the fields; valid data warns nothing', () => {
    expect(render({ design: 'grid', json: '{"design":"list"}' })).toContain('data-gallery="list"');
    expect(warnings({ json: '{"design":"slideshow","autoplay":true}' })).toEqual([]);
    expect(warnings({ design: 'slider' })).toEqual([]);
  });
});

describe('gallery block: markup per design', () => {
  it.each([
    ['stacked', 'stacked'], ['slideshow', 'stacked'], ['strip', 'strip'], ['slider', 'strip'], ['grid', 'grid'],
    ['autogrid', 'autogrid'], ['autocolumns', 'autocolumns'], ['autorows', 'autorows'], ['carousel', 'carousel'],
    ['list', 'list'], ['base', 'base'],
  ])('%s → data-gallery="%s", every slide with its §3 attributes', (design, shown) => {
    const html = render({ design });
    expect(html).toContain(`data-gallery="${shown}"`);
    expect(html.match(/data-slide-id=/g)).toHaveLength(5);
    expect(html).toContain('data-type="image" data-slide-id="s1" data-slide-url="taza" data-src="/media/taza/1500w.jpg" data-image-dimensions="2000x1333" data-image-focal-point="0.5,0.3"');
    expect(html).toContain('<figcaption class="gallery__caption" data-slide-caption=""><span class="gallery__title">La taza</span><span class="gallery__description">Recién servida</span></figcaption>');
  });

  it('variants pick their design: slideshow stacked, carousel, grid, stack as a list', () => {
    expect(render({}, { type: BlockVariant.GALLERY_SLIDESHOW })).toContain('data-gallery="stacked"');
    expect(render({}, { type: BlockVariant.GALLERY_CAROUSEL })).toContain('data-gallery="carousel"');
    expect(render({}, { type: BlockVariant.GALLERY_GRID })).toContain('data-gallery="grid"');
    expect(render({}, { type: BlockVariant.GALLERY_STACK })).toContain('data-gallery="list"');
    expect(render({})).toContain('data-gallery="grid"');
  });

  it('static designs are a list with no controls and no script-only parts', () => {
    const html = render({ design: 'grid' });
    expect(html).toMatch(/<ul class="gallery__slides"><li class="gallery__slide"/);
    expect(html).not.toContain('gallery__control');
    expect(html).toContain('--gallery-per-row:4;--gallery-padding:20px;--gallery-gutter:20px;--gallery-column-width:250px;--gallery-row-height:250px;--gallery-vsize:10');
  });

  it('§9 numbers: carousel 3 per row and 0.5 s, stacked 1 s, autorows rows by each image ratio', () => {
    expect(render({ design: 'carousel' })).toContain('--gallery-per-row:3;');
    expect(render({ design: 'carousel' })).toContain('--gallery-speed:500ms');
    expect(render({ design: 'strip' })).toContain('--gallery-speed:500ms');
    expect(render({ design: 'stacked' })).toContain('--gallery-speed:1000ms');
    expect(render({ design: 'autorows' })).toContain('style="--gallery-grow:1.5"');
    expect(render({ design: 'autorows' })).toContain('style="--gallery-grow:1"');
    expect(render({ design: 'autogrid', columnWidth: '300' })).toContain('--gallery-column-width:300px');
  });

  it('moving designs: a labelled group of slides, controls hidden until the script, a live region with templates', () => {
    const html = render({ design: 'stacked' });
    expect(html).toContain('role="group" aria-roledescription="carrusel" aria-label="Galería"');
    expect(html).toContain('class="gallery__slide is-current" role="group" aria-roledescription="diapositiva" aria-label="1 de 5"');
    expect(html).toContain('class="gallery__slide" role="group" aria-roledescription="diapositiva" aria-label="2 de 5" data-near=""');
    expect(html).toContain('aria-label="5 de 5" data-near=""');
    expect(html).not.toContain('aria-label="3 de 5" data-near');
    expect(html).toMatch(/<div class="gallery__controls" hidden="" data-gallery-controls="">/);
    expect(html).toContain('aria-label="Imagen anterior" aria-disabled="true"');
    expect(html).toContain('aria-label="Imagen siguiente" aria-disabled="false"');
    expect(html).toContain('data-position-template="Imagen {index} de {count}"');
    expect(html).toContain('data-group-template="Imágenes {first} a {last} de {count}"');
    expect(render({ design: 'stacked', loop: true })).toContain('aria-label="Imagen anterior" aria-disabled="false"');
    expect(render({ design: 'carousel' })).toContain('aria-label="Imágenes siguientes"');
  });

  it('autoplay adds a pause button; thumbnails a linked strip of labelled buttons', () => {
    const html = render({ design: 'stacked', autoplay: true, 'autoplay-duration': 3, thumbnails: true });
    expect(html).toContain('aria-label="Pausar la presentación" data-label-play="Reanudar la presentación"');
    expect(configOf(html)).toMatchObject({ autoplay: true, autoplayMs: 3000 });
    expect(html).toContain('<div class="gallery__thumbs" role="group" aria-label="Miniaturas" hidden=""');
    expect(html).toContain('aria-label="Mostrar la imagen 1: La taza" aria-current="true" data-gallery-thumbnail="0"');
    expect(html).toContain('aria-label="Mostrar la imagen 2: Granos de café tostado" data-gallery-thumbnail="1"');
  });

  it('the config the script and the lightbox read', () => {
    expect(configOf(render({ design: 'grid', lightbox: 'true', lightboxTheme: 'Light', history: true, loop: 1 }))).toEqual({
      design: 'grid', loop: true, autoplay: false, autoplayMs: 5000, lightbox: true, lightboxTheme: 'light', history: true,
      collectionUrl: '/nosotros', slidesPerRow: 4, activeAlignment: 'center', transition: 'fade', problems: [],
    });
  });
});

describe('gallery block: images and the lightbox', () => {
  it('the first image may load eagerly, the others are lazy; sizes follow the slides per row', () => {
    const html = render({ design: 'grid' });
    expect(html.match(/<img[^>]*fetchPriority="high"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(4);
    // 12 columns shared by 4 per row: 288 px at the widest.
    expect(html).toContain('sizes="(max-width: 400px) calc(100vw - 2rem), (max-width: 799px) 92vw, (max-width: 1000px) 23vw, (max-width: 1232px) calc((100vw - 5rem) * 0.25), 288px"');
    expect(render({ design: 'stacked' }, { span: 6 })).toContain(', 576px"');
  });

  it('with the lightbox on, each image sits in a labelled button holding its index', () => {
    const html = render({ design: 'grid', lightbox: true });
    expect(html).toContain('<button type="button" class="gallery__open" aria-label="Ampliar la imagen: La taza" aria-haspopup="dialog" data-lightbox-open="0">');
    expect(html).toContain('aria-label="Ampliar la imagen: Granos de café tostado" aria-haspopup="dialog" data-lightbox-open="1"');
  });

  it('click-through links when the lightbox is off: only safe URLs', () => {
    const html = render({ design: 'grid' }).replace(/\s+/g, ' ');
    expect(html).not.toContain('<a ');
    const linked = (url: string) => {
      const def = blockDefinition(BlockType.GALLERY)!;
      const data = v.parse(def.data, { slides: [{ id: 'a', mediaId: 'taza', clickThroughUrl: url }] });
      return renderStaticMarkup(<>{def.render!({ id: 'g', data, span: 12 }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
    };
    expect(linked('/tienda')).toContain('<a class="gallery__link" href="/tienda">');
    expect(linked('/tienda')).toContain('data-click-through-url="/tienda"');
    expect(linked('javascript:alert(1)')).not.toContain('javascript');
    expect(linked('javascript:alert(1)')).not.toContain('<a ');
  });

  it('slides without a known image are left out; a gallery with none renders nothing', () => {
    const html = render({ slides: [{ id: 'x', mediaId: 'no-existe' }, { id: 'y', mediaId: 'taza', mediaType: 'imageEmpty' }, { id: 'z', mediaId: 'taza' }] });
    expect(html.match(/data-slide-id=/g)).toHaveLength(1);
    expect(render({ slides: [{ id: 'x' }] })).toBe('');
  });

  it('a video slide is the video placeholder (no frame, no provider src), with its poster', () => {
    const html = render({ design: 'stacked', slides: [{ id: 'v', type: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', mediaId: 'taza', title: 'El taller' }, ...SLIDES] });
    expect(html).toContain('data-type="video" data-slide-id="v"');
    expect(html).toContain('data-video-src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;enablejsapi=1"');
    expect(html).toContain('aria-label="Reproducir video: El taller"');
    expect(html).not.toContain('<iframe');
  });

  it('text with markup stays text', () => {
    const html = render({ slides: [{ id: 'a', mediaId: 'taza', title: '<img src=x onerror=alert(1)>' }], lightbox: true });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

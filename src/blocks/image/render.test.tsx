import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { sizesForSpan } from '../../ui/sizes.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { ImageData } from './image.schema.ts';
import meta from './meta.ts';

/** Renders an image block through the registry, as the page does. */
function render(input: unknown, span = 12) {
  const def = blockDefinition(BlockType.IMAGE)!;
  const data = v.parse(def.data, input);
  return renderStaticMarkup(<>{def.render!({ id: 'b', data, span }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
}
const text = { mediaId: 'taza', title: 'Nuestro café', description: 'Tostado cada semana.' };

describe('image block: the §3 variants', () => {
  it('the meta lists the six image variants 1011–1016', () => {
    expect(meta.variants).toEqual([
      BlockVariant.IMAGE_INLINE, BlockVariant.IMAGE_POSTER, BlockVariant.IMAGE_CARD,
      BlockVariant.IMAGE_OVERLAP, BlockVariant.IMAGE_COLLAGE, BlockVariant.IMAGE_STACK,
    ]);
    expect(meta.variants).toEqual([1011, 1012, 1013, 1014, 1015, 1016]);
  });

  it('the schema takes the six layouts and nothing else; the button text is trimmed and short', () => {
    for (const layout of ['inline', 'poster', 'card', 'overlap', 'collage', 'stack']) expect(v.parse(ImageData, { mediaId: 'x', layout }).layout).toBe(layout);
    expect(v.safeParse(ImageData, { mediaId: 'x', layout: 'mosaic' }).success).toBe(false);
    expect(v.parse(ImageData, { mediaId: 'x', buttonLabel: '  Ver más ' }).buttonLabel).toBe('Ver más');
    expect(v.safeParse(ImageData, { mediaId: 'x', buttonLabel: 'x'.repeat(81) }).success).toBe(false);
  });

  it('poster: the text over the image on a dark scrim (its own colour roles), image full width', () => {
    const html = render({ ...text, layout: 'poster' }, 12);
    expect(html).toMatch(/<figure class="image-block image-block--poster"><div class="image-block__media"><img [^>]*class="image-block__img"/);
    expect(html).toContain('<figcaption class="image-block__body theme-dark"><h3 class="image-block__title">Nuestro café</h3><p class="image-block__description">Tostado cada semana.</p></figcaption>');
    expect(html).toContain(`sizes="${sizesForSpan(12)}"`);
  });

  it('overlap: a text card beside the image; the image takes 8 of 12 columns on a desktop, full width on phones', () => {
    const html = render({ ...text, layout: 'overlap' }, 12);
    expect(html).toContain('<figure class="image-block image-block--overlap"><div class="image-block__media">');
    expect(html).toContain('<figcaption class="image-block__body"><h3');
    expect(html).toContain(`sizes="${sizesForSpan(8)}"`);
    expect(sizesForSpan(8)).toMatch(/^\(max-width: 400px\) calc\(100vw - 2rem\), \(max-width: 799px\) 92vw, /);
  });

  it('collage: the image beside an accent panel; 7 of 12 columns on a desktop', () => {
    const html = render({ ...text, layout: 'collage' }, 12);
    expect(html).toContain('<figure class="image-block image-block--collage">');
    expect(html).toContain('<figcaption class="image-block__body theme-accent">');
    expect(html).toContain(`sizes="${sizesForSpan(7)}"`);
    expect(render({ ...text, layout: 'collage' }, 6)).toContain(`sizes="${sizesForSpan(3.5)}"`);
  });

  it('stack: image above the centred text', () => {
    const html = render({ ...text, layout: 'stack' }, 6);
    expect(html).toContain('<figure class="image-block image-block--stack"><div class="image-block__media">');
    expect(html).toContain(`sizes="${sizesForSpan(6)}"`);
  });

  it('inline and card keep their markup: text under the image', () => {
    expect(render({ ...text, layout: 'card' })).toMatch(/<figure class="image-block image-block--card"><img [^>]*><figcaption class="image-block__body"><h3/);
    expect(render({ ...text })).toMatch(/<figure class="image-block image-block--inline"><img /);
  });

  it('without text a poster, overlap, collage or stack is the plain image', () => {
    for (const layout of ['poster', 'overlap', 'collage', 'stack']) {
      const html = render({ mediaId: 'taza', layout, caption: 'Pie' });
      expect(html, layout).toMatch(/<figure class="image-block image-block--inline"><img /);
      expect(html).toContain('<figcaption class="image-block__caption">Pie</figcaption>');
    }
  });

  it('a button: with href and buttonLabel the button carries the link and the image is no link; href alone links the image', () => {
    const button = render({ ...text, layout: 'overlap', href: '/tienda', buttonLabel: 'Ver la tienda' });
    expect(button).toContain('<p class="image-block__action"><a class="btn btn--primary btn--small" href="/tienda">Ver la tienda</a></p>');
    expect(button).not.toContain('image-block__link');
    const external = render({ ...text, layout: 'stack', href: 'https://cafe.example/', buttonLabel: 'Visitar' });
    expect(external).toContain('href="https://cafe.example/" rel="noopener noreferrer">Visitar</a>');
    const linked = render({ ...text, layout: 'poster', href: '/tienda' });
    expect(linked).toContain('<div class="image-block__media"><a class="image-block__link" href="/tienda"><img');
    expect(linked).not.toContain('btn');
    expect(render({ ...text, layout: 'poster', buttonLabel: 'Sin enlace' })).not.toContain('Sin enlace');
  });

  it('text with markup stays text', () => {
    const html = render({ mediaId: 'taza', layout: 'poster', title: '<script>alert(1)</script>' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});

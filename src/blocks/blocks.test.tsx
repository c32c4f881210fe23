import * as v from 'valibot';
import { renderStaticMarkup } from '../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext } from '../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../page/test-fixtures.ts';
import { BlockType } from '../shared/enums.ts';
import { blockDefinition, blockDefinitions, contextFor } from './registry.ts';

/** Renders one static block through its definition, as the page does. */
function renderBlock(type: number, input: unknown, span = 12, ctx = createRenderContext(fixturePage([]), fixtureAssets)) {
  const def = blockDefinition(type)!;
  const data = v.parse(def.data, input);
  // Through contextFor, as the page does: a block reading a field it does not declare fails here.
  return renderStaticMarkup(<>{def.render!({ id: 'b', data, span }, contextFor(def, ctx))}</>);
}

describe('block definitions', () => {
  it('every block renders statically or is an island, never both', () => {
    for (const def of blockDefinitions) expect(Boolean(def.render) !== Boolean(def.island), def.name).toBe(true);
  });
});

describe('static blocks', () => {
  it('html outputs the (already sanitised) owner HTML as is', () => {
    expect(renderBlock(BlockType.HTML, { html: '<h2>Hola</h2><p>Mundo</p>', align: 'center' })).toBe(
      '<div class="rich-text align-center"><h2>Hola</h2><p>Mundo</p></div>',
    );
  });

  it('image: srcset of the variants, sizes from the span, intrinsic size, focal point', () => {
    const html = renderBlock(BlockType.IMAGE, { mediaId: 'taza', caption: 'Nuestra taza', layout: 'card' }, 6);
    expect(html).toContain('<figure class="image-block image-block--card">');
    expect(html).toContain('srcSet="/media/taza/100w.jpg 100w, /media/taza/300w.jpg 300w, /media/taza/500w.jpg 500w, /media/taza/750w.jpg 750w, /media/taza/1000w.jpg 1000w, /media/taza/1500w.jpg 1500w"');
    expect(html).toContain('sizes="(max-width: 400px) calc(100vw - 2rem), (max-width: 799px) 92vw, (max-width: 1000px) 46vw, (max-width: 1232px) calc((100vw - 5rem) * 0.5), 576px"');
    expect(html).toContain('width="2000" height="1333"');
    expect(html).toContain('object-position:50% 30%');
    expect(html).toContain('alt="Taza de café sobre una mesa de madera"');
    expect(html).toContain('<figcaption class="image-block__caption">Nuestra taza</figcaption>');
  });

  it('image: only the first image of the page is eager; a crop sets the ratio; a link wraps it', () => {
    const ctx = createRenderContext(fixturePage([]), fixtureAssets);
    const first = renderBlock(BlockType.IMAGE, { mediaId: 'taza' }, 12, ctx);
    const second = renderBlock(BlockType.IMAGE, { mediaId: 'taza', aspectRatio: '1:1', href: '/tienda' }, 4, ctx);
    expect(first).toContain('loading="eager"');
    expect(first).toContain('fetchPriority="high"');
    expect(first).not.toContain('decoding');
    expect(second).toContain('loading="lazy"');
    expect(second).toContain('decoding="async"');
    expect(second).toContain('width="2000" height="2000"');
    expect(second).toContain('aspect-ratio:2000 / 2000');
    expect(second).toMatch(/^<figure[^>]*><a class="image-block__link" href="\/tienda"><img/);
    expect(second).toContain('sizes="(max-width: 400px) calc(100vw - 2rem), (max-width: 799px) 92vw, (max-width: 1000px) 30.67vw, (max-width: 1232px) calc((100vw - 5rem) * 0.3333), 384px"');
  });

  it('image: crop mode and fit alignment of §3 (cover around the focal point by default)', () => {
    const contained = renderBlock(BlockType.IMAGE, { mediaId: 'taza', aspectRatio: '16:9', cropMode: 'contain', fitAlignment: 'left' });
    expect(contained).toContain('object-fit:contain;object-position:0% 50%');
    const none = renderBlock(BlockType.IMAGE, { mediaId: 'taza', aspectRatio: '1:1', cropMode: 'none', fitAlignment: 'bottom' });
    expect(none).toContain('object-fit:none;object-position:50% 100%');
    const cover = renderBlock(BlockType.IMAGE, { mediaId: 'taza', aspectRatio: '1:1' });
    expect(cover).not.toContain('object-fit');
    expect(cover).toContain('object-position:50% 30%');
    expect(() => renderBlock(BlockType.IMAGE, { mediaId: 'taza', cropMode: 'stretch' })).toThrow();
  });

  it('image: an unknown media id renders nothing', () => {
    expect(renderBlock(BlockType.IMAGE, { mediaId: 'no-existe' })).toBe('');
  });

  it('button: a link styled as a button; a new window is announced', () => {
    expect(renderBlock(BlockType.BUTTON, { label: 'Ver la tienda', href: '/tienda' })).toBe(
      '<div class="button-block align-left"><a class="btn btn--primary btn--medium" href="/tienda" data-census-button="{&quot;id&quot;:&quot;b&quot;,&quot;buttonText&quot;:&quot;Ver la tienda&quot;,&quot;clickthroughUrl&quot;:&quot;/tienda&quot;,&quot;alignment&quot;:&quot;left&quot;,&quot;size&quot;:&quot;medium&quot;,&quot;newWindow&quot;:false,&quot;context&quot;:&quot;block&quot;}">Ver la tienda</a></div>',
    );
    const html = renderBlock(BlockType.BUTTON, { label: 'Mapa', href: 'https://maps.example.com', newWindow: true, style: 'secondary', size: 'large', alignment: 'center' });
    expect(html).toContain('class="button-block align-center"');
    expect(html).toContain('class="btn btn--secondary btn--large"');
    expect(html).toContain('target="_blank" rel="noopener noreferrer"');
    expect(html).toContain('(se abre en una ventana nueva)');
  });

  it('spacer, quote and horizontal rule', () => {
    expect(renderBlock(BlockType.SPACER, { height: 3 })).toBe('<div class="spacer-block" aria-hidden="true" style="height:3rem"></div>');
    expect(renderBlock(BlockType.QUOTE, { text: 'Buen café.', source: 'Ana' })).toBe(
      '<figure class="quote-block"><blockquote class="quote-block__text"><p>Buen café.</p></blockquote><figcaption class="quote-block__source"><cite>Ana</cite></figcaption></figure>',
    );
    expect(renderBlock(BlockType.QUOTE, { text: 'Sin autor.' })).not.toContain('cite');
    expect(renderBlock(BlockType.HORIZONTAL_RULE, {})).toBe('<hr class="rule-block"/>');
  });
});

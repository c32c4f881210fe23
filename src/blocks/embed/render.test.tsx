import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockSchemas, blockMeta } from '../schemas.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { EmbedData } from './embed.schema.ts';
import meta from './meta.ts';

const ID = 'dQw4w9WgXcQ';
const POSTER_WARNING =
  'Las imágenes destacadas personalizadas solo están disponibles con videos insertados. Vuelve a la configuración de inserción para desactivar las imágenes destacadas.';

/** Renders an embed block through the registry, as the page does. */
function render(input: unknown, span = 12) {
  const def = blockDefinition(BlockType.EMBED)!;
  const data = v.parse(def.data, input);
  return renderStaticMarkup(<>{def.render!({ id: 'b', data, span }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
}
const origins = (data: unknown) => pageOrigins([{ id: 'e', type: BlockType.EMBED, span: 12, data }]);

describe('embed block: schema and meta', () => {
  it('is the folder that renders type 22', () => {
    expect(blockMeta(BlockType.EMBED)).toBe(meta);
    expect(blockDefinition(BlockType.EMBED)?.name).toBe('embed');
    expect(meta.reads).toEqual(['media']);
  });

  it('defaults, and what it refuses', () => {
    expect(v.parse(EmbedData, {})).toEqual({ url: '', html: '', title: '', mode: 'none', caption: '' });
    for (const bad of [{ url: 3 }, { html: 'x'.repeat(5001) }, { aspectRatio: '2:1' }, { mode: 'cover' }, { title: 't'.repeat(201) }]) {
      expect(v.safeParse(EmbedData, bad).success, JSON.stringify(bad).slice(0, 40)).toBe(false);
    }
  });

  it('its page allows exactly the frame origin its data names, consent-bound', () => {
    expect(origins({ url: 'https://a.example/player?id=1' })).toEqual([{ directive: 'frame-src', origin: 'https://a.example', consent: true }]);
    expect(origins({ html: '<iframe src="https://open.spotify.com/embed/x"></iframe>' })).toEqual([{ directive: 'frame-src', origin: 'https://open.spotify.com', consent: true }]);
    expect(origins({ url: `https://youtu.be/${ID}` })).toEqual([{ directive: 'frame-src', origin: 'https://www.youtube-nocookie.com', consent: true }]);
  });

  it('a hostile URL or snippet adds nothing to the policy', () => {
    const hostile = [
      'javascript:alert(1)', 'data:text/html,x', 'http://a.example/x', 'https://127.0.0.1/x', 'https://[::1]/x', 'https://localhost/x',
      'https://a.example:8443/x', 'https://u:p@a.example/x', 'https://a.example/"x', "https://a.example/'x", 'https://a.example/ x',
      'https://*.example/x', '*', 'https://a.example; script-src *', '',
    ];
    for (const url of hostile) {
      expect(origins({ url }), url).toEqual([]);
      expect(origins({ html: `<iframe src="${url}"></iframe>` }), url).toEqual([]);
    }
    expect(origins({ html: '<script src="https://a.example/x.js"></script>' })).toEqual([]);
  });

  it('a poster on an embed that is no video is a publish warning, and ignored', () => {
    const warn = (data: unknown) => blockSchemas.warnings!(BlockType.EMBED, v.parse(EmbedData, data));
    expect(warn({ url: 'https://a.example/x', posterId: 'taza' })).toEqual([POSTER_WARNING]);
    expect(warn({ url: `https://youtu.be/${ID}`, posterId: 'taza' })).toEqual([]);
    expect(warn({ url: 'https://a.example/x' })).toEqual([]);
    expect(warn({ url: 'javascript:x', posterId: 'taza' })).toEqual([]);
  });
});

describe('embed block: markup', () => {
  it('YouTube and Vimeo: the video block placeholder, poster and all', () => {
    const html = render({ url: `https://www.youtube.com/watch?v=${ID}`, title: 'Nuestro taller', posterId: 'taza' });
    expect(html).toContain('class="video-block embed-block video-block--none video-block--youtube"');
    expect(html).toContain(`data-video-src="https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&amp;enablejsapi=1"`);
    expect(html).toContain('aria-label="Reproducir video: Nuestro taller"');
    expect(html).toMatch(/<img class="video-block__poster"/);
    expect(html).not.toContain('<iframe');
  });

  it('a generic URL: click-to-load placeholder naming the host, no frame, no poster, no owner message', () => {
    const html = render({ url: 'https://open.spotify.com/embed/playlist/x', title: 'La música del café', posterId: 'taza' });
    expect(html).toContain('data-video-src="https://open.spotify.com/embed/playlist/x"');
    expect(html).toContain('data-video-provider="generic"');
    expect(html).toContain('aria-label="Mostrar contenido insertado: La música del café"');
    expect(html).toContain('Contenido de open.spotify.com. Se carga al hacer clic.');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('imágenes destacadas');
  });

  it('an iframe snippet: its src (through the same checks), its title, its box; markup never copied', () => {
    const html = render({ html: '<iframe src="https://open.spotify.com/embed/x?a=1&amp;b=2" width="300" height="380" title="Lista" onload="alert(1)"></iframe>' });
    expect(html).toContain('data-video-src="https://open.spotify.com/embed/x?a=1&amp;b=2"');
    expect(html).toContain('aria-label="Mostrar contenido insertado: Lista"');
    expect(html).toContain('style="padding-top:126.67%"');
    expect(html).not.toContain('onload');
    expect(html).not.toContain('<iframe');
  });

  it('the box: the owner ratio first, else the snippet, else the §9 56.3 %; a silly snippet box is kept sane', () => {
    expect(render({ url: 'https://a.example/x', aspectRatio: '1:1' })).toContain('padding-top:100%');
    expect(render({ url: 'https://a.example/x', aspectRatio: '9:16', html: '<iframe src="https://b.example" width="1" height="1"></iframe>' })).toContain('padding-top:177.78%');
    expect(render({ url: 'https://a.example/x' })).toContain('padding-top:56.3%');
    expect(render({ html: '<iframe src="https://a.example/x" width="1000" height="1"></iframe>' })).toContain('padding-top:20%');
  });

  it('invalid: «La integración del video no es válida.», nothing to load', () => {
    for (const data of [{}, { url: 'javascript:alert(1)' }, { html: '<object data="https://a.example/x.swf"></object>' }, { html: '<iframe src="http://a.example/x"></iframe>' }]) {
      const html = render(data);
      expect(html, JSON.stringify(data)).toContain('<p class="video-block__error">La integración del video no es válida.</p>');
      expect(html).not.toContain('data-video-src');
      expect(html).not.toContain('<button');
    }
  });
});

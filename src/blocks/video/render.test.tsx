import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { blockDefinition, contextFor, registerFixtureBlock } from '../registry.ts';
import { videoFixtureBlock } from '../../../test/fixtures/blocks/video-fixture.ts';
import { sizesForSpan } from '../../ui/sizes.ts';
import meta from './meta.ts';
import { VideoData } from './video.schema.ts';

const ID = 'dQw4w9WgXcQ';

/** Renders a video block through the registry, as the page does. */
function render(input: unknown, span = 12) {
  const def = blockDefinition(BlockType.VIDEO)!;
  const data = v.parse(def.data, input);
  return renderStaticMarkup(<>{def.render!({ id: 'b', data, span }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
}

describe('video block: schema and meta', () => {
  it('is the folder that renders type 32, for validation and for the page', () => {
    expect(blockMeta(BlockType.VIDEO)).toBe(meta);
    expect(blockDefinition(BlockType.VIDEO)?.name).toBe('video');
  });

  it('a test fixture of the same type stands in for it while registered, then gives it back', () => {
    const remove = registerFixtureBlock(videoFixtureBlock);
    expect(blockDefinition(BlockType.VIDEO)).toBe(videoFixtureBlock);
    expect(blockMeta(BlockType.VIDEO)?.name).toBe('video-fixture');
    remove();
    expect(blockDefinition(BlockType.VIDEO)?.name).toBe('video');
    expect(blockMeta(BlockType.VIDEO)).toBe(meta);
  });

  it('defaults: no title, mode none, no caption; the URL is kept as given', () => {
    expect(v.parse(VideoData, { url: 'nada' })).toEqual({ url: 'nada', title: '', mode: 'none', caption: '' });
  });

  it('refuses what is not its data: no url, a URL over 2048, an unknown mode, a long title', () => {
    for (const bad of [{}, { url: 3 }, { url: 'https://youtu.be/' + 'a'.repeat(2048) }, { url: 'x', mode: 'cover' }, { url: 'x', title: 't'.repeat(201) }]) {
      expect(v.safeParse(VideoData, bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false);
    }
  });

  it('declares the one frame origin its URL needs, consent-bound, and reads only media', () => {
    const origins = (url: string) => pageOrigins([{ id: 'v', type: BlockType.VIDEO, data: { url } } as never]);
    expect(origins(`https://youtu.be/${ID}`)).toEqual([{ directive: 'frame-src', origin: 'https://www.youtube-nocookie.com', consent: true }]);
    expect(origins('https://vimeo.com/76979871')).toEqual([{ directive: 'frame-src', origin: 'https://player.vimeo.com', consent: true }]);
    expect(origins('https://videos.example.org/player/7')).toEqual([{ directive: 'frame-src', origin: 'https://videos.example.org', consent: true }]);
    for (const bad of ['javascript:alert(1)', 'http://videos.example.org/7', 'https://127.0.0.1/v', 'https://a.example:8443/v', 'mi video']) expect(origins(bad), bad).toEqual([]);
    expect(meta.reads).toEqual(['media']);
  });

  it('a poster on a URL that is no platform video is a publish warning (§8), not a refusal', () => {
    expect(meta.warnings!(v.parse(VideoData, { url: 'https://videos.example.org/7', posterId: 'taza' }))).toEqual([
      'Las imágenes destacadas personalizadas solo están disponibles con videos insertados. Vuelve a la configuración de inserción para desactivar las imágenes destacadas.',
    ]);
    expect(meta.warnings!(v.parse(VideoData, { url: `https://youtu.be/${ID}`, posterId: 'taza' }))).toEqual([]);
    expect(meta.warnings!(v.parse(VideoData, { url: 'https://videos.example.org/7' }))).toEqual([]);
  });
});

describe('video block: the placeholder', () => {
  it('holds the player URL (no-cookie, autoplay) in an attribute; no frame, no src to the provider', () => {
    const html = render({ url: `https://www.youtube.com/watch?v=${ID}`, title: 'Nuestro taller' });
    expect(html).toContain(`data-video-src="https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&amp;enablejsapi=1"`);
    expect(html).toContain('data-video-state="placeholder"');
    expect(html).toContain('data-video-provider="youtube"');
    expect(html).not.toContain('<iframe');
    expect(html).not.toMatch(/\ssrc="https?:\/\/[^"]*(youtube|vimeo)/);
    expect(html).toContain('class="video-block video-block--none video-block--youtube"');
  });

  it('the §9 fallback box: 56.3 % of the width', () => {
    expect(render({ url: 'https://vimeo.com/76979871' })).toContain('style="padding-top:56.3%"');
  });

  it('a labelled play button (es-419) and a frame title', () => {
    const html = render({ url: 'https://vimeo.com/76979871', title: 'Nuestro taller' });
    expect(html).toMatch(/<button type="button" class="video-block__play" aria-label="Reproducir video: Nuestro taller" data-video-play="">/);
    expect(html).toContain('data-video-frame-title="Reproductor de video: Nuestro taller"');
    const untitled = render({ url: 'https://vimeo.com/76979871' });
    expect(untitled).toContain('aria-label="Reproducir video"');
    expect(untitled).toContain('data-video-frame-title="Reproductor de video"');
  });

  it('a poster from the site media, lazy, sized from the span; without one a neutral poster', () => {
    const html = render({ url: `https://youtu.be/${ID}`, posterId: 'taza' }, 6);
    expect(html).toMatch(/<img class="video-block__poster" src="[^"]+" srcSet="[^"]+"/);
    expect(html).toContain(`sizes="${sizesForSpan(6)}"`);
    expect(html).toContain('loading="lazy"');
    const neutral = render({ url: `https://youtu.be/${ID}`, posterId: 'no-existe' });
    expect(neutral).not.toContain('<img');
    expect(neutral).toContain('<div class="video-block__poster video-block__poster--neutral" aria-hidden="true"></div>');
  });

  it('the consent note is there, hidden, for the player script to show; the mode and caption', () => {
    const html = render({ url: `https://youtu.be/${ID}`, mode: 'fit', caption: 'Un día en el taller' });
    expect(html).toContain('<p class="video-block__consent" hidden="">El video se mostrará cuando aceptes las cookies.</p>');
    expect(html).toContain('video-block--fit');
    expect(html).toContain('<figcaption class="video-block__caption">Un día en el taller</figcaption>');
  });

  it('a title with markup is text, not markup', () => {
    const html = render({ url: `https://youtu.be/${ID}`, title: '<img src=x onerror=alert(1)>' });
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('aria-label="Reproducir video: &lt;img src=x onerror=alert(1)&gt;"');
  });
});

describe('video block: another https page', () => {
  it('gets the same placeholder, loads its URL as given (no autoplay added), names its host, shows no poster', () => {
    const html = render({ url: 'https://videos.example.org/player/7?x=1', title: 'La finca', posterId: 'taza' });
    expect(html).toContain('data-video-src="https://videos.example.org/player/7?x=1"');
    expect(html).toContain('data-video-provider="generic"');
    expect(html).toContain('aria-label="Mostrar contenido insertado: La finca"');
    expect(html).toContain('data-video-frame-title="Contenido insertado: La finca"');
    expect(html).toContain('<p class="video-block__host">Contenido de videos.example.org. Se carga al hacer clic.</p>');
    expect(html).toContain('video-block__poster--neutral');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<iframe');
    expect(html).not.toContain('imágenes destacadas');
  });
});

describe('video block: invalid embeds show the §8 error', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a non-video page', 'https://www.youtube.com/@canal'],
    ['http: off the platforms', 'http://videos.example.org/player/7'],
    ['not a URL', 'mi video'],
  ])('%s', (_, url) => {
    const html = render({ url });
    expect(html).toContain('<p class="video-block__error">La integración del video no es válida.</p>');
    expect(html).not.toContain('data-video-src');
    expect(html).not.toContain('<button');
    expect(html).not.toContain('javascript');
    expect(html).toContain('style="padding-top:56.3%"');
  });
});

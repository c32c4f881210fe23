import * as v from 'valibot';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createRenderContext, pageOrigins } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { blockDefinition, contextFor, registerFixtureBlock } from '../registry.ts';
import { videoFixtureBlock } from '../../../test/fixtures/blocks/video-fixture.ts';
import meta from './meta.ts';
import { VideoData } from './video.schema.ts';

const ID = 'dQw4w9WgXcQ';

/** Renders a video block through the registry, as the page does. */
function render(input: unknown, span = 12) {
  const def = blockDefinition(BlockType.VIDEO)!;
  const data = v.parse(def.data, input);
  return renderToStaticMarkup(<>{def.render!({ id: 'b', data, span }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
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

  it('declares the two player origins as frame-src, consent-bound, and reads only media', () => {
    expect(meta.origins).toEqual([
      { directive: 'frame-src', origin: 'https://www.youtube-nocookie.com', consent: true },
      { directive: 'frame-src', origin: 'https://player.vimeo.com', consent: true },
    ]);
    expect(meta.reads).toEqual(['media']);
    expect(pageOrigins([{ id: 'v', type: BlockType.VIDEO, data: { url: `https://youtu.be/${ID}` } } as never])).toEqual(meta.origins);
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
    expect(html).toContain('sizes="(max-width: 799px) 100vw, (max-width: 1152px) 50vw, 576px"');
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

describe('video block: invalid embeds show the §8 error', () => {
  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a non-video page', 'https://www.youtube.com/@canal'],
    ['a generic iframe (no origin of the page policy)', 'https://videos.example.org/player/7'],
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

import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { BlockType } from '../../shared/enums.ts';
import { blockOrigins, type BlockContext } from '../block-meta.ts';
import { blockDefinition } from '../registry.ts';
import { blockMeta } from '../schemas.ts';
import { AlbumData } from '../album/album.schema.ts';
import albumMeta from '../album/meta.ts';
import { MAX_ALBUM_TRACKS, URL_PARSE_ERROR, audioSource, formatDuration } from './audio-source.ts';
import { AudioData } from './audio.schema.ts';
import meta from './meta.ts';

const ctx = (asksConsent = false) =>
  ({
    media: (id: string | undefined) => (id === 'tostado' ? { id, src: '/media/w1/tostado-ab12cd34-0.wav', alt: '', width: 0, height: 0, focalPoint: { x: 0.5, y: 0.5 }, variants: [] } : undefined),
    site: { asksConsent },
  }) as unknown as BlockContext;

function render(type: number, input: unknown, asksConsent = false) {
  const def = blockDefinition(type)!;
  return renderStaticMarkup(<>{def.render!({ id: 'b', data: v.parse(def.data, input) }, ctx(asksConsent))}</>);
}

describe('audio and album: schema and meta', () => {
  it('are the folders that render types 41 and 60', () => {
    expect(blockMeta(BlockType.AUDIO)).toBe(meta);
    expect(blockMeta(BlockType.ALBUM)).toBe(albumMeta);
    expect(meta.reads).toEqual(['media', 'site']);
  });

  it('audio: a title and a file or URL; defaults; refuses a missing title, a bad duration', () => {
    expect(v.parse(AudioData, { title: ' Tueste ', mediaId: 'tostado', duration: 12 })).toEqual({ title: 'Tueste', mediaId: 'tostado', duration: 12, artist: '', description: '' });
    for (const bad of [{}, { title: '' }, { title: 'a', duration: -1 }, { title: 'a', duration: 1.5 }, { title: 'a', duration: 86_401 }, { title: 'a'.repeat(201) }, { title: 'a', url: 3 }]) {
      expect(v.safeParse(AudioData, bad).success, JSON.stringify(bad).slice(0, 50)).toBe(false);
    }
  });

  it('album: 1 to 60 tracks (§9)', () => {
    const tracks = (n: number) => Array.from({ length: n }, (_, i) => ({ title: `Pista ${i + 1}`, url: '/a.wav' }));
    expect(MAX_ALBUM_TRACKS).toBe(60);
    expect(v.safeParse(AlbumData, { title: 'Disco', tracks: tracks(60) }).success).toBe(true);
    expect(v.safeParse(AlbumData, { title: 'Disco', tracks: tracks(61) }).success).toBe(false);
    expect(v.safeParse(AlbumData, { title: 'Disco', tracks: [] }).success).toBe(false);
  });

  it('a URL is a path of the site or an https URL of a public host; anything else is invalid', () => {
    expect(audioSource('/media/w/a.wav')).toEqual({ kind: 'local', url: '/media/w/a.wav' });
    expect(audioSource('https://cdn.example.com/a.mp3')).toEqual({ kind: 'remote', url: 'https://cdn.example.com/a.mp3', origin: 'https://cdn.example.com' });
    for (const bad of ['', 'nada', '//evil.example/a.mp3', 'http://cdn.example.com/a.mp3', 'javascript:alert(1)', 'data:audio/wav;base64,AA', 'https://127.0.0.1/a.mp3', 'https://a.example:8443/a.mp3', 'https://u:p@cdn.example.com/a']) {
      expect(audioSource(bad).kind, bad).toBe('invalid');
    }
  });

  it('origins: media-src for each other site, consent-bound; none for site files', () => {
    expect(blockOrigins(meta, v.parse(AudioData, { title: 'a', url: 'https://cdn.example.com/a.mp3' }))).toEqual([{ directive: 'media-src', origin: 'https://cdn.example.com', consent: true }]);
    expect(blockOrigins(meta, v.parse(AudioData, { title: 'a', mediaId: 'tostado' }))).toEqual([]);
    const album = v.parse(AlbumData, { title: 'D', tracks: [{ title: '1', url: 'https://a.example.com/1.mp3' }, { title: '2', url: 'https://a.example.com/2.mp3' }, { title: '3', url: 'ftp://x' }] });
    expect(blockOrigins(albumMeta, album)).toEqual([{ directive: 'media-src', origin: 'https://a.example.com', consent: true }]);
  });

  it('durations: m:ss, h:mm:ss from an hour', () => {
    expect([0, 5, 65, 205, 3600, 3725.9].map(formatDuration)).toEqual(['0:00', '0:05', '1:05', '3:25', '1:00:00', '1:02:05']);
    expect(formatDuration(undefined)).toBe('');
    expect(formatDuration(NaN)).toBe('');
    expect(URL_PARSE_ERROR).toBe('failed music-player url parse');
  });
});

describe('audio and album: markup', () => {
  it('audio: title, artist, duration from data, preload none with no source, the block script', () => {
    const html = render(BlockType.AUDIO, { title: 'Tueste de la mañana', artist: 'Café Altura', mediaId: 'tostado', duration: 205 });
    expect(html).toContain('data-block-script="audio"');
    expect(html).toContain('aria-label="Reproductor de audio: Tueste de la mañana"');
    expect(html).toContain('<audio preload="none"></audio>');
    expect(html).toContain('data-audio-src="/media/w1/tostado-ab12cd34-0.wav"');
    expect(html).toContain('aria-label="Reproducir: Tueste de la mañana"');
    expect(html).toContain('aria-valuetext="0:00 de 3:25"');
    expect(html).toContain('<span data-audio-total="">3:25</span>');
    expect(html).toContain('Café Altura');
    expect(html).not.toMatch(/<audio[^>]*src=/);
  });

  it('audio with a bad URL: disabled, the unavailable note, the raw URL kept for the console', () => {
    const html = render(BlockType.AUDIO, { title: 'Roto', url: 'javascript:alert(1)' });
    expect(html).toContain('data-audio-invalid="javascript:alert(1)"');
    expect(html).toContain('Este audio no está disponible.');
    expect(html).toMatch(/<button type="button" class="audio-player__play"[^>]*disabled=""/);
    expect(html).not.toContain('data-audio-src');
  });

  it('a file of another site on a site that asks for consent is marked to wait', () => {
    expect(render(BlockType.AUDIO, { title: 'a', url: 'https://cdn.example.com/a.mp3' }, true)).toContain('data-audio-consent=""');
    expect(render(BlockType.AUDIO, { title: 'a', url: 'https://cdn.example.com/a.mp3' }, false)).not.toContain('data-audio-consent');
    expect(render(BlockType.AUDIO, { title: 'a', url: '/a.wav' }, true)).not.toContain('data-audio-consent');
  });

  it('album: previous/next, the track list with the first current, each track labelled with its number', () => {
    const html = render(BlockType.ALBUM, { title: 'Sesiones', artist: 'Trío', tracks: [{ title: 'Uno', url: '/1.wav', duration: 61 }, { title: 'Dos', url: 'mal' }] });
    expect(html).toContain('data-block-script="album"');
    expect(html).toContain('aria-label="Pista anterior"');
    expect(html).toContain('aria-label="Pista siguiente"');
    expect(html).toContain('aria-label="Pistas de Sesiones"');
    expect(html).toMatch(/aria-label="Reproducir la pista 1: Uno" aria-current="true"/);
    expect(html).toMatch(/aria-label="Reproducir la pista 2: Dos" disabled=""/);
    expect(html).toContain('1:01');
    expect(html).toContain('aria-valuetext="0:00 de 1:01"');
  });
});

// @vitest-environment happy-dom
import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockType } from '../../shared/enums.ts';
import type { BlockContext } from '../block-meta.ts';
import { blockDefinition } from '../registry.ts';
import { startPlayer } from './player.ts';

const ctx = { media: () => undefined, site: { asksConsent: true } } as unknown as BlockContext;
function mount(type: number, input: unknown): HTMLElement {
  const def = blockDefinition(type)!;
  document.body.innerHTML = renderStaticMarkup(<>{def.render!({ id: 'b', data: v.parse(def.data, input) }, ctx)}</>);
  const root = document.querySelector<HTMLElement>('[data-block-script]')!;
  const audio = root.querySelector('audio')!;
  // happy-dom plays nothing: play() resolves and says so, pause() says so.
  let paused = true;
  Object.defineProperty(audio, 'paused', { get: () => paused });
  audio.play = vi.fn(() => ((paused = false), audio.dispatchEvent(new Event('play')), Promise.resolve()));
  audio.pause = vi.fn(() => {
    if (!paused) ((paused = true), audio.dispatchEvent(new Event('pause')));
  });
  audio.load = vi.fn();
  return root;
}
const $ = <T extends Element = HTMLElement>(sel: string) => document.querySelector<T>(sel)!;

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => (errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)));
afterEach(() => errors.mockRestore());

describe('the audio player in the browser', () => {
  it('gives <audio> its URL only at the first play; the button says pause, then play again', () => {
    const root = mount(BlockType.AUDIO, { title: 'Tueste', url: '/t.wav', duration: 30 });
    startPlayer(root);
    startPlayer(root);
    const audio = $<HTMLAudioElement>('audio');
    expect(audio.hasAttribute('src')).toBe(false);
    $<HTMLButtonElement>('[data-audio-play]').click();
    expect(audio.getAttribute('src')).toBe('/t.wav');
    expect(audio.play).toHaveBeenCalledTimes(1);
    expect(root.getAttribute('data-audio-state')).toBe('playing');
    expect($('[data-audio-play]').getAttribute('aria-label')).toBe('Pausar: Tueste');
    $<HTMLButtonElement>('[data-audio-play]').click();
    expect(root.getAttribute('data-audio-state')).toBe('paused');
    expect($('[data-audio-play]').getAttribute('aria-label')).toBe('Reproducir: Tueste');
  });

  it('records §7\'s audio event (type 20) once per track, at its first play', () => {
    const event = vi.fn();
    (window as unknown as { Vitrina?: unknown }).Vitrina = { track: { event } };
    const root = mount(BlockType.AUDIO, { title: 'Tueste', url: '/t.wav' });
    startPlayer(root);
    const play = $<HTMLButtonElement>('[data-audio-play]');
    play.click();
    play.click();
    play.click();
    expect(event.mock.calls).toEqual([['audio', { eventType: 20, title: 'Tueste', block: 'audio', track: 1 }]]);
    delete (window as unknown as { Vitrina?: unknown }).Vitrina;
  });

  it('the slider follows the time and says it in words', () => {
    const root = mount(BlockType.AUDIO, { title: 'Tueste', url: '/t.wav', duration: 125 });
    startPlayer(root);
    const audio = $<HTMLAudioElement>('audio');
    audio.currentTime = 65;
    audio.dispatchEvent(new Event('timeupdate'));
    const seek = $<HTMLInputElement>('[data-audio-seek]');
    expect(seek.value).toBe('65');
    expect(seek.getAttribute('aria-valuetext')).toBe('1:05 de 2:05');
    expect($('[data-audio-current]').textContent).toBe('1:05');
  });

  it(`a bad URL logs 'failed music-player url parse' with it`, () => {
    startPlayer(mount(BlockType.AUDIO, { title: 'Roto', url: 'ht!tp:/x' }));
    expect(errors).toHaveBeenCalledWith('failed music-player url parse', 'ht!tp:/x');
  });

  it('a file of another site waits for consent: the note, no source', () => {
    const root = mount(BlockType.AUDIO, { title: 'Fuera', url: 'https://cdn.example.com/a.mp3' });
    startPlayer(root, () => false);
    $<HTMLButtonElement>('[data-audio-play]').click();
    expect($('audio').hasAttribute('src')).toBe(false);
    expect($('[data-audio-note]').textContent).toBe('El audio se podrá escuchar cuando aceptes las cookies.');
  });

  it('album: next and previous wrap, a track plays on click, the current one is marked, the next follows at the end', () => {
    const root = mount(BlockType.ALBUM, { title: 'Sesiones', tracks: [{ title: 'Uno', url: '/1.wav', duration: 10 }, { title: 'Dos', url: '/2.wav' }, { title: 'Tres', url: '/3.wav', duration: 70 }] });
    startPlayer(root);
    const audio = $<HTMLAudioElement>('audio');
    const current = () => document.querySelector('[aria-current="true"]')!.getAttribute('data-audio-title');
    $<HTMLButtonElement>('[data-audio-prev]').click();
    expect(current()).toBe('Tres');
    expect($('[data-audio-total]').textContent).toBe('1:10');
    $<HTMLButtonElement>('[data-audio-next]').click();
    expect(current()).toBe('Uno');
    expect($('.audio-player__now').textContent).toBe('Uno');
    document.querySelectorAll<HTMLButtonElement>('[data-audio-track]')[1].click();
    expect(current()).toBe('Dos');
    expect(audio.getAttribute('src')).toBe('/2.wav');
    expect($('[data-audio-total]').textContent).toBe('--:--');
    audio.dispatchEvent(new Event('ended'));
    expect(current()).toBe('Tres');
    expect(audio.getAttribute('src')).toBe('/3.wav');
    expect($('[data-audio-seek]').getAttribute('aria-label')).toBe('Posición en Tres');
  });
});

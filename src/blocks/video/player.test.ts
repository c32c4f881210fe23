// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseHeld } from '../../runtime/consent-gate.ts';
import { commandVideo, returnToPlaceholder, showVideo, startVideos, type ConsentState } from './player.ts';

const stageHtml = (n: number) => `
  <div class="video-block__stage" data-video-src="https://www.youtube-nocookie.com/embed/vid${n}?autoplay=1"
       data-video-frame-title="Reproductor de video: ${n}" data-video-state="placeholder" data-video-provider="youtube">
    <button type="button" class="video-block__play" data-video-play aria-label="Reproducir video: ${n}"><svg></svg></button>
    <p class="video-block__consent" hidden>El video se mostrará cuando aceptes las cookies.</p>
  </div>`;

let consent: ReturnType<ConsentState>;
const stages = () => [...document.querySelectorAll<HTMLElement>('[data-video-src]')];
const frames = () => [...document.querySelectorAll<HTMLIFrameElement>('iframe')];

beforeEach(() => {
  document.body.innerHTML = stageHtml(1) + stageHtml(2);
  consent = 'none';
});

describe('the video player in the browser', () => {
  it('nothing is framed before the visitor plays; starting twice listens once', () => {
    startVideos(document, () => consent);
    startVideos(document, () => consent);
    expect(frames()).toEqual([]);
  });

  it('a click on the play button puts in the player: autoplay URL, title, focus; the stage is playing', () => {
    const doc = document.implementation.createHTMLDocument();
    doc.body.innerHTML = stageHtml(1);
    startVideos(doc, () => consent);
    doc.querySelector<HTMLButtonElement>('[data-video-play]')!.click();
    const frame = doc.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/vid1?autoplay=1');
    expect(frame.title).toBe('Reproductor de video: 1');
    expect(frame.className).toBe('video-block__player');
    expect(frame.getAttribute('allow')).toContain('autoplay');
    expect(frame.hasAttribute('data-consent-released')).toBe(false);
    expect(doc.querySelector('[data-video-src]')!.getAttribute('data-video-state')).toBe('playing');
    expect(doc.activeElement).toBe(frame);
  });

  it('a click on the icon inside the button counts; a second click does not add a second frame', () => {
    startVideos(document, () => consent);
    document.querySelector('svg')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    showVideo(stages()[0], () => consent);
    expect(frames()).toHaveLength(1);
  });

  it('showing another video returns the first to its placeholder', () => {
    const [a, b] = stages();
    showVideo(a, () => consent);
    showVideo(b, () => consent);
    expect(frames()).toHaveLength(1);
    expect(b.querySelector('iframe')).not.toBeNull();
    expect(a.getAttribute('data-video-state')).toBe('placeholder');
    expect(b.getAttribute('data-video-state')).toBe('playing');
    returnToPlaceholder(b);
    expect(frames()).toEqual([]);
  });

  it('consent pending: the frame goes in held (no src) with the note shown; the gate releases it', () => {
    consent = 'pending';
    const [a] = stages();
    showVideo(a, () => consent);
    const frame = frames()[0];
    expect(frame.hasAttribute('src')).toBe(false);
    expect(frame.getAttribute('data-consent-src')).toBe('https://www.youtube-nocookie.com/embed/vid1?autoplay=1');
    expect(a.querySelector<HTMLElement>('.video-block__consent')!.hidden).toBe(false);
    releaseHeld(document);
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/vid1?autoplay=1');
    returnToPlaceholder(a);
    expect(a.querySelector<HTMLElement>('.video-block__consent')!.hidden).toBe(true);
  });

  it('consent given on a site that asks: loaded at once, marked so a withdrawal holds it again', () => {
    consent = 'given';
    showVideo(stages()[0], () => consent);
    expect(frames()[0].getAttribute('src')).toContain('vid1');
    expect(frames()[0].hasAttribute('data-consent-released')).toBe(true);
    expect(stages()[0].querySelector<HTMLElement>('.video-block__consent')!.hidden).toBe(true);
  });

  it('says when a player is shown and when it goes back, bubbling (a gallery stops its autoplay meanwhile)', () => {
    const seen: string[] = [];
    for (const type of ['vitrina:video-shown', 'vitrina:video-hidden']) document.addEventListener(type, (e) => seen.push(`${type} ${(e.target as HTMLElement).getAttribute('data-video-frame-title')}`));
    const [a, b] = stages();
    showVideo(a, () => consent);
    showVideo(b, () => consent);
    returnToPlaceholder(b);
    returnToPlaceholder(b);
    expect(seen).toEqual([
      'vitrina:video-shown Reproductor de video: 1',
      'vitrina:video-hidden Reproductor de video: 1',
      'vitrina:video-shown Reproductor de video: 2',
      'vitrina:video-hidden Reproductor de video: 2',
    ]);
  });

  it('play and pause through postMessage (§7), also by a command event on the stage; nothing while held', () => {
    startVideos(document, () => consent);
    const [a] = stages();
    expect(commandVideo(a, 'pause')).toBe(false);
    showVideo(a, () => consent);
    const postMessage = vi.fn();
    Object.defineProperty(frames()[0], 'contentWindow', { value: { postMessage } });
    expect(commandVideo(a, 'pause')).toBe(true);
    a.dispatchEvent(new CustomEvent('vitrina:video-command', { detail: 'play' }));
    a.dispatchEvent(new CustomEvent('vitrina:video-command', { detail: 'stop' }));
    expect(postMessage.mock.calls).toEqual([
      ['{"event":"command","func":"pauseVideo","args":[]}', 'https://www.youtube-nocookie.com'],
      ['{"event":"command","func":"playVideo","args":[]}', 'https://www.youtube-nocookie.com'],
    ]);
    a.setAttribute('data-video-provider', 'generic');
    expect(commandVideo(a, 'play')).toBe(false);
  });

  it('a held frame takes no command', () => {
    consent = 'pending';
    const [a] = stages();
    showVideo(a, () => consent);
    expect(commandVideo(a, 'play')).toBe(false);
  });

  it('a generic embed: its URL as given, sandboxed, no provider commands', () => {
    document.body.innerHTML = `
      <div class="video-block__stage" data-video-src="https://open.spotify.com/embed/x" data-video-frame-title="Contenido insertado"
           data-video-state="placeholder" data-video-provider="generic">
        <button type="button" class="video-block__play" data-video-play aria-label="Mostrar contenido insertado"></button>
      </div>`;
    const [stage] = stages();
    showVideo(stage, () => consent);
    const frame = frames()[0];
    expect(frame.getAttribute('src')).toBe('https://open.spotify.com/embed/x');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    expect(commandVideo(stage, 'pause')).toBe(false);
  });

  it('platform players are not sandboxed (their own frame API and fullscreen need the page)', () => {
    showVideo(stages()[0], () => consent);
    expect(frames()[0].hasAttribute('sandbox')).toBe(false);
  });
});

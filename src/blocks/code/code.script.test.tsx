// @vitest-environment happy-dom
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_EVENT } from '../../shared/consent.ts';
import { OWNER_FRAME_MESSAGE } from '../../shared/owner-frame.ts';
import { OwnerFrame } from '../../ui/owner-frame.tsx';
import start from './code.script.ts';

function mount(asksConsent = false) {
  document.body.innerHTML = renderStaticMarkup(<OwnerFrame collectionId="p" blockId="b" title="Sonda" height={200} asksConsent={asksConsent} />);
  // The test never loads the real route.
  document.querySelector<HTMLElement>('.owner-frame')!.dataset.frameSrc = 'about:blank';
  start(document);
  return document.querySelector<HTMLElement>('.owner-frame')!;
}
const post = (source: unknown, data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: source as Window }));

afterEach(() => {
  document.body.innerHTML = '';
  document.cookie = 'ss_cookieAllowed=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('owner frame script', () => {
  it('nothing before the click; the click puts the sandboxed, titled frame in place and focuses it', () => {
    const el = mount();
    expect(el.querySelector('iframe')).toBeNull();
    el.querySelector<HTMLButtonElement>('.owner-frame__run')!.click();
    const frame = el.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(frame.getAttribute('title')).toBe('Contenido interactivo: Sonda');
    expect(frame.getAttribute('src')).toBe('about:blank');
    expect(el.querySelector('.owner-frame__placeholder')).toBeNull();
    expect(document.activeElement).toBe(frame);
  });

  it('takes its height only from its own frame, only as a number, clamped', () => {
    const el = mount();
    el.querySelector<HTMLButtonElement>('.owner-frame__run')!.click();
    const frame = el.querySelector('iframe')!;
    post(frame.contentWindow, { type: OWNER_FRAME_MESSAGE, height: 512.4 });
    expect(frame.style.height).toBe('512px');
    post(window, { type: OWNER_FRAME_MESSAGE, height: 90 });
    post(frame.contentWindow, { type: OWNER_FRAME_MESSAGE, height: '90' });
    post(frame.contentWindow, { type: 'otro', height: 90 });
    expect(frame.style.height).toBe('512px');
    post(frame.contentWindow, { type: OWNER_FRAME_MESSAGE, height: 1e7 });
    expect(frame.style.height).toBe('4000px');
  });

  it('on a site that asks for consent: the click asks for it; consent then shows the frame', () => {
    const el = mount(true);
    const waiting = el.querySelector<HTMLElement>('.owner-frame__consent')!;
    expect(waiting.hidden).toBe(true);
    el.querySelector<HTMLButtonElement>('.owner-frame__run')!.click();
    expect(el.querySelector('iframe')).toBeNull();
    expect(waiting.hidden).toBe(false);
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(el.querySelector('iframe')).toBeNull();
    document.cookie = 'ss_cookieAllowed=true';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(el.querySelector('iframe')).not.toBeNull();
  });

  it('consent alone, without a click, shows nothing; starting twice binds once', () => {
    const el = mount(true);
    start(document);
    document.cookie = 'ss_cookieAllowed=true';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(el.querySelector('iframe')).toBeNull();
    el.querySelector<HTMLButtonElement>('.owner-frame__run')!.click();
    expect(el.querySelectorAll('iframe')).toHaveLength(1);
  });
});

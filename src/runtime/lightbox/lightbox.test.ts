// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeGallery } from '../../../test/fixtures/lightbox-gallery.ts';
import {
  LIGHTBOX_CONTENT_FADE_MS, LIGHTBOX_NAV_THROTTLE_MS, LIGHTBOX_OVERLAY_FADE_MS, LIGHTBOX_OVERLAY_OPACITY, LIGHTBOX_Z_INDEX,
} from '../../shared/gallery/constants.ts';
import { NOMOTION_CLASS } from '../../shared/motion.ts';
import { HISTORY_KEY } from './address.ts';
import { openLightbox, type LightboxHandle } from './index.ts';
import { LIGHTBOX_OPEN_CLASS } from './page-lock.ts';

let handle: LightboxHandle | undefined;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout'] });
  vi.setSystemTime(1_000_000);
  history.replaceState(null, '', '/galeria');
});
afterEach(() => {
  handle?.close();
  vi.advanceTimersByTime(1000);
  handle = undefined;
  document.documentElement.classList.remove(NOMOTION_CLASS);
});

const dialog = () => document.querySelector<HTMLElement>('[data-lightbox]');
const shown = () => dialog()!.querySelector<HTMLElement>('.lightbox__figure:not([hidden])')!;
const counter = () => dialog()!.querySelector('.lightbox__counter')!.textContent;
const button = (name: 'close' | 'nav--previous' | 'nav--next' | 'caption-toggle') => dialog()!.querySelector<HTMLButtonElement>(`.lightbox__${name}`)!;
const key = (k: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const click = (el: Element, clientX = 500) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, clientX }));
/** Lets the 200 ms throttle pass. */
const later = () => vi.advanceTimersByTime(LIGHTBOX_NAV_THROTTLE_MS);
const flush = () => new Promise((r) => queueMicrotask(() => r(undefined)));

function open(options: Parameters<typeof writeGallery>[0] = {}, index = 1, fromAddress = false) {
  const root = writeGallery(options);
  const opener = root.querySelector<HTMLElement>(`[data-lightbox-open="${index}"]`);
  opener?.focus();
  handle = openLightbox(root, index, { opener, fromAddress });
  return { root, opener };
}

describe('openLightbox: the dialog', () => {
  it('is a labelled modal dialog over the page, with the §9 numbers, on the chosen slide', () => {
    open();
    const d = dialog()!;
    expect(d.getAttribute('role')).toBe('dialog');
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(d.getAttribute('aria-label')).toBe('Visor de imágenes');
    expect(document.getElementById(d.getAttribute('aria-describedby')!)!.textContent).toBe('2 de 5');
    expect(d.style.getPropertyValue('--lightbox-overlay-fade')).toBe(`${LIGHTBOX_OVERLAY_FADE_MS}ms`);
    expect(d.style.getPropertyValue('--lightbox-content-fade')).toBe(`${LIGHTBOX_CONTENT_FADE_MS}ms`);
    expect(d.style.getPropertyValue('--lightbox-overlay-opacity')).toBe(String(LIGHTBOX_OVERLAY_OPACITY));
    expect(d.style.zIndex).toBe(String(LIGHTBOX_Z_INDEX));
    expect(counter()).toBe('2 de 5');
    expect(button('close').getAttribute('aria-label')).toBe('Cerrar');
    expect(button('nav--previous').getAttribute('aria-label')).toBe('Anterior');
    expect(button('nav--next').getAttribute('aria-label')).toBe('Siguiente');
    expect(d.classList.contains('lightbox--dark')).toBe(true);
  });

  it('takes the gallery\'s own name and the light theme when the gallery has them', () => {
    const root = writeGallery({ config: { lightboxTheme: 'light' } });
    root.setAttribute('aria-label', 'Panadería por dentro');
    handle = openLightbox(root, 0, {});
    expect(dialog()!.getAttribute('aria-label')).toBe('Panadería por dentro');
    expect(dialog()!.classList.contains('lightbox--light')).toBe(true);
  });

  it('shows a copy of the slide\'s picture sized for the whole window, loaded now, and preloads the neighbours', () => {
    open({}, 2);
    const img = shown().querySelector('img')!;
    expect(shown().querySelector('source')!.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.alt).toBe('Foto 3');
    expect(img.id).toBe('');
    expect(img.getAttribute('style')).toBeNull();
    expect(img.draggable).toBe(false);
    const figures = [...dialog()!.querySelectorAll<HTMLElement>('.lightbox__figure')];
    expect(figures.map((f) => [f.dataset.lightboxIndex, f.hidden])).toEqual(expect.arrayContaining([['1', true], ['2', false], ['3', true]]));
    expect(figures).toHaveLength(3);
    for (const f of figures) expect(f.querySelector('img')!.getAttribute('loading')).toBe('eager');
  });

  it('releases the candidates of a slide held for the image loader in its copy (the page\'s slide stays held)', () => {
    const root = writeGallery();
    const held = root.querySelector('[data-slide-id="id2"]')!;
    for (const el of held.querySelectorAll('source,img')) {
      el.setAttribute('data-srcset', el.getAttribute('srcset')!);
      el.removeAttribute('srcset');
    }
    const heldImg = held.querySelector('img')!;
    heldImg.removeAttribute('src');
    heldImg.setAttribute('data-image-loader', '{"load":"viewport"}');
    heldImg.classList.add('is-image-loading');
    handle = openLightbox(root, 2, {});
    const img = shown().querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe('/media/s2-500.webp 500w, /media/s2-1500.webp 1500w');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('src')).toBe('/media/s2-1500.webp');
    expect(shown().querySelector('source')!.getAttribute('srcset')).toBe('/media/s2-500.webp 500w, /media/s2-1500.webp 1500w');
    expect(shown().querySelector('[data-srcset],[data-image-loader],.is-image-loading')).toBeNull();
    expect(heldImg.hasAttribute('srcset')).toBe(false);
  });

  it('shows the caption without ids, and a slide without one has no caption and no toggle', () => {
    open({ noCaption: [2] }, 1);
    const caption = dialog()!.querySelector<HTMLElement>('.lightbox__caption')!;
    expect(caption.textContent).toContain('Título 2');
    expect(caption.querySelector('[id]')).toBeNull();
    expect(caption.hidden).toBe(false);
    expect(button('caption-toggle').hidden).toBe(true); // a wide window: always shown, no toggle
    button('nav--next').click();
    expect(caption.hidden).toBe(true);
  });

  it('on a phone folds the caption behind a toggle that says whether it is open', () => {
    const win = document.defaultView!;
    const real = win.matchMedia.bind(win);
    vi.spyOn(win, 'matchMedia').mockImplementation((q: string) => (q.includes('max-width') ? { ...real(q), matches: true, addEventListener() {}, removeEventListener() {} } as unknown as MediaQueryList : real(q)));
    open();
    const toggle = button('caption-toggle');
    const caption = dialog()!.querySelector<HTMLElement>('.lightbox__caption')!;
    expect(toggle.hidden).toBe(false);
    expect(caption.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Mostrar descripción');
    expect(toggle.getAttribute('aria-controls')).toBe(caption.id);
    toggle.click();
    expect(caption.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-label')).toBe('Ocultar descripción');
    expect(dialog()!.hidden).toBe(false); // the toggle does not close
  });

  it('makes the page behind inert and still, then gives it back', () => {
    open();
    const main = document.querySelector('main')!;
    expect(main.hasAttribute('inert')).toBe(true);
    expect(document.querySelector('header')!.hasAttribute('inert')).toBe(true);
    expect(dialog()!.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.classList.contains(LIGHTBOX_OPEN_CLASS)).toBe(true);
    handle!.close();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.classList.contains(LIGHTBOX_OPEN_CLASS)).toBe(false);
  });

  it('opens one lightbox at a time; a gallery without slides opens none', () => {
    const { root } = open();
    expect(openLightbox(root, 3, {})).toBe(handle);
    expect(document.querySelectorAll('[data-lightbox]')).toHaveLength(1);
    handle!.close();
    vi.advanceTimersByTime(LIGHTBOX_OVERLAY_FADE_MS);
    const empty = document.createElement('div');
    empty.setAttribute('data-gallery', 'grid');
    document.body.append(empty);
    openLightbox(empty, 0, {}).close();
    expect(dialog()).toBeNull();
  });
});

describe('openLightbox: focus', () => {
  it('starts on the close button, stays inside on Tab, and goes back to the opener on close', () => {
    const { opener } = open();
    expect(document.activeElement).toBe(button('close'));
    button('caption-toggle'); // hidden on a wide window: out of the Tab order
    const last = button('nav--next');
    last.focus();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    document.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(button('close'));
    key('Escape');
    expect(document.activeElement).toBe(opener);
  });
});

describe('openLightbox: navigation', () => {
  it('moves with the buttons and the arrow keys, at most once per 200 ms', () => {
    open({}, 1);
    button('nav--next').click();
    expect(counter()).toBe('3 de 5');
    button('nav--next').click(); // within 200 ms: refused
    expect(counter()).toBe('3 de 5');
    vi.advanceTimersByTime(LIGHTBOX_NAV_THROTTLE_MS - 1);
    key('ArrowRight');
    expect(counter()).toBe('3 de 5');
    vi.advanceTimersByTime(1);
    key('ArrowRight');
    expect(counter()).toBe('4 de 5');
    later();
    key('ArrowLeft');
    expect(counter()).toBe('3 de 5');
    expect(shown().dataset.lightboxIndex).toBe('2');
  });

  it('stops at the ends without loop (the control says so) and wraps with loop', () => {
    open({}, 0);
    expect(button('nav--previous').getAttribute('aria-disabled')).toBe('true');
    key('ArrowLeft');
    expect(counter()).toBe('1 de 5');
    handle!.close();
    vi.advanceTimersByTime(LIGHTBOX_OVERLAY_FADE_MS);
    history.replaceState(null, '', '/galeria');
    open({ config: { loop: true } }, 0);
    expect(button('nav--previous').getAttribute('aria-disabled')).toBe('false');
    key('ArrowLeft');
    expect(counter()).toBe('5 de 5');
  });

  it('a click in the 2 % at either edge moves; anywhere else on the overlay or the image closes', () => {
    open({}, 1);
    const width = window.innerWidth;
    const overlay = dialog()!.querySelector('.lightbox__overlay')!;
    click(overlay, Math.floor(width * 0.02));
    expect(counter()).toBe('1 de 5');
    later();
    click(overlay, Math.ceil(width * 0.98));
    expect(counter()).toBe('2 de 5');
    later();
    click(shown().querySelector('img')!, width - 1);
    expect(counter()).toBe('3 de 5');
    expect(dialog()!.classList.contains('is-closing')).toBe(false);
    later();
    // Just inside the zone's edge: an ordinary click on the overlay, which closes.
    click(overlay, Math.ceil(width * 0.02) + 1);
    expect(counter()).toBe('3 de 5');
    expect(dialog()!.classList.contains('is-closing')).toBe(true);
  });

  it('a click on the image closes it', () => {
    open();
    click(shown().querySelector('img')!, window.innerWidth / 2);
    expect(dialog()!.classList.contains('is-closing')).toBe(true);
  });

  it('a click on the overlay closes it', () => {
    open();
    click(dialog()!.querySelector('.lightbox__overlay')!, window.innerWidth / 3);
    expect(dialog()!.classList.contains('is-closing')).toBe(true);
  });

  it('a swipe of 50 px moves and its click does not close; a mouse drag does nothing', () => {
    open({}, 1);
    const stage = dialog()!.querySelector('.lightbox__stage')!;
    const pointer = (type: string, clientX: number, pointerType = 'touch') => {
      const event = new PointerEvent(type, { bubbles: true, clientX, pointerType, isPrimary: true });
      Object.defineProperty(event, 'timeStamp', { value: Date.now() });
      stage.dispatchEvent(event);
    };
    pointer('pointerdown', 300);
    vi.advanceTimersByTime(400);
    pointer('pointerup', 240);
    click(shown(), 240);
    expect(counter()).toBe('3 de 5');
    expect(dialog()!.classList.contains('is-closing')).toBe(false);
    later();
    pointer('pointerdown', 300);
    vi.advanceTimersByTime(400);
    pointer('pointerup', 390);
    expect(counter()).toBe('2 de 5');
    later();
    pointer('pointerdown', 300, 'mouse');
    pointer('pointerup', 100, 'mouse');
    expect(counter()).toBe('2 de 5');
    pointer('pointerdown', 300);
    vi.advanceTimersByTime(400);
    pointer('pointerup', 280); // 20 px, slow: settles back
    expect(counter()).toBe('2 de 5');
    pointer('pointerdown', 300);
    pointer('pointercancel', 300); // the browser took it over (pinch zoom)
    pointer('pointerup', 100);
    expect(counter()).toBe('2 de 5');
  });

  it('a video slide shows its placeholder (no player copied) and a click on it plays rather than closes', () => {
    open({ video: 2 }, 1);
    key('ArrowRight');
    const stage = shown().querySelector<HTMLElement>('[data-video-src]')!;
    expect(stage.getAttribute('data-video-state')).toBe('placeholder');
    expect(stage.querySelector('.video-block__player')).toBeNull();
    click(stage.querySelector('[data-video-play]')!);
    click(stage);
    expect(dialog()!.classList.contains('is-closing')).toBe(false);
    // Leaving it removes it, with any player the visitor started.
    later();
    key('ArrowRight');
    expect(dialog()!.querySelector('[data-video-src]')).toBeNull();
  });
});

describe('openLightbox: closing', () => {
  it('fades out for 0.35 s, then leaves the DOM; Escape and the close button close it', () => {
    const { opener } = open();
    button('close').click();
    expect(dialog()!.classList.contains('is-closing')).toBe(true);
    expect(dialog()!.hasAttribute('inert')).toBe(true);
    expect(document.activeElement).toBe(opener);
    vi.advanceTimersByTime(LIGHTBOX_OVERLAY_FADE_MS - 1);
    expect(dialog()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(dialog()).toBeNull();
  });

  it('without motion (nomotion=true) it leaves at once', () => {
    document.documentElement.classList.add(NOMOTION_CLASS);
    open();
    key('Escape');
    expect(dialog()).toBeNull();
  });

  it('ignores input while it fades out', () => {
    open({}, 1);
    key('Escape');
    later();
    key('ArrowRight');
    expect(counter()).toBe('2 de 5');
  });
});

describe('openLightbox: history (§2)', () => {
  it('records each slide shown as the collection URL plus the slide with a trailing slash', async () => {
    open({}, 1);
    expect(location.pathname).toBe('/galeria/s1/');
    expect(history.state).toEqual({ [HISTORY_KEY]: 1 });
    key('ArrowRight');
    expect(location.pathname).toBe('/galeria/s2/');
    expect(history.state).toEqual({ [HISTORY_KEY]: 2 });
  });

  it('a slide without a URL of its own is recorded by its id', () => {
    const root = writeGallery();
    root.querySelectorAll('[data-slide-url]').forEach((el) => el.setAttribute('data-slide-url', ''));
    handle = openLightbox(root, 3, {});
    expect(location.pathname).toBe('/galeria/id3/');
  });

  it('Back and Forward move between slides; Back past the first closes without touching history', async () => {
    const { opener } = open({}, 1);
    const length = history.length;
    key('ArrowRight');
    later();
    key('ArrowRight');
    expect(counter()).toBe('4 de 5');
    history.back();
    await vi.waitFor(() => expect(counter()).toBe('3 de 5'));
    expect(location.pathname).toBe('/galeria/s2/');
    history.forward();
    await vi.waitFor(() => expect(counter()).toBe('4 de 5'));
    history.go(-3);
    await vi.waitFor(() => expect(dialog()!.classList.contains('is-closing')).toBe(true));
    expect(location.pathname).toBe('/galeria');
    expect(history.length).toBe(length + 2);
    expect(document.activeElement).toBe(opener);
  });

  it('closing from the interface goes back past the lightbox\'s entries, so the address is the page again', async () => {
    open({}, 1);
    key('ArrowRight');
    later();
    key('ArrowRight');
    history.back();
    await vi.waitFor(() => expect(counter()).toBe('3 de 5'));
    key('Escape');
    await vi.waitFor(() => expect(location.pathname).toBe('/galeria'));
    expect(history.state).toBeNull();
  });

  it('opened from a deep link, the entry becomes the page and the slide one more: Back closes and stays on the page', async () => {
    history.replaceState(null, '', '/galeria/s3');
    open({}, 3, true);
    expect(location.pathname).toBe('/galeria/s3/');
    history.back();
    await vi.waitFor(() => expect(dialog()!.classList.contains('is-closing')).toBe(true));
    expect(location.pathname).toBe('/galeria');
  });

  it('a #itemId= deep link leaves the hash behind on the page\'s entry', async () => {
    history.replaceState(null, '', '/galeria#itemId=id2');
    open({}, 2, true);
    expect(location.pathname).toBe('/galeria/s2/');
    expect(location.hash).toBe('');
    history.back();
    await vi.waitFor(() => expect(location.pathname).toBe('/galeria'));
    expect(location.hash).toBe('');
  });

  it('opened from an entry the lightbox made (Forward after closing) it records nothing new', () => {
    history.replaceState({ [HISTORY_KEY]: 2 }, '', '/galeria/s2/');
    const length = history.length;
    open({}, 2, true);
    expect(history.length).toBe(length);
    expect(location.pathname).toBe('/galeria/s2/');
  });

  it('with history off nothing touches history', async () => {
    history.replaceState(null, '', '/galeria#itemId=id2');
    const length = history.length;
    const push = vi.spyOn(history, 'pushState');
    const replace = vi.spyOn(history, 'replaceState');
    open({ config: { history: false } }, 2, true);
    key('ArrowRight');
    key('Escape');
    await flush();
    expect(push).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
    expect(history.length).toBe(length);
    expect(location.hash).toBe('#itemId=id2');
  });
});

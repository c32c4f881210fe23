// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { writeGallery } from '../../../test/fixtures/lightbox-gallery.ts';
import { LIGHTBOX_CONTENT_FADE_MS, LIGHTBOX_NAV_THROTTLE_MS, LIGHTBOX_OVERLAY_FADE_MS, LIGHTBOX_OVERLAY_OPACITY, LIGHTBOX_Z_INDEX } from '../../shared/gallery/constants.ts';
import { NOMOTION_CLASS } from '../../shared/motion.ts';
import { openLightbox } from './index.ts';
import { LIGHTBOX_OPEN_CLASS } from './page-lock.ts';
import { button, click, counter, current, dialog, key, later, open, openOn, shown, lightboxPage } from './test-lightbox.ts';

// The lightbox (§9): the dialog, focus, navigation and closing; history.test.ts: the address.
lightboxPage();

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
    openOn(root, 0);
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
    openOn(root, 2);
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
    current()!.close();
    expect(main.hasAttribute('inert')).toBe(false);
    expect(document.documentElement.classList.contains(LIGHTBOX_OPEN_CLASS)).toBe(false);
  });

  it('opens one lightbox at a time; a gallery without slides opens none', () => {
    const { root } = open();
    expect(openLightbox(root, 3, {})).toBe(current());
    expect(document.querySelectorAll('[data-lightbox]')).toHaveLength(1);
    current()!.close();
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
    current()!.close();
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

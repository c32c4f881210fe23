// @vitest-environment happy-dom
import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureMedia } from '../../page/test-fixtures.ts';
import { NOMOTION_CLASS } from '../../shared/motion.ts';
import { VIDEO_COMMAND_EVENT, VIDEO_HIDDEN_EVENT, VIDEO_SHOWN_EVENT } from '../../shared/video/placeholder.ts';
import { GalleryBlock } from './Gallery.tsx';
import { GalleryData } from './gallery.schema.ts';
import { startGallery, type GalleryHandle } from './gallery.ts';

const MEDIA = { a: fixtureMedia('a'), b: fixtureMedia('b'), c: fixtureMedia('c') };
const slides = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `s${i}`, url: `foto-${i}`, mediaId: 'abc'[i % 3], title: `Foto ${i + 1}` }));

/** Puts a gallery's server markup in the page. */
function mount(options: Record<string, unknown>, count = 5, extraSlides: unknown[] = []): HTMLElement {
  const data = v.parse(GalleryData, { slides: [...extraSlides, ...slides(count)], ...options });
  const ctx = { media: (id?: string) => (id ? MEDIA[id as keyof typeof MEDIA] : undefined), eagerImage: () => false, collectionUrl: '/galeria' };
  document.body.innerHTML = renderStaticMarkup(<GalleryBlock data={data} span={12} ctx={ctx} />);
  return document.querySelector<HTMLElement>('[data-gallery]')!;
}
const $ = <T extends Element = HTMLElement>(s: string) => document.querySelector<T & HTMLElement>(s)!;
const current = () => [...document.querySelectorAll('[data-slide-id]')].findIndex((s) => s.classList.contains('is-current'));
const key = (target: Element, k: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
const pointer = (target: Element, type: string, x: number, extra: Record<string, unknown> = {}) =>
  target.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: 10, button: 0, pointerId: 1, pointerType: 'mouse', bubbles: true, ...extra }));

let handles: GalleryHandle[] = [];
const start = (root: HTMLElement) => {
  const handle = startGallery(root);
  handles.push(handle);
  return handle;
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  for (const h of handles) h.stop();
  handles = [];
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.classList.remove(NOMOTION_CLASS);
});

describe('gallery script: taking a moving gallery over', () => {
  it('shows the controls and marks the root; starting twice gives the same handle', () => {
    const root = mount({ design: 'stacked' });
    const handle = start(root);
    expect(startGallery(root)).toBe(handle);
    expect(root.classList.contains('is-enhanced')).toBe(true);
    expect($('[data-gallery-controls]').hidden).toBe(false);
    expect(current()).toBe(0);
  });

  it('static designs get no controls and no state', () => {
    const root = mount({ design: 'grid' });
    expect(start(root).state()).toBeNull();
    expect(root.classList.contains('is-enhanced')).toBe(false);
  });

  it('logs the §8 console messages of its data once', () => {
    start(mount({ design: 'masonry' }));
    expect(console.error).toHaveBeenCalledWith('design or transition named masonry not found');
    const root = mount({ design: 'stacked' });
    root.setAttribute('data-gallery-config', '{oops');
    start(root);
    expect(console.error).toHaveBeenCalledWith('Error evaluating gallery block data');
  });
});

describe('gallery script: previous, next, clamp and wrap', () => {
  it('next and previous move by one; at the ends the controls are aria-disabled and a click does nothing', () => {
    const root = mount({ design: 'stacked' }, 3);
    const handle = start(root);
    const prev = $('[data-gallery-previous]');
    const next = $('[data-gallery-next]');
    expect(prev.getAttribute('aria-disabled')).toBe('true');
    next.click();
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1100);
    next.click();
    expect(current()).toBe(2);
    expect(next.getAttribute('aria-disabled')).toBe('true');
    vi.advanceTimersByTime(1100);
    next.click();
    expect(handle.state()!.currentIndex).toBe(2);
    prev.click();
    expect(current()).toBe(1);
    expect(prev.getAttribute('aria-disabled')).toBe('false');
  });

  it('a move is refused while the slide is in motion (1 s), then accepted', () => {
    start(mount({ design: 'stacked' }));
    $('[data-gallery-next]').click();
    $('[data-gallery-next]').click();
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1100);
    $('[data-gallery-next]').click();
    expect(current()).toBe(2);
  });

  it('with loop the index wraps both ways and nothing is disabled', () => {
    start(mount({ design: 'stacked', loop: true }, 3));
    $('[data-gallery-previous]').click();
    expect(current()).toBe(2);
    expect($('[data-gallery-previous]').getAttribute('aria-disabled')).toBe('false');
  });

  it('the shown slide is the only one reachable; its neighbours stay loaded (§9 preload 1)', () => {
    start(mount({ design: 'stacked' }, 5));
    const all = [...document.querySelectorAll('[data-slide-id]')];
    expect(all.map((s) => s.hasAttribute('inert'))).toEqual([false, true, true, true, true]);
    expect(all.map((s) => s.hasAttribute('data-near'))).toEqual([false, true, false, false, true]);
  });

  it('the live region says where the visitor is after a move', () => {
    start(mount({ design: 'stacked' }));
    $('[data-gallery-next]').click();
    expect($('[data-gallery-status]').textContent).toBe('Imagen 2 de 5');
  });
});

describe('gallery script: keys, swipe and click by side', () => {
  it('ArrowRight and ArrowLeft inside the gallery move it, and are taken from the page', () => {
    start(mount({ design: 'strip' }));
    const button = $('[data-gallery-next]');
    expect(key(button, 'ArrowRight')).toBe(false); // default prevented
    expect(current()).toBe(1);
    vi.advanceTimersByTime(600);
    key(button, 'ArrowLeft');
    expect(current()).toBe(0);
    expect(key(button, 'Enter')).toBe(true);
  });

  it('a 60 px drag moves; a 20 px slow drag does not; a fast 30 px flick does; a vertical drag does not', () => {
    start(mount({ design: 'stacked' }));
    const viewport = $('[data-gallery-viewport]');
    pointer(viewport, 'pointerdown', 300, { timeStamp: 0 });
    pointer(viewport, 'pointerup', 240);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1100);
    const slow = (dx: number, ms: number) => {
      pointer(viewport, 'pointerdown', 300);
      vi.advanceTimersByTime(ms);
      pointer(viewport, 'pointerup', 300 + dx);
    };
    slow(-20, 600);
    expect(current()).toBe(1);
    slow(60, 10);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(1100);
    slow(-30, 100);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1100);
    pointer(viewport, 'pointerdown', 300);
    viewport.dispatchEvent(new PointerEvent('pointerup', { clientX: 240, clientY: 200, pointerId: 1, bubbles: true }));
    expect(current()).toBe(1);
  });

  it('the click that ends a drag never reaches the document (where the lightbox launcher listens)', () => {
    start(mount({ design: 'stacked', lightbox: true, loop: true }));
    const viewport = $('[data-gallery-viewport]');
    const claimed: boolean[] = [];
    const seen = (e: Event) => claimed.push(e.defaultPrevented);
    document.addEventListener('click', seen);
    pointer(viewport, 'pointerdown', 300);
    pointer(viewport, 'pointermove', 250);
    pointer(viewport, 'pointerup', 200);
    $('.is-current [data-lightbox-open]').click();
    expect(claimed).toEqual([]);
    // The next plain click does reach it.
    $('.is-current [data-lightbox-open]').click();
    document.removeEventListener('click', seen);
    expect(claimed).toEqual([false]);
  });

  it('a stacked click: left half back, right half forward', () => {
    start(mount({ design: 'stacked', loop: true }));
    const viewport = $('[data-gallery-viewport]');
    viewport.getBoundingClientRect = () => ({ left: 0, width: 400, top: 0, height: 300, right: 400, bottom: 300, x: 0, y: 0, toJSON() {} });
    viewport.dispatchEvent(new MouseEvent('click', { clientX: 300, bubbles: true }));
    expect(current()).toBe(1);
    vi.advanceTimersByTime(1100);
    viewport.dispatchEvent(new MouseEvent('click', { clientX: 100, bubbles: true }));
    expect(current()).toBe(0);
  });
});

describe('gallery script: autoplay', () => {
  it('advances every autoplay-duration, pauses under the pointer and resumes with a full period', () => {
    start(mount({ design: 'stacked', autoplay: true, 'autoplay-duration': 2, loop: true }));
    vi.advanceTimersByTime(2000);
    expect(current()).toBe(1);
    const root = $('[data-gallery]');
    root.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(10_000);
    expect(current()).toBe(1);
    root.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(1900);
    expect(current()).toBe(1);
    vi.advanceTimersByTime(200);
    expect(current()).toBe(2);
  });

  it('the default period is 5000 ms; focus inside pauses it too; the pause button stops it', () => {
    start(mount({ design: 'stacked', autoplay: true, loop: true }));
    vi.advanceTimersByTime(4900);
    expect(current()).toBe(0);
    vi.advanceTimersByTime(200);
    expect(current()).toBe(1);
    const toggle = $('[data-gallery-autoplay]');
    toggle.click();
    expect(toggle.getAttribute('aria-label')).toBe('Reanudar la presentación');
    toggle.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    vi.advanceTimersByTime(20_000);
    expect(current()).toBe(1);
    toggle.click();
    expect(toggle.getAttribute('aria-label')).toBe('Pausar la presentación');
  });

  it('nomotion=true: no autoplay, no pause button', () => {
    document.documentElement.classList.add(NOMOTION_CLASS);
    start(mount({ design: 'stacked', autoplay: true, loop: true }));
    vi.advanceTimersByTime(30_000);
    expect(current()).toBe(0);
    expect($('[data-gallery-autoplay]').hidden).toBe(true);
  });

  it('stops while a video slide plays, is restored after; leaving a video slide pauses it', () => {
    const video = { id: 'v', type: 'video', videoUrl: 'https://youtu.be/dQw4w9WgXcQ', mediaId: 'a' };
    start(mount({ design: 'stacked', autoplay: true, loop: true }, 3, [video]));
    const stage = $('[data-video-src]');
    const commands: unknown[] = [];
    stage.addEventListener(VIDEO_COMMAND_EVENT, (e) => commands.push((e as CustomEvent).detail));
    stage.dispatchEvent(new CustomEvent(VIDEO_SHOWN_EVENT, { bubbles: true }));
    vi.advanceTimersByTime(20_000);
    expect(current()).toBe(0);
    stage.dispatchEvent(new CustomEvent(VIDEO_HIDDEN_EVENT, { bubbles: true }));
    vi.advanceTimersByTime(5000);
    expect(current()).toBe(1);
    expect(commands).toEqual(['pause']);
  });
});

describe('gallery script: thumbnails, carousel, lightbox, re-render', () => {
  it('the thumbnail strip and the slideshow stay in sync both ways', () => {
    start(mount({ design: 'stacked', thumbnails: true }));
    const thumbs = [...document.querySelectorAll<HTMLElement>('[data-gallery-thumbnail]')];
    expect($('[data-gallery-thumbnails]').hidden).toBe(false);
    thumbs[3].click();
    expect(current()).toBe(3);
    expect(thumbs[3].getAttribute('aria-current')).toBe('true');
    vi.advanceTimersByTime(1100);
    $('[data-gallery-previous]').click();
    expect(current()).toBe(2);
    expect(thumbs[2].getAttribute('aria-current')).toBe('true');
    expect(thumbs[3].hasAttribute('aria-current')).toBe(false);
  });

  it('carousel: groups of the row; controls hidden when every slide fits; the group kept on resize (100 ms)', () => {
    const root = mount({ design: 'carousel' }, 7);
    const viewport = () => $('[data-gallery-viewport]');
    let width = 1000;
    root.querySelector<HTMLElement>('[data-gallery-viewport]')!.getBoundingClientRect = () => ({ width } as DOMRect);
    const handle = start(root);
    expect(handle.state()!.count).toBe(3);
    $('[data-gallery-next]').click();
    $('[data-gallery-next]').click();
    vi.advanceTimersByTime(600);
    $('[data-gallery-next]').click();
    expect(handle.state()!.currentIndex).toBe(2);
    const shown = () => [...document.querySelectorAll('[data-slide-id]')].map((s) => !s.hasAttribute('inert'));
    expect(shown()).toEqual([false, false, false, false, false, false, true]);
    expect($('[data-gallery-status]').textContent).toBe('Imágenes 7 a 7 de 7');
    width = 400;
    window.dispatchEvent(new Event('resize'));
    vi.advanceTimersByTime(99);
    expect(handle.state()!.count).toBe(3);
    vi.advanceTimersByTime(1);
    expect(handle.state()!.count).toBe(4);
    expect(handle.state()!.currentIndex).toBe(3);
    expect(viewport()).toBeTruthy();
    const few = mount({ design: 'carousel' }, 3);
    few.querySelector<HTMLElement>('[data-gallery-viewport]')!.getBoundingClientRect = () => ({ width: 1000 } as DOMRect);
    start(few);
    expect($('[data-gallery-next]').hidden).toBe(true);
    expect($('[data-gallery-controls]').hidden).toBe(true);
  });

  it('a change of an option that shapes the gallery starts it again (§4)', async () => {
    const root = mount({ design: 'stacked', loop: true });
    const handle = start(root);
    const first = handle.state();
    $('[data-gallery-next]').click();
    const config = JSON.parse(root.getAttribute('data-gallery-config')!);
    root.setAttribute('data-gallery-config', JSON.stringify({ ...config, autoplay: true }));
    await vi.waitFor(() => expect(handle.state()).not.toBe(first));
    expect(handle.state()!.autoplay).toBe(true);
  });
});

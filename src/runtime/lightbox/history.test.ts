// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { writeGallery } from '../../../test/fixtures/lightbox-gallery.ts';
import { HISTORY_KEY } from './address.ts';
import { counter, dialog, flush, key, later, open, openOn, lightboxPage } from './test-lightbox.ts';

// The lightbox and the address (§2): each slide shown an entry of its own, Back and Forward, deep links.
lightboxPage();

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
    openOn(root, 3);
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

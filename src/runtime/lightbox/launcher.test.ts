// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeGallery } from '../../../test/fixtures/lightbox-gallery.ts';
import { LIGHTBOX_OVERLAY_FADE_MS } from '../../shared/gallery/constants.ts';
import { openFromAddress, startLightboxes } from './launcher.ts';

// startLightboxes listens once per document, as in the browser: the listeners of the first test
// serve every test of this file, each writing its own gallery.
const dialog = () => document.querySelector<HTMLElement>('[data-lightbox]:not(.is-closing)');
const counter = () => dialog()?.querySelector('.lightbox__counter')?.textContent;
const closeOpen = async () => {
  dialog()?.querySelector<HTMLButtonElement>('.lightbox__close')?.click();
  await new Promise((r) => setTimeout(r, LIGHTBOX_OVERLAY_FADE_MS + 10));
};

beforeEach(() => history.replaceState(null, '', '/galeria'));
afterEach(closeOpen);

describe('startLightboxes', () => {
  it('opens the lightbox on the slide whose control is clicked, and gives focus back to it', async () => {
    writeGallery();
    startLightboxes(document);
    const control = document.querySelector<HTMLElement>('[data-lightbox-open="3"]')!;
    control.click();
    await vi.waitFor(() => expect(counter()).toBe('4 de 5'));
    expect(location.pathname).toBe('/galeria/s3/');
    await closeOpen();
    expect(document.activeElement).toBe(control);
  });

  it('leaves modified clicks (new tab) and galleries without a lightbox alone', async () => {
    const root = writeGallery();
    startLightboxes(document);
    document.querySelector('[data-lightbox-open="1"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    root.setAttribute('data-gallery-config', JSON.stringify({ lightbox: false }));
    document.querySelector<HTMLElement>('[data-lightbox-open="2"]')!.click();
    await new Promise((r) => setTimeout(r, 50));
    expect(dialog()).toBeNull();
  });

  it('Forward onto a slide\'s address after the lightbox closed opens it again there', async () => {
    writeGallery();
    startLightboxes(document);
    document.querySelector<HTMLElement>('[data-lightbox-open="1"]')!.click();
    await vi.waitFor(() => expect(counter()).toBe('2 de 5'));
    history.back();
    await vi.waitFor(() => expect(dialog()).toBeNull());
    history.forward();
    await vi.waitFor(() => expect(counter()).toBe('2 de 5'));
    expect(location.pathname).toBe('/galeria/s1/');
  });
});

describe('openFromAddress (what startLightboxes does at page start)', () => {
  it('opens on the slide the last path segment names, recorded as the page plus the slide', async () => {
    history.replaceState(null, '', '/galeria/s2');
    writeGallery();
    await openFromAddress(document);
    expect(counter()).toBe('3 de 5');
    expect(location.pathname).toBe('/galeria/s2/');
    expect(document.querySelector('main')!.hasAttribute('inert')).toBe(true);
  });

  it('opens on the slide of #itemId=, by id or URL, with history off too', async () => {
    history.replaceState(null, '', '/galeria#itemId=id4');
    writeGallery({ config: { history: false } });
    await openFromAddress(document);
    expect(counter()).toBe('5 de 5');
    expect(location.hash).toBe('#itemId=id4');
  });

  it('opens nothing for an address that names no slide, or for a gallery without a lightbox', async () => {
    history.replaceState(null, '', '/galeria/otra');
    writeGallery();
    await openFromAddress(document);
    expect(dialog()).toBeNull();
    history.replaceState(null, '', '/galeria/s1');
    writeGallery({ config: { lightbox: false } });
    await openFromAddress(document);
    expect(dialog()).toBeNull();
  });
});

/**
 * What the lightbox reads of a gallery's markup (the contract of src/shared/gallery/dom.ts): the
 * client config on the root and, per slide, its §3 attributes, its picture, its video placeholder
 * and its caption. Forgiving: a config that is not JSON, or a field of the wrong type, gives the
 * default; a slide without an id is left out.
 */
import {
  GALLERY_CONFIG_ATTR, SLIDE_ATTRS, SLIDE_CAPTION_SELECTOR, SLIDE_SELECTOR, type GalleryClientConfig, type SlideRef,
} from '../../shared/gallery/dom.ts';

/** The parts of the client config the lightbox uses. */
export type LightboxConfig = Pick<GalleryClientConfig, 'lightbox' | 'loop' | 'lightboxTheme' | 'history' | 'collectionUrl'>;

/** One slide as the lightbox shows it. */
export interface LightboxSlide extends SlideRef {
  element: HTMLElement;
  /** The largest variant's URL (`data-src`), for a slide without a picture of its own. */
  src: string;
  /** `W x H` of the source image, or null. */
  dimensions: { width: number; height: number } | null;
}

function parseConfig(text: string | null): Partial<GalleryClientConfig> {
  try {
    const value: unknown = JSON.parse(text ?? '');
    return value !== null && typeof value === 'object' ? (value as Partial<GalleryClientConfig>) : {};
  } catch {
    return {};
  }
}

/** The lightbox's view of the root's `data-gallery-config`, each field checked. */
export function readConfig(root: HTMLElement): LightboxConfig {
  // A path of this site only: `//host` would be another origin, which history refuses (it throws).
  const raw = parseConfig(root.getAttribute(GALLERY_CONFIG_ATTR));
  const url = typeof raw.collectionUrl === 'string' && /^\/(?![/\\])/.test(raw.collectionUrl) ? raw.collectionUrl.replace(/\/+$/, '') : '';
  return {
    lightbox: raw.lightbox === true,
    loop: raw.loop === true,
    lightboxTheme: raw.lightboxTheme === 'light' ? 'light' : 'dark',
    // Without a collection URL there is no address to record.
    history: raw.history === true && url !== '',
    collectionUrl: url,
  };
}

/** `"1600 x 900"` → { width: 1600, height: 900 }; anything else → null. */
export function parseDimensions(text: string | null): LightboxSlide['dimensions'] {
  const match = /^\s*(\d+)\s*x\s*(\d+)\s*$/i.exec(text ?? '');
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The slides of a gallery root, in document order. */
export function readSlides(root: HTMLElement): LightboxSlide[] {
  const slides: LightboxSlide[] = [];
  root.querySelectorAll<HTMLElement>(SLIDE_SELECTOR).forEach((element) => {
    const id = element.getAttribute(SLIDE_ATTRS.id) ?? '';
    if (id === '') return;
    slides.push({
      element,
      id,
      url: element.getAttribute(SLIDE_ATTRS.url) ?? '',
      type: element.getAttribute(SLIDE_ATTRS.type) === 'video' ? 'video' : 'image',
      src: element.getAttribute(SLIDE_ATTRS.src) ?? '',
      dimensions: parseDimensions(element.getAttribute(SLIDE_ATTRS.dimensions)),
    });
  });
  return slides;
}

/** The caption element of a slide, when it has text. */
export function slideCaption(slide: LightboxSlide): HTMLElement | null {
  const caption = slide.element.querySelector<HTMLElement>(SLIDE_CAPTION_SELECTOR);
  return caption && (caption.textContent ?? '').trim() !== '' ? caption : null;
}

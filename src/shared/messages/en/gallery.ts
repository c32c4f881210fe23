/** English text of the gallery block (see ../gallery.ts; SPEC §4 "Gallery", §8 console errors named as the console names them). */
import type { galleryMessages } from '../gallery.ts';

export const galleryMessagesEn = {
  'gallery.label': 'Gallery',
  'gallery.roleCarousel': 'carousel',
  'gallery.roleSlide': 'slide',
  'gallery.slideLabel': '{index} of {count}',
  'gallery.previous': 'Previous image',
  'gallery.next': 'Next image',
  'gallery.previousGroup': 'Previous images',
  'gallery.nextGroup': 'Next images',
  'gallery.position': 'Image {index} of {count}',
  'gallery.groupPosition': 'Images {first} to {last} of {count}',
  'gallery.pause': 'Pause slideshow',
  'gallery.play': 'Resume slideshow',
  'gallery.thumbnails': 'Thumbnails',
  'gallery.thumbnail': 'Show image {index}: {name}',
  'gallery.open': 'Enlarge image: {name}',
  'gallery.openNumbered': 'Enlarge image {index}',
  'gallery.decodingError': 'the gallery’s JSON data can’t be read (Error decoding gallery block data); it’s shown with the default options',
  'gallery.evaluatingError': 'the gallery’s JSON data isn’t an options object (Error evaluating gallery block data); it’s shown with the default options',
  'gallery.designNotFound': 'the gallery asks for the “{design}” design, which doesn’t exist (design or transition named {design} not found); it’s shown as {fallback}',
} satisfies Record<keyof typeof galleryMessages, string>;

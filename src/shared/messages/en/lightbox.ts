/** English text of the gallery lightbox (see ../lightbox.ts). Plain messages only. */
import type { lightboxMessages } from '../lightbox.ts';

export const lightboxMessagesEn = {
  'lightbox.label': 'Image viewer',
  'lightbox.close': 'Close',
  'lightbox.previous': 'Previous',
  'lightbox.next': 'Next',
  'lightbox.counter': '{index} of {count}',
  'lightbox.showCaption': 'Show caption',
  'lightbox.hideCaption': 'Hide caption',
  'lightbox.slide': 'Image {index} of {count}',
} satisfies Record<keyof typeof lightboxMessages, string>;

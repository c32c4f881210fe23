/** English text about site styles and fonts (see ../styles.ts). Same keys as the es-419 file. */
import type { styleMessages } from '../styles.ts';

export const styleMessagesEn = {
  'styles.unknownFont': 'The font “{family}” isn’t one of the available fonts, so the page uses system fonts instead',
} satisfies Record<keyof typeof styleMessages, string>;

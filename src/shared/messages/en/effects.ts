/** English text of the shape block, text effects and the marquee (see ../effects.ts). */
import type { effectMessages } from '../effects.ts';

export const effectMessagesEn = {
  'effects.shadowInvalid': 'The shape’s shadow isn’t valid (angle, distance and blur, each with a unit: px, em, rem or pt), so the shape is shown without a shadow.',
  'effects.marqueePause': 'Pause moving text',
} satisfies Record<keyof typeof effectMessages, string>;

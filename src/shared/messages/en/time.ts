/** English text of relative time nodes (see ../time.ts; §4 'just now'). Plain `{name}` messages only. */
import type { timeMessages } from '../time.ts';

export const timeMessagesEn = {
  'time.justNow': 'just now',
  'time.oneSecondAgo': '1 second ago',
  'time.secondsAgo': '{count} seconds ago',
} satisfies Record<keyof typeof timeMessages, string>;

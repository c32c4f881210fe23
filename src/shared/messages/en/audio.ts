/** English text of the audio and album players (see ../audio.ts). Plain `{name}` messages only. */
import type { audioMessages } from '../audio.ts';

export const audioMessagesEn = {
  'audio.player': 'Audio player: {title}',
  'audio.play': 'Play: {title}',
  'audio.pause': 'Pause: {title}',
  'audio.seek': 'Position in {title}',
  'audio.position': '{current} of {total}',
  'audio.unknownDuration': '--:--',
  'audio.previous': 'Previous track',
  'audio.next': 'Next track',
  'audio.tracks': 'Tracks of {title}',
  'audio.track': 'Play track {number}: {title}',
  'audio.by': 'by {artist}',
  'audio.unavailable': 'This audio isn’t available.',
  'audio.waitingConsent': 'You can listen to this audio once you accept cookies.',
} satisfies Record<keyof typeof audioMessages, string>;

import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { trackOrigins } from './audio-source.ts';
import { AudioData } from './audio.schema.ts';

/**
 * Audio block (type 41): a player with title, artist and duration (docs/blocks-audio.md). Its
 * file plays in a native <audio preload="none">, so nothing is fetched before the visitor plays;
 * a file on another site adds that origin to the page's media-src, consent-bound.
 */
export default defineBlockMeta({
  name: 'audio',
  types: [BlockType.AUDIO],
  data: AudioData,
  origins: (data) => trackOrigins([data]),
  reads: ['media', 'site'],
});

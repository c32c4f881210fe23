import { BlockType } from '../../shared/enums.ts';
import { videoFromUrl, videoOrigins } from '../../shared/video/provider.ts';
import { videoDataWarnings } from '../../shared/video/warnings.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { VideoData } from './video.schema.ts';

/**
 * Video block (type 32): static markup (a poster and a play button) that the moving-parts script
 * turns into the player on click, Enter or Space. The page allows exactly the frame origin its
 * URL needs (YouTube's no-cookie host, Vimeo's player, or a generic iframe's own origin), and it
 * waits for consent where the site asks for it.
 */
export default defineBlockMeta({
  name: 'video',
  types: [BlockType.VIDEO],
  data: VideoData,
  origins: (data) => videoOrigins(videoFromUrl(data.url)),
  warnings: (data) => videoDataWarnings(videoFromUrl(data.url), data.posterId),
  reads: ['media'],
});

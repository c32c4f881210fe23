import { BlockType } from '../../shared/enums.ts';
import { VIMEO_EMBED_ORIGIN, YOUTUBE_EMBED_ORIGIN } from '../../shared/video/provider.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { VideoData } from './video.schema.ts';

/**
 * Video block (type 32): static markup (a poster and a play button) that the moving-parts script
 * turns into the provider's player on click, Enter or Space. The two player origins are the only
 * frames the page allows, and they wait for consent where the site asks for it.
 */
export default defineBlockMeta({
  name: 'video',
  types: [BlockType.VIDEO],
  data: VideoData,
  origins: [
    { directive: 'frame-src', origin: YOUTUBE_EMBED_ORIGIN, consent: true },
    { directive: 'frame-src', origin: VIMEO_EMBED_ORIGIN, consent: true },
  ],
  reads: ['media'],
});

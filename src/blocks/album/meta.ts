import { BlockType } from '../../shared/enums.ts';
import { trackOrigins } from '../audio/audio-source.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { AlbumData } from './album.schema.ts';

/**
 * Album block (type 60): the audio player with previous/next and a track list of at most 60
 * tracks (§9), docs/blocks-audio.md. Tracks on another site add their origins to media-src,
 * consent-bound.
 */
export default defineBlockMeta({
  name: 'album',
  types: [BlockType.ALBUM],
  data: AlbumData,
  origins: (data) => trackOrigins(data.tracks),
  reads: ['media', 'site'],
});

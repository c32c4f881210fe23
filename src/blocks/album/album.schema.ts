import * as v from 'valibot';
import { MAX_ALBUM_TRACKS } from '../audio/audio-source.ts';
import { Track } from '../audio/audio.schema.ts';

/** Album (block type 60): a title, its artist, an optional cover from the site's media, and 1 to 60 tracks (§9). */
export const AlbumData = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  artist: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  coverId: v.optional(v.string()),
  tracks: v.pipe(v.array(Track), v.minLength(1), v.maxLength(MAX_ALBUM_TRACKS)),
});
export type AlbumData = v.InferOutput<typeof AlbumData>;

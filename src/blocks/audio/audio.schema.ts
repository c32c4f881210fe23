import * as v from 'valibot';
import { MAX_DURATION } from './audio-source.ts';

/** Duration in whole seconds, as the site file knows it (the server shows it before any play). */
export const Duration = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_DURATION));

/**
 * One track: a title and where its file is — `mediaId`, an audio file of the site's media
 * (served from /media/, with range requests), or `url` (a path of the site or an https URL;
 * another site's file waits for consent where the site asks for it). A URL that does not
 * parse is kept: the player shows 'Este audio no está disponible.' and logs §8's message.
 */
export const Track = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  mediaId: v.optional(v.string()),
  url: v.optional(v.pipe(v.string(), v.maxLength(2000))),
  duration: v.optional(Duration),
});
export type Track = v.InferOutput<typeof Track>;

/** Audio (block type 41): one track with its artist and an optional description. */
export const AudioData = v.object({
  ...Track.entries,
  artist: v.optional(v.pipe(v.string(), v.maxLength(200)), ''),
  description: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
});
export type AudioData = v.InferOutput<typeof AudioData>;

import * as v from 'valibot';

/**
 * Data of a discontinued third-party block (Twitter 6, Foursquare 24, Instagram 25, 500px 42,
 * Flickr 45, Amazon 46, SoundCloud 56): whatever the old site stored, kept as it is. Only a
 * `url` is read, to leave a plain link to the account or item.
 */
export const DiscontinuedData = v.looseObject({
  url: v.optional(v.unknown()),
});
export type DiscontinuedData = v.InferOutput<typeof DiscontinuedData>;

/** The http(s) URL of the data, or undefined: nothing else becomes a link. */
export function discontinuedLink(data: DiscontinuedData): URL | undefined {
  if (typeof data.url !== 'string') return undefined;
  try {
    const url = new URL(data.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : undefined;
  } catch {
    return undefined;
  }
}

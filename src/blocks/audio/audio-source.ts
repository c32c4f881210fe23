/**
 * What the audio and album players agree on: where a track's file comes from, how a duration
 * is written, and the attributes of the player's markup (read by player.ts in the browser).
 */
import { httpsOrigin } from '../../shared/origin.ts';

/** §9: tracks per album. */
export const MAX_ALBUM_TRACKS = 60;
/** Longest duration a site file may give, in seconds (24 h). */
export const MAX_DURATION = 86_400;
/** §8, console only: logged by the browser script for a player whose URL does not parse. */
export const URL_PARSE_ERROR = 'failed music-player url parse';

/** Attributes of the player markup. */
export const AUDIO_ATTR = {
  /** On a track (or the player): the URL to play, given to <audio> at the first play. */
  src: 'data-audio-src',
  /** On a track (or the player) whose URL did not parse: the URL as the site file gives it. */
  invalid: 'data-audio-invalid',
  /** On a track whose file is on another site and the site asks for consent. */
  consent: 'data-audio-consent',
  /** Duration in seconds, when the site file gives it. */
  duration: 'data-audio-duration',
  play: 'data-audio-play',
  prev: 'data-audio-prev',
  next: 'data-audio-next',
  seek: 'data-audio-seek',
  current: 'data-audio-current',
  total: 'data-audio-total',
  title: 'data-audio-title',
  track: 'data-audio-track',
  note: 'data-audio-note',
  /** The player's state: `paused` or `playing`. */
  state: 'data-audio-state',
} as const;

/** Where a track's file is: a path of this site, another site's https URL, or nothing usable. */
export type AudioSource = { kind: 'local'; url: string } | { kind: 'remote'; url: string; origin: string } | { kind: 'invalid'; raw: string };

/**
 * Reads a track's URL: `/media/…` or any other path of this site (not `//host`), or an https URL
 * of a public host. Anything else (http:, javascript:, data:, a port, garbage) is `invalid`.
 * @example audioSource('https://cdn.example.com/a.mp3') // { kind: 'remote', url, origin: 'https://cdn.example.com' }
 */
export function audioSource(raw: string): AudioSource {
  const value = raw.trim();
  if (/^\/(?![/\\])/.test(value) && !/[\s\\]/.test(value)) return { kind: 'local', url: value };
  try {
    const url = new URL(value);
    const origin = httpsOrigin(url.origin);
    if (origin && !url.username && !url.password) return { kind: 'remote', url: url.href, origin };
  } catch {
    // falls through: not a URL
  }
  return { kind: 'invalid', raw: value };
}

/**
 * A duration for visitors: `m:ss`, or `h:mm:ss` from an hour up; '' for nothing usable.
 * @example formatDuration(205) // '3:25'
 */
export function formatDuration(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** The media-src origins of tracks whose file is on another site (each consent-bound). */
export function trackOrigins(tracks: readonly { url?: string; mediaId?: string }[]): { directive: 'media-src'; origin: string; consent: true }[] {
  const origins = new Set<string>();
  for (const track of tracks) {
    if (track.mediaId || !track.url) continue;
    const source = audioSource(track.url);
    if (source.kind === 'remote') origins.add(source.origin);
  }
  return [...origins].map((origin) => ({ directive: 'media-src', origin, consent: true }));
}

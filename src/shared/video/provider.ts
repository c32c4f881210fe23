/**
 * The video element of SPEC §3 (provider name, type iframe / object / invalid, mode none / fit /
 * fill) read from the URL an owner pastes: which provider, and the one embed URL the page may
 * load. YouTube goes to its no-cookie host, Vimeo to its player; any other https page is a
 * generic iframe. Everything else (javascript:, data:, http: off the platforms, credentials in
 * the URL, malformed ids) is invalid, and invalid shows 'La integración del video no es válida.'
 */
import { httpsOrigin, isPublicHostName } from '../origin.ts';

/** §3 video element types. URLs give iframe or invalid; `object` (legacy plug-in embeds) is never made. */
export type VideoType = 'iframe' | 'object' | 'invalid';

/** §3/§5 video modes: how the player sits in its box. */
export const VIDEO_MODES = ['none', 'fit', 'fill'] as const;
export type VideoMode = (typeof VIDEO_MODES)[number];

/** §9 video fallback aspect: the box's height as a percentage of its width. */
export const VIDEO_FALLBACK_ASPECT = 56.3;

/** The player origins the video block may frame (its CSP frame-src, consent-bound). */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIMEO_EMBED_ORIGIN = 'https://player.vimeo.com';

export type VideoProvider = 'youtube' | 'vimeo' | 'generic';

/** A playable video: its provider, its id on a platform and the embed URL (without autoplay). */
export interface EmbeddableVideo {
  type: 'iframe';
  provider: VideoProvider;
  /** The platform's id; undefined for a generic iframe. */
  id?: string;
  embedUrl: string;
}
export type VideoElement = EmbeddableVideo | { type: 'invalid' };

/** Longest URL accepted (longer ones are invalid rather than sent anywhere). */
export const MAX_VIDEO_URL_LENGTH = 2048;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;
const INVALID: VideoElement = { type: 'invalid' };

/**
 * The video element for a pasted URL.
 * @example videoFromUrl('https://youtu.be/dQw4w9WgXcQ?t=42')
 *   // { type: 'iframe', provider: 'youtube', id: 'dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42' }
 */
export function videoFromUrl(input: unknown): VideoElement {
  if (typeof input !== 'string') return INVALID;
  const text = input.trim();
  if (!text || text.length > MAX_VIDEO_URL_LENGTH || /[\s<>"'`\\]/.test(text)) return INVALID;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return INVALID;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return INVALID;
  if (url.username || url.password) return INVALID;
  const host = url.hostname.toLowerCase();
  // A platform URL may be typed with http: or a port; the embed URL is always the platform's own.
  if (host === 'youtu.be' || YOUTUBE_HOSTS.has(host)) return youtube(url, host);
  if (VIMEO_HOSTS.has(host)) return vimeo(url, host);
  return generic(url);
}

function youtube(url: URL, host: string): VideoElement {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts.length === 1 ? parts[0] : undefined;
  else if (parts.length === 1 && parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
  else if (parts.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(parts[0])) id = parts[1];
  if (!id || !YOUTUBE_ID.test(id)) return INVALID;
  const start = seconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
  const embedUrl = `${YOUTUBE_EMBED_ORIGIN}/embed/${id}${start ? `?start=${start}` : ''}`;
  return { type: 'iframe', provider: 'youtube', id, embedUrl };
}

function vimeo(url: URL, host: string): VideoElement {
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null = url.searchParams.get('h');
  if (host === 'player.vimeo.com') {
    if (parts.length === 2 && parts[0] === 'video') id = parts[1];
  } else if (parts.length === 1 || (parts.length === 2 && VIMEO_ID.test(parts[0]))) {
    // vimeo.com/<id> and vimeo.com/<id>/<hash> (an unlisted video)
    id = parts[0];
    if (parts.length === 2) hash = parts[1];
  } else if (parts.length === 3 && parts[0] === 'channels') id = parts[2];
  else if (parts.length === 4 && parts[0] === 'groups' && parts[2] === 'videos') id = parts[3];
  if (!id || !VIMEO_ID.test(id)) return INVALID;
  if (hash !== null && !VIMEO_HASH.test(hash)) return INVALID;
  const embedUrl = `${VIMEO_EMBED_ORIGIN}/video/${id}${hash ? `?h=${hash.toLowerCase()}` : ''}`;
  return { type: 'iframe', provider: 'vimeo', id, embedUrl };
}

function generic(url: URL): VideoElement {
  // Off the platforms only https, a real host name (not an address, not localhost), default port.
  if (url.protocol !== 'https:' || url.port || !isPublicHostName(url.hostname)) return INVALID;
  return { type: 'iframe', provider: 'generic', embedUrl: url.href };
}

/** Seconds from a start time: `90`, `90s` or `1h2m3s`; undefined when absent or malformed. */
function seconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const m = /^(?:(\d{1,2})h)?(?:(\d{1,3})m)?(?:(\d{1,6})s?)?$/.exec(value);
  if (!m || value === '') return undefined;
  const total = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return total > 0 ? total : undefined;
}

/**
 * The URL the player frame loads once shown: the embed URL with autoplay on (the visitor asked
 * to play) and, for YouTube, its frame API on so the page can play and pause it (§7 postMessage).
 * A generic iframe loads its URL exactly as the owner gave it: its parameters are not ours to add.
 */
export function playerUrl(video: EmbeddableVideo): string {
  if (video.provider === 'generic') return video.embedUrl;
  const url = new URL(video.embedUrl);
  url.searchParams.set('autoplay', '1');
  if (video.provider === 'youtube') url.searchParams.set('enablejsapi', '1');
  return url.href;
}

/** The commands the page sends a shown player (§7: play, pause through postMessage). */
export type PlayerCommand = 'play' | 'pause';

/**
 * The postMessage of a player command and the origin it goes to: YouTube's frame API
 * (`{"event":"command","func":"pauseVideo"}`) or Vimeo's player API (`{"method":"pause"}`);
 * undefined for a provider without one.
 */
export function playerMessage(provider: string | null | undefined, command: PlayerCommand): { message: string; origin: string } | undefined {
  if (provider === 'youtube') {
    return { message: JSON.stringify({ event: 'command', func: command === 'play' ? 'playVideo' : 'pauseVideo', args: [] }), origin: YOUTUBE_EMBED_ORIGIN };
  }
  if (provider === 'vimeo') return { message: JSON.stringify({ method: command }), origin: VIMEO_EMBED_ORIGIN };
  return undefined;
}

/** The §5 video mode from stored data: one of none / fit / fill, or null for anything else. */
export function videoMode(value: unknown): VideoMode | null {
  return typeof value === 'string' && (VIDEO_MODES as readonly string[]).includes(value) ? (value as VideoMode) : null;
}

/**
 * The one origin the page must allow as frame-src to play `video`: the platform's player host,
 * or a generic iframe's own origin (checked by `httpsOrigin`); undefined when it is invalid.
 */
export function videoFrameOrigin(video: VideoElement): string | undefined {
  if (video.type !== 'iframe') return undefined;
  if (video.provider === 'youtube') return YOUTUBE_EMBED_ORIGIN;
  if (video.provider === 'vimeo') return VIMEO_EMBED_ORIGIN;
  try {
    return httpsOrigin(new URL(video.embedUrl).origin);
  } catch {
    return undefined;
  }
}

/**
 * A block's frame-src origins for `video` (the `origins` of the video and embed blocks): its
 * player origin, consent-bound (held until the visitor consents where the site asks), or none.
 */
export function videoOrigins(video: VideoElement): { directive: 'frame-src'; origin: string; consent: true }[] {
  const origin = videoFrameOrigin(video);
  return origin ? [{ directive: 'frame-src', origin, consent: true }] : [];
}

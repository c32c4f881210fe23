import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Collection, Layout } from '../../model/index.ts';
import type { SiteView } from '../../page/context.ts';
import { BlockType } from '../../shared/enums.ts';
import { absoluteUrl } from '../../page/links.ts';
import { layoutBlocks } from '../../page/render-context.ts';
import { fromJson } from '../db/dialect.ts';

/**
 * A blog as a podcast (docs/seo.md): a post whose layout holds an audio block (41) playing a file
 * of the site's media is an episode. Its feed gains the iTunes namespace, the show's tags, and per
 * episode an `<enclosure>` (URL, length in bytes, type) and `itunes:duration`.
 */

export const ITUNES_NS = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

/** One episode's file: absolute URL, size in bytes, MIME type, and length in seconds when the block gives it. */
export interface Episode {
  url: string;
  bytes: number;
  mime: string;
  duration?: number;
}

/** The first audio block of a layout with a media file: its media id and duration. */
function audioOf(layout: Layout | undefined): { mediaId: string; duration?: number } | undefined {
  if (!layout) return undefined;
  for (const block of layoutBlocks([layout])) {
    if (block.type !== BlockType.AUDIO) continue;
    const data = block.data as { mediaId?: unknown; duration?: unknown } | undefined;
    if (typeof data?.mediaId === 'string') return { mediaId: data.mediaId, ...(typeof data.duration === 'number' ? { duration: data.duration } : {}) };
  }
  return undefined;
}

/** The episodes among the posts `itemIds` of a website, by item id (posts without audio are absent). */
export async function podcastEpisodes(db: Kysely<Database>, site: SiteView, itemIds: readonly string[]): Promise<Map<string, Episode>> {
  const episodes = new Map<string, Episode>();
  if (itemIds.length === 0) return episodes;
  const websiteId = site.website.id;
  const rows = await db.selectFrom('items').select(['id', 'data']).where('website_id', '=', websiteId).where('id', 'in', [...itemIds]).execute();
  const audio = new Map<string, { mediaId: string; duration?: number }>();
  for (const row of rows) {
    const found = audioOf(fromJson<{ layout?: Layout }>(row.data).layout);
    if (found) audio.set(row.id, found);
  }
  if (audio.size === 0) return episodes;
  const mediaIds = [...new Set([...audio.values()].map((a) => a.mediaId))];
  const media = new Map((await db.selectFrom('media').select(['id', 'mime', 'bytes']).where('website_id', '=', websiteId).where('id', 'in', mediaIds).execute()).map((m) => [m.id, m]));
  for (const [itemId, a] of audio) {
    const file = media.get(a.mediaId);
    const src = site.media[a.mediaId]?.src;
    if (!file || !src || !file.mime.startsWith('audio/')) continue;
    episodes.set(itemId, { url: absoluteUrl(site.baseUrl, src), bytes: Number(file.bytes), mime: file.mime, ...(a.duration !== undefined ? { duration: a.duration } : {}) });
  }
  return episodes;
}

/** `3725` → "01:02:05": itunes:duration as HH:MM:SS. */
export function itunesDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * The channel's iTunes lines of a podcast feed: author, summary, category, explicit, and the cover
 * (the podcast's own, else the site's first image of the blog's layout) as an absolute URL.
 */
export function podcastChannel(site: SiteView, collection: Omit<Collection, 'items'>, el: (name: string, text: string) => string, attr: (text: string) => string): string[] {
  const podcast = collection.podcast;
  const cover = site.media[podcast?.mediaId ?? ''];
  return [
    el('itunes:author', podcast?.author || site.website.title),
    el('itunes:summary', collection.description || site.website.description || collection.title),
    `<itunes:category text="${attr(podcast?.category || 'Society & Culture')}"/>`,
    el('itunes:explicit', podcast?.explicit ? 'true' : 'false'),
    ...(cover?.src ? [`<itunes:image href="${attr(absoluteUrl(site.baseUrl, cover.src))}"/>`, `<image><url>${attr(absoluteUrl(site.baseUrl, cover.src))}</url>${el('title', `${collection.title} · ${site.website.title}`)}${el('link', absoluteUrl(site.baseUrl, `/${collection.urlId}`))}</image>`] : []),
  ];
}

/** An episode's lines: the enclosure and its duration. */
export function episodeLines(episode: Episode, el: (name: string, text: string) => string, attr: (text: string) => string): string[] {
  return [
    `<enclosure url="${attr(episode.url)}" length="${episode.bytes}" type="${attr(episode.mime)}"/>`,
    ...(episode.duration !== undefined ? [el('itunes:duration', itunesDuration(episode.duration))] : []),
  ];
}

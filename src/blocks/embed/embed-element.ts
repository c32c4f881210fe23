import { iframeFromHtml } from '../../shared/video/embed-html.ts';
import { videoFromUrl, type VideoElement } from '../../shared/video/provider.ts';
import type { EmbedData } from './embed.schema.ts';

/** What an embed block shows, from its data: the video element, its title and its box. */
export interface EmbedElement {
  video: VideoElement;
  title: string;
  /** Height in % of the width, when the owner or the snippet says; else the §9 fallback applies. */
  aspect?: number;
}

/**
 * The embed of a block's data: its `url`, or else the src of its `<iframe>` snippet, read as a
 * pasted URL (`videoFromUrl`). The box is the owner's ratio, else the snippet's width and height
 * (kept between 1:5 and 2:1 tall), else none (56.3 %). The title is the owner's, else the snippet's.
 */
export function embedElement(data: EmbedData): EmbedElement {
  const url = data.url.trim();
  const snippet = url ? undefined : iframeFromHtml(data.html);
  const video = videoFromUrl(url || snippet?.src);
  const title = data.title.trim() || snippet?.title || '';
  let aspect: number | undefined;
  if (data.aspectRatio) {
    const [w, h] = data.aspectRatio.split(':').map(Number);
    aspect = (h / w) * 100;
  } else if (snippet?.width && snippet.height) {
    aspect = Math.min(Math.max((snippet.height / snippet.width) * 100, 20), 200);
  }
  return { video, title, aspect };
}

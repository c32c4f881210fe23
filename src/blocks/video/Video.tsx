import { videoFromUrl } from '../../shared/video/provider.ts';
import { VideoStage } from '../../ui/VideoStage.tsx';
import type { BlockContext } from '../types.ts';
import type { VideoData } from './video.schema.ts';

/** Props of the video block: its data, its width in columns and the page's media lookup. */
export interface VideoBlockProps {
  data: VideoData;
  span?: number;
  ctx: Pick<BlockContext, 'media'>;
}

/**
 * Video block: the placeholder of src/ui/VideoStage.tsx for the pasted URL — a YouTube or
 * Vimeo video, or any other https page as a generic iframe (its origin allowed on this page
 * only, meta.ts) — or the §8 error when the URL is no embed.
 */
export function VideoBlock({ data, span, ctx }: VideoBlockProps) {
  return (
    <VideoStage
      video={videoFromUrl(data.url)}
      title={data.title}
      poster={ctx.media(data.posterId)}
      mode={data.mode}
      caption={data.caption}
      span={span}
    />
  );
}

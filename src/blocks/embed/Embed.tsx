import { VideoStage } from '../../ui/VideoStage.tsx';
import type { BlockContext } from '../types.ts';
import { embedElement } from './embed-element.ts';
import type { EmbedData } from './embed.schema.ts';

/** Props of the embed block: its data, its width in columns and the page's media lookup. */
export interface EmbedBlockProps {
  data: EmbedData;
  span?: number;
  ctx: Pick<BlockContext, 'media'>;
}

/** Embed block: the video block's placeholder and player (src/ui/VideoStage.tsx) for its URL or snippet. */
export function EmbedBlock({ data, span, ctx }: EmbedBlockProps) {
  const { video, title, aspect } = embedElement(data);
  return (
    <VideoStage
      video={video}
      title={title}
      poster={ctx.media(data.posterId)}
      mode={data.mode}
      caption={data.caption}
      span={span}
      aspect={aspect}
      className="embed-block"
    />
  );
}

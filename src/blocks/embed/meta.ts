import { BlockType } from '../../shared/enums.ts';
import { videoOrigins } from '../../shared/video/provider.ts';
import { videoDataWarnings } from '../../shared/video/warnings.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { embedElement } from './embed-element.ts';
import { EmbedData } from './embed.schema.ts';

/**
 * Embed block (type 22): a video from YouTube or Vimeo, or another https page in a sandboxed
 * frame, behind the same click-to-load placeholder as the video block. Its page allows exactly
 * the frame origin its data names (checked by `blockOrigins`), consent-bound; a poster on an
 * embed that is no video is a publish warning (§8), not a visitor's error.
 */
export default defineBlockMeta({
  name: 'embed',
  types: [BlockType.EMBED],
  data: EmbedData,
  origins: (data) => videoOrigins(embedElement(data).video),
  warnings: (data) => videoDataWarnings(embedElement(data).video, data.posterId),
  reads: ['media'],
});

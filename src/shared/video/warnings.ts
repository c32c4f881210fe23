import { t } from '../messages/index.ts';
import type { VideoElement } from './provider.ts';

/**
 * The publish warnings of a video or embed block's data (§8): a custom poster only shows on a
 * YouTube or Vimeo video; on another embed it is ignored and the owner is told so — never the
 * visitor, who sees a page without owner errors.
 */
export function videoDataWarnings(video: VideoElement, posterId: string | undefined): string[] {
  return posterId && video.type === 'iframe' && video.provider === 'generic' ? [t('video.customThumbnailEmbedOnly')] : [];
}

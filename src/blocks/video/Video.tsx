import { t } from '../../shared/messages/index.ts';
import {
  VIDEO_CONSENT_NOTE_CLASS,
  VIDEO_FRAME_TITLE_ATTRIBUTE,
  VIDEO_PLAY_ATTRIBUTE,
  VIDEO_PROVIDER_ATTRIBUTE,
  VIDEO_SRC_ATTRIBUTE,
  VIDEO_STATE_ATTRIBUTE,
} from '../../shared/video/placeholder.ts';
import { playerUrl, VIDEO_FALLBACK_ASPECT, videoFromUrl } from '../../shared/video/provider.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { sizesForSpan } from '../../ui/sizes.ts';
import type { BlockContext } from '../types.ts';
import type { VideoData } from './video.schema.ts';

/** Props of the video block: its data, its width in columns and the page's media lookup. */
export interface VideoBlockProps {
  data: VideoData;
  span?: number;
  ctx: Pick<BlockContext, 'media'>;
}

/** The §9 fallback box: height 56.3 % of the width, whatever the provider. */
const STAGE_STYLE = { paddingTop: `${VIDEO_FALLBACK_ASPECT}%` };

/**
 * Video block: a placeholder — the poster (or a neutral one), an overlay and a labelled play
 * button — that holds the player URL in an attribute. Nothing is requested from the provider
 * here; the browser's player script (player.ts) puts the frame in on click, Enter or Space.
 * A URL that is no YouTube or Vimeo video shows the §8 error instead. Generic iframes are not
 * played: the page's security policy allows only the two declared player origins.
 */
export function VideoBlock({ data, span, ctx }: VideoBlockProps) {
  const video = videoFromUrl(data.url);
  const caption = data.caption ? <figcaption className="video-block__caption">{data.caption}</figcaption> : null;
  if (video.type !== 'iframe' || video.provider === 'generic') {
    return (
      <figure className="video-block video-block--invalid">
        <div className="video-block__stage" style={STAGE_STYLE}>
          <p className="video-block__error">
            {t('video.invalidEmbed')}
          </p>
        </div>
        {caption}
      </figure>
    );
  }
  const poster = ctx.media(data.posterId);
  const title = data.title.trim();
  const stage = {
    [VIDEO_SRC_ATTRIBUTE]: playerUrl(video),
    [VIDEO_FRAME_TITLE_ATTRIBUTE]: title ? t('video.playerTitled', { title }) : t('video.player'),
    [VIDEO_STATE_ATTRIBUTE]: 'placeholder',
    [VIDEO_PROVIDER_ATTRIBUTE]: video.provider,
  };
  return (
    <figure className={`video-block video-block--${data.mode} video-block--${video.provider}`}>
      <div className="video-block__stage" style={STAGE_STYLE} {...stage}>
        {poster ? (
          <ResponsiveImage media={poster} sizes={sizesForSpan(span)} className="video-block__poster" />
        ) : (
          <div className="video-block__poster video-block__poster--neutral" aria-hidden="true" />
        )}
        <div className="video-block__overlay" aria-hidden="true" />
        <button
          type="button"
          className="video-block__play"
          aria-label={title ? t('video.playTitled', { title }) : t('video.play')}
          {...{ [VIDEO_PLAY_ATTRIBUTE]: '' }}
        >
          <svg className="video-block__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
            <path className="video-block__icon-bg" d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" />
            <path className="video-block__icon-fg" d="M27 34l18-10-18-10z" />
          </svg>
        </button>
        <p className={VIDEO_CONSENT_NOTE_CLASS} hidden>
          {t('video.waitingConsent')}
        </p>
      </div>
      {caption}
    </figure>
  );
}

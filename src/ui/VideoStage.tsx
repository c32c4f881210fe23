import { t } from '../shared/messages/index.ts';
import {
  VIDEO_CONSENT_NOTE_CLASS,
  VIDEO_FRAME_TITLE_ATTRIBUTE,
  VIDEO_PLAY_ATTRIBUTE,
  VIDEO_PROVIDER_ATTRIBUTE,
  VIDEO_SRC_ATTRIBUTE,
  VIDEO_STATE_ATTRIBUTE,
} from '../shared/video/placeholder.ts';
import { playerUrl, VIDEO_FALLBACK_ASPECT, type VideoElement, type VideoMode } from '../shared/video/provider.ts';
import type { MediaRef } from './media-ref.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { sizesForSpan } from './sizes.ts';

/** What the video block (32) and the embed block (22) show: one video element and its dressing. */
export interface VideoStageProps {
  video: VideoElement;
  /** Names the play button and the frame ('' for none). */
  title: string;
  /** The owner's poster; shown for YouTube and Vimeo only (a generic embed shows a neutral one). */
  poster?: MediaRef;
  mode: VideoMode;
  caption: string;
  /** Width in grid columns, for the poster's `sizes`. */
  span?: number;
  /** The box's height in % of its width; the §9 fallback 56.3 when not known. */
  aspect?: number;
  /** The block's own class beside `video-block` (`embed-block`). */
  className?: string;
}

/**
 * A video placeholder — the poster (or a neutral one), an overlay and a labelled play button —
 * that holds the player URL in an attribute. Nothing is requested from the provider here; the
 * browser's player script (src/blocks/video/player.ts) puts the frame in on click, Enter or
 * Space. A generic https embed gets the same placeholder, naming the host it will load from.
 * An invalid element shows the §8 error in the same box.
 */
export function VideoStage({ video, title, poster, mode, caption, span, aspect = VIDEO_FALLBACK_ASPECT, className }: VideoStageProps) {
  const stageStyle = { paddingTop: `${Math.round(aspect * 100) / 100}%` };
  const classes = (...more: string[]) => ['video-block', className, ...more].filter(Boolean).join(' ');
  const captionEl = caption ? <figcaption className="video-block__caption">{caption}</figcaption> : null;
  if (video.type !== 'iframe') {
    return (
      <figure className={classes('video-block--invalid')}>
        <div className="video-block__stage" style={stageStyle}>
          <p className="video-block__error">{t('video.invalidEmbed')}</p>
        </div>
        {captionEl}
      </figure>
    );
  }
  const generic = video.provider === 'generic';
  const named = title.trim();
  const label = generic
    ? named ? t('video.showEmbedTitled', { title: named }) : t('video.showEmbed')
    : named ? t('video.playTitled', { title: named }) : t('video.play');
  const frameTitle = generic
    ? named ? t('video.embedFrameTitled', { title: named }) : t('video.embedFrame')
    : named ? t('video.playerTitled', { title: named }) : t('video.player');
  const stage = {
    [VIDEO_SRC_ATTRIBUTE]: playerUrl(video),
    [VIDEO_FRAME_TITLE_ATTRIBUTE]: frameTitle,
    [VIDEO_STATE_ATTRIBUTE]: 'placeholder',
    [VIDEO_PROVIDER_ATTRIBUTE]: video.provider,
  };
  const shownPoster = generic ? undefined : poster;
  return (
    <figure className={classes(`video-block--${mode}`, `video-block--${video.provider}`)}>
      <div className="video-block__stage" style={stageStyle} {...stage}>
        {shownPoster ? (
          <ResponsiveImage media={shownPoster} sizes={sizesForSpan(span)} className="video-block__poster" />
        ) : (
          <div className="video-block__poster video-block__poster--neutral" aria-hidden="true" />
        )}
        <div className="video-block__overlay" aria-hidden="true" />
        <button type="button" className="video-block__play" aria-label={label} {...{ [VIDEO_PLAY_ATTRIBUTE]: '' }}>
          <svg className="video-block__icon" viewBox="0 0 68 48" width="68" height="48" aria-hidden="true" focusable="false">
            <path className="video-block__icon-bg" d="M66.5 7.7a8.5 8.5 0 0 0-6-6C55.2.3 34 .3 34 .3s-21.2 0-26.5 1.4a8.5 8.5 0 0 0-6 6C.1 13 .1 24 .1 24s0 11 1.4 16.3a8.5 8.5 0 0 0 6 6C12.8 47.7 34 47.7 34 47.7s21.2 0 26.5-1.4a8.5 8.5 0 0 0 6-6C67.9 35 67.9 24 67.9 24s0-11-1.4-16.3z" />
            <path className="video-block__icon-fg" d="M27 34l18-10-18-10z" />
          </svg>
        </button>
        {generic ? (
          // Where the frame will load from, said before the visitor asks for it.
          <p className="video-block__host">
            {t('video.embedFrom', { host: new URL(video.embedUrl).hostname })}
          </p>
        ) : null}
        <p className={VIDEO_CONSENT_NOTE_CLASS} hidden>
          {generic ? t('video.embedWaitingConsent') : t('video.waitingConsent')}
        </p>
      </div>
      {captionEl}
    </figure>
  );
}

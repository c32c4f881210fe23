import { t } from '../../shared/messages/index.ts';
import { CONTROL_ATTRS } from './config.ts';

/** Props of a moving gallery's controls. */
export interface GalleryControlsProps {
  /** Carousel: the buttons move by groups. */
  groups: boolean;
  previousDisabled: boolean;
  nextDisabled: boolean;
  /** Autoplay on: a pause/resume button (WCAG 2.2.2: moving content can be paused). */
  autoplay: boolean;
}

const Chevron = ({ back }: { back: boolean }) => (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/**
 * Previous, next and (with autoplay) pause: real buttons with es-419 labels, `aria-disabled` from
 * the state machine (never `disabled`, so a focused button keeps focus at an end). Hidden until
 * the script takes the gallery over: without script they could do nothing.
 */
export function GalleryControls({ groups, previousDisabled, nextDisabled, autoplay }: GalleryControlsProps) {
  return (
    <div className="gallery__controls" hidden {...{ [CONTROL_ATTRS.controls]: '' }}>
      <button
        type="button"
        className="gallery__control gallery__control--previous round-control"
        aria-label={groups ? t('gallery.previousGroup') : t('gallery.previous')}
        aria-disabled={previousDisabled ? 'true' : 'false'}
        {...{ [CONTROL_ATTRS.previous]: '' }}
      >
        <Chevron back />
      </button>
      <button
        type="button"
        className="gallery__control gallery__control--next round-control"
        aria-label={groups ? t('gallery.nextGroup') : t('gallery.next')}
        aria-disabled={nextDisabled ? 'true' : 'false'}
        {...{ [CONTROL_ATTRS.next]: '' }}
      >
        <Chevron back={false} />
      </button>
      {autoplay ? (
        <button
          type="button"
          className="gallery__control gallery__control--autoplay round-control"
          aria-label={t('gallery.pause')}
          data-label-play={t('gallery.play')}
          data-label-pause={t('gallery.pause')}
          {...{ [CONTROL_ATTRS.autoplay]: 'playing' }}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path className="gallery__icon-pause" d="M8 5v14M16 5v14" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
            <path className="gallery__icon-play" d="M8 5l11 7-11 7z" fill="currentColor" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

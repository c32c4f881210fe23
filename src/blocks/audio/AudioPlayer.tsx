import type { ReactNode } from 'react';
import { blockScriptAttributes } from '../../shared/islands.ts';
import { t } from '../../shared/messages/index.ts';
import type { BlockContext } from '../types.ts';
import { AUDIO_ATTR, audioSource, formatDuration } from './audio-source.ts';
import type { Track } from './audio.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** A track as the markup shows it: where it plays from, already checked. */
export interface PlayerTrack {
  title: string;
  duration?: number;
  /** The URL given to <audio> at the first play; absent when the URL did not parse. */
  src?: string;
  /** The URL as written, when it did not parse (the script logs it). */
  invalid?: string;
  /** The file is on another site and the site asks for consent first. */
  consent: boolean;
}

/** Resolves a track of the site file: its media file's URL, or its own URL checked by audioSource. */
export function playerTrack(track: Track, ctx: Pick<BlockContext, 'media' | 'site'>): PlayerTrack {
  const base = { title: track.title, duration: track.duration, consent: false };
  if (track.mediaId) {
    const media = ctx.media(track.mediaId);
    return media?.src ? { ...base, src: media.src } : { ...base, invalid: track.mediaId };
  }
  const source = audioSource(track.url ?? '');
  if (source.kind === 'invalid') return { ...base, invalid: source.raw };
  return { ...base, src: source.url, consent: source.kind === 'remote' && ctx.site.asksConsent };
}

/** The data attributes of one track (on the album's track button, or on a single player's root). */
function trackAttributes(track: PlayerTrack): Record<string, string> {
  return {
    ...(track.src ? { [AUDIO_ATTR.src]: track.src } : { [AUDIO_ATTR.invalid]: track.invalid ?? '' }),
    ...(track.consent ? { [AUDIO_ATTR.consent]: '' } : {}),
    ...(track.duration !== undefined ? { [AUDIO_ATTR.duration]: String(track.duration) } : {}),
    [AUDIO_ATTR.title]: track.title,
  };
}

const icon = (path: string, className: string) => (
  <svg className={className} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
    <path d={path} fill="currentColor" />
  </svg>
);
const PLAY = 'M8 5.5v13a1 1 0 0 0 1.5.86l10.2-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5z';
const PAUSE = 'M7 5h3.5v14H7zM13.5 5H17v14h-3.5z';
const PREV = 'M6 5h2v14H6zM9.5 12 19 5.5v13z';
const NEXT = 'M16 5h2v14h-2zM14.5 12 5 18.5v-13z';

export interface AudioPlayerProps {
  /** `audio` or `album`: the block script that starts it. */
  script: 'audio' | 'album';
  /** The player's heading: the track's title, or the album's. */
  title: string;
  artist?: string;
  tracks: readonly PlayerTrack[];
  /** Shown above the controls (the album's cover), when there is one. */
  cover?: ReactNode;
  description?: string;
}

/**
 * The player's markup, final before any script: title, artist, a play button, a seek slider
 * with its position in words, the time and the duration from the site file; for an album the
 * previous and next buttons and the track list, the first track current. The <audio> has no
 * source and preload="none": the block script gives it the track's URL at the first play.
 */
export function AudioPlayer({ script, title, artist, tracks, cover, description }: AudioPlayerProps) {
  const album = script === 'album';
  const first = tracks[0];
  const total = formatDuration(first?.duration) || t('audio.unknownDuration');
  const playable = Boolean(first?.src);
  const unavailable = tracks.length > 0 && tracks.every((track) => !track.src);
  return (
    <section
      className={classList`audio-player${album ? ' audio-player--album' : ''}`}
      aria-label={t('audio.player', { title })}
      {...blockScriptAttributes(script)}
      {...(!album && first ? trackAttributes(first) : {})}
      {...{ [AUDIO_ATTR.state]: 'paused' }}
    >
      {cover}
      <div className="audio-player__main">
        <div className="audio-player__head">
          <p className="audio-player__title">{title}</p>
          {artist ? <p className="audio-player__artist">{artist}</p> : null}
          {album && first ? (
            <p className="audio-player__now" {...{ [AUDIO_ATTR.title]: '' }}>
              {first.title}
            </p>
          ) : null}
          {description ? <p className="audio-player__description">{description}</p> : null}
        </div>
        <audio preload="none" />
        <div className="audio-player__controls">
          {album ? (
            <button type="button" className="audio-player__skip" aria-label={t('audio.previous')} disabled={tracks.length < 2} {...{ [AUDIO_ATTR.prev]: '' }}>
              {icon(PREV, 'audio-player__icon')}
            </button>
          ) : null}
          <button
            type="button"
            className="audio-player__play"
            aria-label={t('audio.play', { title: first?.title ?? title })}
            disabled={!playable}
            {...{ [AUDIO_ATTR.play]: '' }}
          >
            {icon(PLAY, 'audio-player__icon audio-player__icon--play')}
            {icon(PAUSE, 'audio-player__icon audio-player__icon--pause')}
          </button>
          {album ? (
            <button type="button" className="audio-player__skip" aria-label={t('audio.next')} disabled={tracks.length < 2} {...{ [AUDIO_ATTR.next]: '' }}>
              {icon(NEXT, 'audio-player__icon')}
            </button>
          ) : null}
          <input
            type="range"
            className="audio-player__seek"
            min={0}
            max={first?.duration ?? 0}
            step={1}
            defaultValue={0}
            disabled={!playable}
            aria-label={t('audio.seek', { title: first?.title ?? title })}
            aria-valuetext={t('audio.position', { current: '0:00', total })}
            {...{ [AUDIO_ATTR.seek]: '' }}
          />
          <span className="audio-player__time">
            <span {...{ [AUDIO_ATTR.current]: '' }}>0:00</span>
            <span aria-hidden="true"> / </span>
            <span {...{ [AUDIO_ATTR.total]: '' }}>{total}</span>
          </span>
        </div>
        <p className="audio-player__note" role="status" {...{ [AUDIO_ATTR.note]: '' }}>
          {unavailable ? t('audio.unavailable') : ''}
        </p>
        {album ? (
          <ol className="audio-player__tracks" aria-label={t('audio.tracks', { title })}>
            {tracks.map((track, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="audio-player__track"
                  aria-label={t('audio.track', { number: i + 1, title: track.title })}
                  aria-current={i === 0 ? 'true' : undefined}
                  disabled={!track.src}
                  {...{ [AUDIO_ATTR.track]: String(i) }}
                  {...trackAttributes(track)}
                >
                  <span className="audio-player__track-number" aria-hidden="true">{i + 1}</span>
                  <span className="audio-player__track-title">{track.title}</span>
                  <span className="audio-player__track-duration">{formatDuration(track.duration)}</span>
                </button>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </section>
  );
}

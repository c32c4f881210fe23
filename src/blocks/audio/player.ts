/**
 * The audio and album players in the browser (vanilla; audio.script.ts and album.script.ts start
 * them). The server's markup is already final (AudioPlayer.tsx); this adds behaviour: the play
 * button plays and pauses (a <button>: Enter and Space too), the slider seeks (a native range:
 * arrows, Page Up/Down, Home/End) and says where it is in words (aria-valuetext), an album's
 * previous/next buttons and track list change track, the next track follows at the end.
 * The <audio> gets its URL only at the first play, so nothing is fetched before; a file of
 * another site waits for the visitor's consent where the site asks for it. One player plays at
 * a time on a page.
 */
import { AnalyticsEventType } from '../../shared/enums/analytics-events.ts';
import { audioMessages } from '../../shared/messages/audio.ts';
import { fillPlain } from '../../shared/messages/plain.ts';
import { VISITOR_COOKIES } from '../../shared/visitor-cookie.ts';
import { AUDIO_ATTR, formatDuration, URL_PARSE_ERROR } from './audio-source.ts';

/** The page's event client (window.Vitrina.track, src/runtime/tracking/), when tracking runs. */
type EventClient = { event(event: string, data?: Record<string, unknown>): void };

/**
 * Records §7's audio event (type 20) through the page's RecordEvent client: once per track and
 * page view, at its first play. Nothing when tracking is absent (the client itself does nothing
 * while the visitor is not tracked).
 */
export function recordAudioEvent(doc: Document, data: { title: string; block: string; track: number }): void {
  const track = (doc.defaultView as unknown as { Vitrina?: { track?: EventClient } } | null)?.Vitrina?.track;
  track?.event('audio', { eventType: AnalyticsEventType.AUDIO, ...data });
}

/** Whether the visitor has accepted cookies (ss_cookieAllowed=true). */
export function consentGiven(doc: Document): boolean {
  return doc.cookie.split(/;\s*/).includes(`${VISITOR_COOKIES.consent}=true`);
}

const msg = (key: keyof typeof audioMessages, values?: Record<string, string | number>) => fillPlain(audioMessages[key], values);
const q = <T extends Element>(root: Element, attr: string) => root.querySelector<T>(`[${attr}]`);

/** Starts one player (a `[data-block-script="audio"|"album"]` element); a second call does nothing. */
export function startPlayer(root: HTMLElement, consent: (doc: Document) => boolean = consentGiven): void {
  if (root.hasAttribute('data-audio-ready')) return;
  root.setAttribute('data-audio-ready', '');
  const doc = root.ownerDocument;
  const audio = root.querySelector('audio');
  const play = q<HTMLButtonElement>(root, AUDIO_ATTR.play);
  const seek = q<HTMLInputElement>(root, AUDIO_ATTR.seek);
  const current = q<HTMLElement>(root, AUDIO_ATTR.current);
  const total = q<HTMLElement>(root, AUDIO_ATTR.total);
  const note = q<HTMLElement>(root, AUDIO_ATTR.note);
  const nowTitle = root.querySelector<HTMLElement>(`.audio-player__now[${AUDIO_ATTR.title}]`);
  if (!audio || !play || !seek) return;
  const listed = [...root.querySelectorAll<HTMLElement>(`[${AUDIO_ATTR.track}]`)];
  const tracks = listed.length ? listed : [root];
  for (const track of tracks) if (track.hasAttribute(AUDIO_ATTR.invalid)) console.error(URL_PARSE_ERROR, track.getAttribute(AUDIO_ATTR.invalid));
  let index = 0;
  let wantsPlay = false;

  const title = () => tracks[index].getAttribute(AUDIO_ATTR.title) ?? '';
  const knownDuration = () => (Number.isFinite(audio.duration) && audio.duration > 0 ? audio.duration : Number(tracks[index].getAttribute(AUDIO_ATTR.duration) ?? NaN));
  const showNote = (text: string) => {
    if (note) note.textContent = text;
  };

  /** Writes the time, the slider and its words from the audio element (or the site file's duration). */
  const showTime = () => {
    const duration = knownDuration();
    const totalText = formatDuration(Number.isFinite(duration) ? duration : undefined) || msg('audio.unknownDuration');
    const now = formatDuration(audio.currentTime) || '0:00';
    if (Number.isFinite(duration)) seek.max = String(Math.floor(duration));
    seek.value = String(Math.floor(audio.currentTime));
    seek.setAttribute('aria-valuetext', msg('audio.position', { current: now, total: totalText }));
    if (current) current.textContent = now;
    if (total) total.textContent = totalText;
  };
  const showState = () => {
    const playing = !audio.paused;
    root.setAttribute(AUDIO_ATTR.state, playing ? 'playing' : 'paused');
    play.setAttribute('aria-label', msg(playing ? 'audio.pause' : 'audio.play', { title: title() }));
  };

  /** Plays the current track: its URL first, or the consent note, or the unavailable note. */
  const start = () => {
    const track = tracks[index];
    const src = track.getAttribute(AUDIO_ATTR.src);
    if (!src) return showNote(msg('audio.unavailable'));
    if (track.hasAttribute(AUDIO_ATTR.consent) && !consent(doc)) return showNote(msg('audio.waitingConsent'));
    showNote('');
    if (audio.getAttribute('src') !== src) audio.src = src;
    wantsPlay = true;
    audio.play().catch(() => {
      wantsPlay = false;
      showState();
    });
  };

  /** Makes track `i` current (album): its title, labels and duration; plays it when asked. */
  const select = (i: number, thenPlay: boolean) => {
    if (i < 0 || i >= tracks.length) return;
    audio.pause();
    if (i !== index) {
      index = i;
      audio.removeAttribute('src');
      audio.load();
    }
    listed.forEach((el, n) => (n === index ? el.setAttribute('aria-current', 'true') : el.removeAttribute('aria-current')));
    if (nowTitle) nowTitle.textContent = title();
    const playable = tracks[index].hasAttribute(AUDIO_ATTR.src);
    play.disabled = !playable;
    seek.disabled = !playable;
    seek.setAttribute('aria-label', msg('audio.seek', { title: title() }));
    showTime();
    showState();
    if (thenPlay) start();
  };

  play.addEventListener('click', () => (audio.paused ? start() : audio.pause()));
  seek.addEventListener('input', () => {
    if (!audio.getAttribute('src')) start();
    audio.currentTime = Number(seek.value);
    showTime();
  });
  q<HTMLButtonElement>(root, AUDIO_ATTR.prev)?.addEventListener('click', () => select((index - 1 + tracks.length) % tracks.length, !audio.paused || wantsPlay));
  q<HTMLButtonElement>(root, AUDIO_ATTR.next)?.addEventListener('click', () => select((index + 1) % tracks.length, !audio.paused || wantsPlay));
  listed.forEach((el, i) => el.addEventListener('click', () => select(i, true)));
  const recorded = new Set<number>();
  audio.addEventListener('play', () => {
    if (!recorded.has(index)) {
      recorded.add(index);
      recordAudioEvent(doc, { title: title(), block: root.getAttribute('data-block-script') ?? '', track: index + 1 });
    }
    // One player at a time: the others pause.
    doc.querySelectorAll('audio').forEach((other) => other !== audio && other.pause());
    showState();
  });
  audio.addEventListener('pause', () => {
    wantsPlay = false;
    showState();
  });
  for (const type of ['timeupdate', 'loadedmetadata', 'durationchange', 'seeked']) audio.addEventListener(type, showTime);
  audio.addEventListener('ended', () => {
    if (listed.length && index < tracks.length - 1) select(index + 1, true);
    else {
      audio.currentTime = 0;
      showTime();
      showState();
    }
  });
  audio.addEventListener('error', () => {
    if (audio.getAttribute('src')) showNote(msg('audio.unavailable'));
  });
}

/** Starts every player of `doc` whose root has `data-block-script="<name>"`. */
export function startPlayers(doc: Document, name: 'audio' | 'album'): void {
  doc.querySelectorAll<HTMLElement>(`[data-block-script="${name}"]`).forEach((root) => startPlayer(root));
}

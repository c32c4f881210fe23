/**
 * The gallery state machine (SPEC §4 "Gallery"), without a DOM, a framework or a timer: the
 * current index, motion, autoplay and loop of one gallery, the galleries linked to it (a
 * slideshow and its thumbnail strip), and the events a view listens to. The caller owns the DOM
 * and the clock: it reports motion, pointer and video state, calls `tick()` when
 * `nextAutoplayAt()` comes, and draws what the events say.
 *
 * Rules (§4):
 * - previous/next move by one; with loop the index wraps and any target (negatives too) is taken
 *   modulo the count; without loop the ends clamp: a move past the first slide fires
 *   reachedBeginning, past the last reachedEnd (once per refused move), and the control towards
 *   an end that is reached is disabled (controlsState).
 * - An index change is refused while this gallery is in motion, or while a linked gallery whose
 *   index differs from this one's is in motion.
 * - Autoplay (default 5000 ms) advances one slide per period; it pauses while the pointer is over
 *   the container or the controls, stops while a video plays, and is restored afterwards with a
 *   full period; any index change restarts the period. Without loop it stops at the last slide.
 *   It never runs when motion is not allowed (`nomotion=true`, reduced motion).
 * - Leaving a video slide fires videoLeave with the action to take (pause or reset); the video no
 *   longer plays, so autoplay is restored.
 * - Linked galleries stay in sync: an index change in one is applied to all linked to it.
 * - ArrowLeft / ArrowRight navigate (`key()`).
 */
import { toNumber } from '../validate/numbers.ts';
import { AUTOPLAY_DEFAULT_MS, START_INDEX } from './constants.ts';

/** What a gallery does to a video slide it leaves (§4): pause it or reset it to the start. */
export type VideoLeaveAction = 'pause' | 'reset';

/** What moved the index: a call on this gallery, autoplay, or a linked gallery. */
export type IndexChangeSource = 'user' | 'autoplay' | 'link';

/** Whether the previous and next controls are disabled. */
export interface ControlsState {
  previousDisabled: boolean;
  nextDisabled: boolean;
}

/** The events of a gallery and their payloads. */
export interface GalleryEvents {
  indexChange: { index: number; previous: number; source: IndexChangeSource };
  reachedBeginning: { index: number };
  reachedEnd: { index: number };
  controlsState: ControlsState;
  videoLeave: { index: number; action: VideoLeaveAction };
}

export type GalleryEventName = keyof GalleryEvents;

/** Options of createGalleryState. Every field is forgiving: bad values give the default. */
export interface GalleryOptions {
  /** Number of slides (a non-negative integer; default 0). */
  count: number;
  /** First slide (default 0), wrapped with loop, clamped without. */
  startIndex?: number;
  /** Wrap around the ends (default false). */
  loop?: boolean;
  /** Advance on its own (default false). */
  autoplay?: boolean;
  /** Milliseconds per slide while autoplaying (a positive number; default 5000). */
  autoplayMs?: number;
  /** False when motion is not allowed (nomotion=true, reduced motion): no autoplay. Default true. */
  motionAllowed?: boolean;
  /** Indexes of video slides, for videoLeave. */
  videoSlides?: Iterable<number>;
  /** What to do with a video slide on leaving it (default 'pause'). */
  videoLeave?: VideoLeaveAction;
  /** The clock in milliseconds (injected so tests control time; a view passes Date.now). */
  now: () => number;
}

/** A snapshot of a gallery's state. */
export interface GallerySnapshot {
  count: number;
  currentIndex: number;
  inMotion: boolean;
  loop: boolean;
  autoplay: boolean;
  /** True when autoplay is on and nothing pauses or stops it right now. */
  autoplayRunning: boolean;
  pointerOver: boolean;
  videoPlaying: boolean;
  controls: ControlsState;
}

/** The region the pointer is over: the gallery container or its controls. */
export type PointerArea = 'container' | 'controls';

type Listener<K extends GalleryEventName> = (payload: GalleryEvents[K]) => void;

function nonNegativeInt(value: unknown, fallback: number): number {
  const n = toNumber(value);
  return n !== null && n >= 0 ? Math.floor(n) : fallback;
}

/** `i` modulo `count`, always in [0, count) (count > 0). */
export function wrapIndex(i: number, count: number): number {
  return ((i % count) + count) % count;
}

/** One gallery's state. Create it with createGalleryState. */
export class GalleryState {
  readonly count: number;
  readonly loop: boolean;
  private index: number;
  private moving = false;
  private autoplayOn: boolean;
  private readonly autoplayMs: number;
  private readonly motionAllowed: boolean;
  private readonly videos: ReadonlySet<number>;
  private readonly videoLeaveAction: VideoLeaveAction;
  private readonly now: () => number;
  private readonly pointerAreas = new Set<PointerArea>();
  private videoIsPlaying = false;
  private periodStart: number;
  private readonly linked = new Set<GalleryState>();
  private readonly listeners: { [K in GalleryEventName]: Set<Listener<K>> } = {
    indexChange: new Set(), reachedBeginning: new Set(), reachedEnd: new Set(),
    controlsState: new Set(), videoLeave: new Set(),
  };
  private lastControls: ControlsState;

  constructor(options: GalleryOptions) {
    this.now = typeof options?.now === 'function' ? options.now : () => 0;
    this.count = nonNegativeInt(options?.count, 0);
    this.loop = options?.loop === true;
    const ms = toNumber(options?.autoplayMs);
    this.autoplayMs = ms !== null && ms > 0 ? ms : AUTOPLAY_DEFAULT_MS;
    this.autoplayOn = options?.autoplay === true;
    this.motionAllowed = options?.motionAllowed !== false;
    this.videoLeaveAction = options?.videoLeave === 'reset' ? 'reset' : 'pause';
    const videos = new Set<number>();
    for (const v of options?.videoSlides ?? []) if (Number.isInteger(v)) videos.add(v);
    this.videos = videos;
    const start = Math.trunc(toNumber(options?.startIndex) ?? START_INDEX);
    this.index = this.count === 0 ? 0 : this.loop ? wrapIndex(start, this.count) : Math.min(Math.max(start, 0), this.count - 1);
    this.periodStart = this.now();
    this.lastControls = this.controls();
  }

  /** Listen to an event; returns the function that stops listening. */
  on<K extends GalleryEventName>(name: K, listener: Listener<K>): () => void {
    const set = this.listeners[name] as Set<Listener<K>>;
    set.add(listener);
    return () => set.delete(listener);
  }

  private emit<K extends GalleryEventName>(name: K, payload: GalleryEvents[K]): void {
    for (const listener of [...(this.listeners[name] as Set<Listener<K>>)]) listener(payload);
  }

  get currentIndex(): number {
    return this.index;
  }

  get inMotion(): boolean {
    return this.moving;
  }

  get autoplay(): boolean {
    return this.autoplayOn;
  }

  /** Whether the previous and next controls are disabled now. */
  controls(): ControlsState {
    if (this.count <= 1) return { previousDisabled: true, nextDisabled: true };
    if (this.loop) return { previousDisabled: false, nextDisabled: false };
    return { previousDisabled: this.index === 0, nextDisabled: this.index === this.count - 1 };
  }

  /** The whole state at once. */
  snapshot(): GallerySnapshot {
    return {
      count: this.count, currentIndex: this.index, inMotion: this.moving, loop: this.loop,
      autoplay: this.autoplayOn, autoplayRunning: this.autoplayRunning(),
      pointerOver: this.pointerAreas.size > 0, videoPlaying: this.videoIsPlaying, controls: this.controls(),
    };
  }

  /** Whether an index change would be refused now (§4: this gallery or a linked one with another index in motion). */
  locked(): boolean {
    if (this.moving) return true;
    for (const other of this.group()) if (other !== this && other.moving && other.index !== this.index) return true;
    return false;
  }

  /** Move one slide forward; false when refused or clamped. */
  next(): boolean {
    return this.goTo(this.index + 1);
  }

  /** Move one slide back; false when refused or clamped. */
  previous(): boolean {
    return this.goTo(this.index - 1);
  }

  /**
   * Go to slide `i` (an integer; fractions are truncated). With loop the target is taken modulo
   * the count; without loop a target before the first or after the last slide is clamped and
   * fires reachedBeginning or reachedEnd. Returns true when the index changed.
   */
  goTo(i: number): boolean {
    return this.move(i, 'user');
  }

  private move(i: number, source: IndexChangeSource): boolean {
    if (this.count === 0 || typeof i !== 'number' || !Number.isFinite(i)) return false;
    if (this.locked()) return false;
    let target = Math.trunc(i);
    if (this.loop) {
      target = wrapIndex(target, this.count);
    } else if (target < 0) {
      target = 0;
      this.emit('reachedBeginning', { index: target });
    } else if (target > this.count - 1) {
      target = this.count - 1;
      this.emit('reachedEnd', { index: target });
    }
    if (target === this.index) return false;
    for (const gallery of this.group()) gallery.apply(target, gallery === this ? source : 'link');
    return true;
  }

  /** Set the index (already checked) and tell the listeners. */
  private apply(target: number, source: IndexChangeSource): void {
    if (this.count === 0) return;
    const index = this.loop ? wrapIndex(target, this.count) : Math.min(Math.max(target, 0), this.count - 1);
    const previous = this.index;
    if (index === previous) return;
    this.index = index;
    this.periodStart = this.now();
    if (this.videos.has(previous)) {
      // The view pauses or resets the video it leaves, so autoplay is no longer stopped by it.
      this.videoIsPlaying = false;
      this.emit('videoLeave', { index: previous, action: this.videoLeaveAction });
    }
    this.emit('indexChange', { index, previous, source });
    this.emitControls();
  }

  private emitControls(): void {
    const now = this.controls();
    if (now.previousDisabled === this.lastControls.previousDisabled && now.nextDisabled === this.lastControls.nextDisabled) return;
    this.lastControls = now;
    this.emit('controlsState', now);
  }

  /** The view reports that a transition started (true) or ended (false). */
  setInMotion(moving: boolean): void {
    this.moving = moving === true;
  }

  /**
   * Link this gallery with another (a slideshow and its thumbnail strip): both ways, and the
   * other takes this gallery's index now. Linking is transitive: a change reaches every gallery
   * linked directly or through others.
   */
  link(other: GalleryState): void {
    if (!(other instanceof GalleryState) || other === this) return;
    this.linked.add(other);
    other.linked.add(this);
    for (const gallery of other.group()) if (gallery !== this) gallery.apply(this.index, 'link');
  }

  /** Undo link(). */
  unlink(other: GalleryState): void {
    this.linked.delete(other);
    other?.linked?.delete(this);
  }

  /** This gallery and every gallery linked to it, directly or not. */
  private group(): GalleryState[] {
    const seen = new Set<GalleryState>([this]);
    const queue: GalleryState[] = [this];
    for (let k = 0; k < queue.length; k++) {
      for (const other of queue[k].linked) {
        if (!seen.has(other)) {
          seen.add(other);
          queue.push(other);
        }
      }
    }
    return queue;
  }

  /** The pointer entered the container or the controls: autoplay pauses. */
  pointerEnter(area: PointerArea = 'container'): void {
    this.pointerAreas.add(area === 'controls' ? 'controls' : 'container');
  }

  /** The pointer left an area; when it is over neither, autoplay resumes with a full period. */
  pointerLeave(area: PointerArea = 'container'): void {
    const had = this.pointerAreas.size > 0;
    this.pointerAreas.delete(area === 'controls' ? 'controls' : 'container');
    if (had && this.pointerAreas.size === 0) this.periodStart = this.now();
  }

  /** A video slide started (true) or stopped (false) playing: autoplay stops, then is restored with a full period. */
  videoPlaying(playing: boolean): void {
    const was = this.videoIsPlaying;
    this.videoIsPlaying = playing === true;
    if (was && !this.videoIsPlaying) this.periodStart = this.now();
  }

  /** Turn autoplay on or off (for example a play/pause control); turning it on starts a full period. */
  setAutoplay(on: boolean): void {
    if (on === true && !this.autoplayOn) this.periodStart = this.now();
    this.autoplayOn = on === true;
  }

  /** Whether autoplay would advance when its period is over. */
  autoplayRunning(): boolean {
    return this.autoplayOn && this.motionAllowed && this.count > 1 && this.pointerAreas.size === 0
      && !this.videoIsPlaying && (this.loop || this.index < this.count - 1);
  }

  /** When (on the injected clock) autoplay should next advance, or null when it does not run. */
  nextAutoplayAt(): number | null {
    return this.autoplayRunning() ? this.periodStart + this.autoplayMs : null;
  }

  /**
   * Advance by autoplay when its period is over; returns true when the index changed. While the
   * gallery is locked (in motion) it waits and advances on a later tick.
   */
  tick(): boolean {
    const due = this.nextAutoplayAt();
    if (due === null || this.now() < due) return false;
    return this.move(this.index + 1, 'autoplay');
  }

  /** A key pressed on the focused gallery: ArrowLeft → previous, ArrowRight → next. True when the key is the gallery's (call preventDefault). */
  key(key: string): boolean {
    if (key === 'ArrowLeft') {
      this.previous();
      return true;
    }
    if (key === 'ArrowRight') {
      this.next();
      return true;
    }
    return false;
  }
}

/** A gallery state for `options` (see GalleryOptions; nothing throws for bad values). */
export function createGalleryState(options: GalleryOptions): GalleryState {
  return new GalleryState(options);
}

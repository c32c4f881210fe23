/**
 * The video block in the browser (vanilla, part of the moving-parts script): the play button
 * (click, or Enter / Space, which a <button> turns into a click) replaces the placeholder with
 * the provider's player, autoplaying, faded in by CSS. Showing one video returns every other
 * shown video of the page to its placeholder, which stops it. Where the site asks for consent
 * and the visitor has not given it, the frame goes in held (`data-consent-src`, no `src`): the
 * consent gate gives it its source when the visitor accepts.
 */
import { CONSENT_RELEASED_ATTRIBUTE, consentSource } from '../../shared/consent.ts';
import {
  VIDEO_CONSENT_NOTE_CLASS,
  VIDEO_FRAME_TITLE_ATTRIBUTE,
  VIDEO_PLAY_ATTRIBUTE,
  VIDEO_PLAYER_CLASS,
  VIDEO_SRC_ATTRIBUTE,
  VIDEO_STATE_ATTRIBUTE,
} from '../../shared/video/placeholder.ts';

/**
 * The visitor's consent as a frame put in now sees it: `none` when the site does not ask for
 * consent, else `given` or `pending` (then the frame waits).
 */
export type ConsentState = () => 'none' | 'given' | 'pending';

const PLAYING = 'playing';
const PLACEHOLDER = 'placeholder';

/** Shows the player of `stage` (a placeholder with VIDEO_SRC_ATTRIBUTE) and returns the others to theirs. */
export function showVideo(stage: HTMLElement, consent: ConsentState): void {
  if (stage.getAttribute(VIDEO_STATE_ATTRIBUTE) === PLAYING) return;
  const doc = stage.ownerDocument;
  doc.querySelectorAll<HTMLElement>(`[${VIDEO_STATE_ATTRIBUTE}="${PLAYING}"]`).forEach(returnToPlaceholder);
  const src = stage.getAttribute(VIDEO_SRC_ATTRIBUTE);
  if (!src) return;
  const state = consent();
  const held = state === 'pending';
  const frame = doc.createElement('iframe');
  frame.className = VIDEO_PLAYER_CLASS;
  frame.title = stage.getAttribute(VIDEO_FRAME_TITLE_ATTRIBUTE) ?? '';
  frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
  frame.allowFullscreen = true;
  frame.referrerPolicy = 'strict-origin-when-cross-origin';
  frame.tabIndex = 0;
  for (const [name, value] of Object.entries(consentSource(src, held))) frame.setAttribute(name, value);
  // Loaded on consent: the gate holds it again if the visitor withdraws.
  if (state === 'given') frame.setAttribute(CONSENT_RELEASED_ATTRIBUTE, '');
  // The server's note ('El video se mostrará cuando aceptes las cookies.'), under the frame:
  // a released frame covers it.
  const note = stage.querySelector<HTMLElement>(`.${VIDEO_CONSENT_NOTE_CLASS}`);
  if (note) note.hidden = !held;
  stage.append(frame);
  stage.setAttribute(VIDEO_STATE_ATTRIBUTE, PLAYING);
  // The button is gone from view: keep the keyboard where the video is.
  frame.focus({ preventScroll: true });
}

/** Takes the player out of `stage` (which ends its document and the sound) and shows the placeholder again. */
export function returnToPlaceholder(stage: HTMLElement): void {
  stage.querySelectorAll(`.${VIDEO_PLAYER_CLASS}`).forEach((el) => el.remove());
  const note = stage.querySelector<HTMLElement>(`.${VIDEO_CONSENT_NOTE_CLASS}`);
  if (note) note.hidden = true;
  stage.setAttribute(VIDEO_STATE_ATTRIBUTE, PLACEHOLDER);
}

/** Listens (once, on the document) for the play buttons of every video block of the page. */
export function startVideos(doc: Document, consent: ConsentState): void {
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`[${VIDEO_PLAY_ATTRIBUTE}]`);
    const stage = button?.closest<HTMLElement>(`[${VIDEO_SRC_ATTRIBUTE}]`);
    if (!stage || (button as HTMLButtonElement).disabled) return;
    event.preventDefault();
    showVideo(stage, consent);
  });
}

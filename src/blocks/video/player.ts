/**
 * The video block in the browser (vanilla, part of the moving-parts script): the play button
 * (click, or Enter / Space, which a <button> turns into a click) replaces the placeholder with
 * the provider's player, autoplaying, faded in by CSS. Showing one video returns every other
 * shown video of the page to its placeholder, which stops it. Where the site asks for consent
 * and the visitor has not given it, the frame goes in held (`data-consent-src`, no `src`): the
 * consent gate gives it its source when the visitor accepts. A shown player is played and
 * paused through its provider's postMessage API (§7) on VIDEO_COMMAND_EVENT.
 */
import { CONSENT_RELEASED_ATTRIBUTE, consentSource } from '../../shared/consent.ts';
import { playerMessage, type PlayerCommand } from '../../shared/video/provider.ts';
import {
  EMBED_SANDBOX,
  VIDEO_COMMAND_EVENT,
  VIDEO_CONSENT_NOTE_CLASS,
  VIDEO_HIDDEN_EVENT,
  VIDEO_PROVIDER_ATTRIBUTE,
  VIDEO_SHOWN_EVENT,
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
  // Another site's page (not a video platform's player) runs boxed in: no top navigation, no forms.
  if (stage.getAttribute(VIDEO_PROVIDER_ATTRIBUTE) === 'generic') frame.setAttribute('sandbox', EMBED_SANDBOX);
  for (const [name, value] of Object.entries(consentSource(src, held))) frame.setAttribute(name, value);
  // Loaded on consent: the gate holds it again if the visitor withdraws.
  if (state === 'given') frame.setAttribute(CONSENT_RELEASED_ATTRIBUTE, '');
  // The server's note ('El video se mostrará cuando aceptes las cookies.'), under the frame:
  // a released frame covers it.
  const note = stage.querySelector<HTMLElement>(`.${VIDEO_CONSENT_NOTE_CLASS}`);
  if (note) note.hidden = !held;
  stage.append(frame);
  stage.setAttribute(VIDEO_STATE_ATTRIBUTE, PLAYING);
  stage.dispatchEvent(new Event(VIDEO_SHOWN_EVENT, { bubbles: true }));
  // The button is gone from view: keep the keyboard where the video is.
  frame.focus({ preventScroll: true });
}

/** Takes the player out of `stage` (which ends its document and the sound) and shows the placeholder again. */
export function returnToPlaceholder(stage: HTMLElement): void {
  if (stage.getAttribute(VIDEO_STATE_ATTRIBUTE) !== PLAYING) return;
  stage.querySelectorAll(`.${VIDEO_PLAYER_CLASS}`).forEach((el) => el.remove());
  const note = stage.querySelector<HTMLElement>(`.${VIDEO_CONSENT_NOTE_CLASS}`);
  if (note) note.hidden = true;
  stage.setAttribute(VIDEO_STATE_ATTRIBUTE, PLACEHOLDER);
  stage.dispatchEvent(new Event(VIDEO_HIDDEN_EVENT, { bubbles: true }));
}

/**
 * Plays or pauses the shown player of `stage` through the provider's postMessage API (§7).
 * Returns false when there is nothing to tell: no player shown, held for consent, or a provider
 * without an API.
 */
export function commandVideo(stage: HTMLElement, command: PlayerCommand): boolean {
  const frame = stage.querySelector<HTMLIFrameElement>(`iframe.${VIDEO_PLAYER_CLASS}[src]`);
  const post = playerMessage(stage.getAttribute(VIDEO_PROVIDER_ATTRIBUTE), command);
  if (!frame?.contentWindow || !post) return false;
  frame.contentWindow.postMessage(post.message, post.origin);
  return true;
}

const started = new WeakSet<Document>();

/** Listens (once, on the document) for the play buttons of every video block of the page. */
export function startVideos(doc: Document, consent: ConsentState): void {
  if (started.has(doc)) return;
  started.add(doc);
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`[${VIDEO_PLAY_ATTRIBUTE}]`);
    const stage = button?.closest<HTMLElement>(`[${VIDEO_SRC_ATTRIBUTE}]`);
    if (!stage || (button as HTMLButtonElement).disabled) return;
    event.preventDefault();
    showVideo(stage, consent);
  });
  // Commands dispatched on a stage (VIDEO_COMMAND_EVENT, detail 'play' or 'pause'); capture, so
  // an event that does not bubble is seen too.
  doc.addEventListener(
    VIDEO_COMMAND_EVENT,
    (event) => {
      const stage = (event.target as Element | null)?.closest?.<HTMLElement>(`[${VIDEO_SRC_ATTRIBUTE}]`);
      const command = (event as CustomEvent<unknown>).detail;
      if (stage && (command === 'play' || command === 'pause')) commandVideo(stage, command);
    },
    true,
  );
}

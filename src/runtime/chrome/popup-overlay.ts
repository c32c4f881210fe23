/**
 * The popup overlay (src/page/chrome/PopupOverlay.tsx, SPEC §3 "Popup", §6): decides from the
 * settings in the page context and three local-storage keys whether it opens (shouldShowPopup),
 * opens it after `delay` seconds as a modal dialog with focus held inside, and closes it on
 * Escape, the close button or a click on the backdrop, storing the closed date and giving focus
 * back. A subscription through its newsletter stores the submitted flag. The overlay census
 * gets a `show` and a `close` event through the tracking runtime (which sends nothing when the
 * visitor is not tracked, e.g. under a restrictive cookie policy without consent).
 *
 * A signed-in owner (§6: always sees the popup overlay) sees it once per browser session,
 * whatever the visitor rules say, with a note; the owner's closing stores nothing for visitors.
 */
import {
  NEWSLETTER_SUBSCRIBED_EVENT, POPUP_NEWSLETTER_BLOCK_ID, POPUP_OWNER_SEEN, POPUP_PAGE_TYPE, POPUP_PART, POPUP_STORAGE, POPUP_TYPE_OVERLAY,
  shouldShowPopup, type PopupStored,
} from '../../shared/overlays.ts';
import type { PageContextJson } from '../../model/page-context.ts';
import { trapFocus } from './focus-trap.ts';

/** The class on <html> while the popup is open (the page behind does not scroll). */
export const OPEN_CLASS = 'popup-overlay-open';

type Track = { overlay?(fields: Record<string, string | number | boolean>): void };
const track = () => (window as unknown as { Vitrina?: { track?: Track } }).Vitrina?.track;

/** Local storage, or undefined where the browser refuses it (then the popup never opens: its rules could not hold). */
function storage(kind: 'localStorage' | 'sessionStorage'): Storage | undefined {
  try {
    const s = window[kind];
    s.getItem(POPUP_STORAGE.version);
    return s;
  } catch {
    return undefined;
  }
}

/** The three keys as stored. */
export function readStored(store: Storage): PopupStored {
  return { closedDate: store.getItem(POPUP_STORAGE.closedDate), version: store.getItem(POPUP_STORAGE.version), submitted: store.getItem(POPUP_STORAGE.submitted) };
}

const RETRY_MS = 1000;

/**
 * True while the visitor types in a field outside the popup, the cookie banner still waits for an
 * answer (it comes first: a popup over it would hide the question and hold focus away from it),
 * or another modal dialog is open.
 */
export function busy(popup: HTMLElement): boolean {
  const active = document.activeElement;
  if (active && !popup.contains(active) && active.matches('input,textarea,select,[contenteditable=""],[contenteditable="true"]')) return true;
  if (document.querySelector('[data-chrome="cookie-banner"]:not([hidden])')) return true;
  return Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).some((d) => !popup.contains(d) && !d.closest('[hidden]'));
}

/** What the popup reads of the page context (the chrome script's ChromeContext). */
type PopupContext = Partial<Pick<PageContextJson, 'websiteSettings' | 'authenticatedAccount'>>;

export function start(element: HTMLElement, context: PopupContext): void {
  const settings = context.websiteSettings?.popupOverlaySettings;
  const dialog = element.querySelector<HTMLElement>('.popup-overlay__dialog');
  if (!settings?.enabled || !dialog) return;
  const owner = context.authenticatedAccount != null;
  const store = storage(owner ? 'sessionStorage' : 'localStorage');
  if (!store) return;
  const show = owner ? store.getItem(POPUP_OWNER_SEEN) === null : shouldShowPopup(settings, readStored(store), Date.now(), innerWidth);
  const census = (action: string) =>
    owner || track()?.overlay?.({ overlayId: POPUP_PART, popupType: POPUP_TYPE_OVERLAY, pageType: POPUP_PAGE_TYPE, version: settings.version, action });

  if (!owner) {
    // A new version: what the visitor did with the old popup no longer counts.
    if (store.getItem(POPUP_STORAGE.version) !== settings.version) {
      store.removeItem(POPUP_STORAGE.closedDate);
      store.removeItem(POPUP_STORAGE.submitted);
      store.setItem(POPUP_STORAGE.version, settings.version);
    }
    addEventListener(NEWSLETTER_SUBSCRIBED_EVENT, (event) => {
      if (!element.isConnected || (event as CustomEvent<{ blockId?: string }>).detail?.blockId !== POPUP_NEWSLETTER_BLOCK_ID) return;
      store.setItem(POPUP_STORAGE.submitted, 'true');
      census('submit');
    });
  }
  if (!show) return;

  let release: (() => void) | undefined;
  const close = () => {
    if (!release) return;
    element.hidden = true;
    document.documentElement.classList.remove(OPEN_CLASS);
    const done = release;
    release = undefined;
    done();
    if (owner) store.setItem(POPUP_OWNER_SEEN, '1');
    else store.setItem(POPUP_STORAGE.closedDate, new Date().toISOString());
    census('close');
  };
  const open = () => {
    if (release) return;
    // Never in the middle of something: typing in a field, or another modal dialog open. Try again shortly.
    if (busy(element)) return void setTimeout(open, RETRY_MS);
    element.hidden = false;
    document.documentElement.classList.add(OPEN_CLASS);
    release = trapFocus(dialog, { onEscape: close, initial: dialog });
    census('show');
  };
  element.querySelectorAll<HTMLElement>('[data-popup-close]').forEach((el) => el.addEventListener('click', close));
  setTimeout(open, Math.max(0, settings.delay) * 1000);
}

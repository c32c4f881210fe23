/**
 * The announcement bar's dismiss button (src/page/chrome/AnnouncementBar.tsx): stores the bar's
 * version in ss_announcementDismissed (path /, one year), so the server draws no bar of that
 * version again, removes the bar, and moves focus to what follows it when focus was inside.
 */
import { ANNOUNCEMENT_DISMISSED_COOKIE } from '../../shared/chrome.ts';
import { VERSION_PATTERN } from '../../shared/overlays.ts';
import { focusableIn } from './focus-trap.ts';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The cookie text remembering a dismissed version. */
export function dismissalCookie(version: string, secure: boolean): string {
  return `${ANNOUNCEMENT_DISMISSED_COOKIE}=${version}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${secure ? '; secure' : ''}`;
}

export function start(element: HTMLElement): void {
  const button = element.querySelector<HTMLButtonElement>('.announcement-bar__dismiss');
  const version = element.dataset.version ?? '';
  if (!button || !VERSION_PATTERN.test(version)) return;
  button.addEventListener('click', () => {
    const doc = element.ownerDocument;
    doc.cookie = dismissalCookie(version, location.protocol === 'https:');
    const hadFocus = element.contains(doc.activeElement);
    // What comes after the bar: the first thing Tab would reach, else the main content.
    const next = focusableIn(doc.body).find(
      (el) => !element.contains(el) && element.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING && el.getClientRects().length > 0,
    );
    element.remove();
    if (hadFocus) (next ?? doc.getElementById('contenido'))?.focus({ preventScroll: true });
  });
}

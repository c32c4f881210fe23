/**
 * Keeps keyboard focus inside an open dialog, popup or banner (§5 "focus containment"), closes it
 * on Escape when asked, and gives focus back to where it was when released. One helper for every
 * chrome part that holds focus (dialogs, the popup overlay, the cookie banner's popup).
 */

const FOCUSABLE =
  'a[href],area[href],button:not([disabled]),input:not([disabled]):not([type="hidden"]),select:not([disabled]),textarea:not([disabled]),iframe,[contenteditable="true"],[tabindex]:not([tabindex="-1"])';

/** The elements of `container` reachable by Tab, in order (hidden ones left out). */
export function focusableIn(container: ParentNode): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // tabIndex < 0: out of the Tab order (a form's honeypot field), never the first or last stop.
    (el) => !el.hidden && el.tabIndex >= 0 && !el.closest('[hidden],[inert]') && el.getAttribute('aria-hidden') !== 'true',
  );
}

export interface FocusTrapOptions {
  /** Called on Escape (the trap stays until released). */
  onEscape?: () => void;
  /** What gets focus first; the first focusable element, else the container itself. */
  initial?: HTMLElement | null;
}

/**
 * Traps Tab and Shift+Tab inside `container` and moves focus into it. Returns the release, which
 * stops trapping and returns focus to the element that had it before (if it is still on the page).
 */
export function trapFocus(container: HTMLElement, options: FocusTrapOptions = {}): () => void {
  const doc = container.ownerDocument;
  const before = doc.activeElement as HTMLElement | null;
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && options.onEscape) {
      event.preventDefault();
      event.stopPropagation();
      options.onEscape();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusableIn(container);
    if (items.length === 0) {
      event.preventDefault();
      container.focus();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = doc.activeElement;
    if (event.shiftKey && (active === first || !container.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !container.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };
  doc.addEventListener('keydown', onKey, true);
  const initial = options.initial ?? focusableIn(container)[0];
  if (initial) initial.focus();
  else {
    if (!container.hasAttribute('tabindex')) container.setAttribute('tabindex', '-1');
    container.focus();
  }
  return () => {
    doc.removeEventListener('keydown', onKey, true);
    // No scroll: the visitor stays where they were reading when a layer closes.
    if (before && before.isConnected && typeof before.focus === 'function') before.focus({ preventScroll: true });
  };
}

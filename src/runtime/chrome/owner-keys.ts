/**
 * The owner's keys (SPEC §2, §6, §7), a chrome part without markup (`data-chrome-needs="owner-keys"`):
 * - Escape: a signed-in owner goes to `/config/?frameUrl=<encoded path and query>`; a visitor goes
 *   there (and is asked to sign in) only when the site has useEscapeKeyToLogin on.
 * - Shift+Escape, signed in: POST /api/auth/Logout through the data helper (crumb retried once,
 *   §8), then the site root with `?logout=true`, where the notice shows.
 * - The automatic redirect to the owner's area (owner-redirect.ts), once per session.
 * Inside the /config frame (same origin) both keys act on the top window: Escape shows the area
 * with the page now in the frame, Shift+Escape leaves the area for the root with the notice.
 *
 * Escape is left alone when someone else already took it: `event.defaultPrevented` (a dialog,
 * the popup or a block closing on Escape), a modal dialog open when the key went down, focus in
 * an editable field (an input, textarea, select or contenteditable: Escape there cancels typing
 * or closes a picker), Ctrl/Alt/Meta held, or a held key repeating.
 */
import { LOGOUT_PATH } from '../../shared/contracts/auth-paths.ts';
import type { readPageContext } from '../page-context.ts';
import { configAddress, NO_REDIRECT_FLAG, NO_REDIRECT_PARAM, shouldRedirectToConfig } from './owner-redirect.ts';

/** The §7 logout call (its path, from the shared contracts). */
export { LOGOUT_PATH };
/** Where logout lands (§2): the site root with the notice. */
export const AFTER_LOGOUT = '/?logout=true';

/** What the Escape key does on this page. */
export type EscapeAction = 'config' | 'logout' | null;

/** The parts of a keydown the decision reads. */
export interface EscapeKey {
  key: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  repeat?: boolean;
  defaultPrevented: boolean;
}

/** Input types where Escape is not the field's own business (buttons and boxes). */
const NOT_TYPED = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'image', 'file', 'color', 'range']);

/** True when `target` is a field being edited: text inputs, textarea, select, contenteditable. */
export function isEditing(target: EventTarget | null): boolean {
  const el = target as (HTMLElement & { type?: string }) | null;
  if (!el || typeof el.tagName !== 'string') return false;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') return !NOT_TYPED.has((el.type || 'text').toLowerCase());
  return el.isContentEditable === true;
}

/**
 * The Escape decision table: `config` (go to the owner's area), `logout`, or nothing.
 * | key              | signed in | escape setting | result |
 * | Escape           | yes       | any            | config |
 * | Escape           | no        | on             | config |
 * | Escape           | no        | off            | —      |
 * | Shift+Escape     | yes       | any            | logout |
 * | Shift+Escape     | no        | any            | —      |
 * Nothing either when taken (`blocked`: prevented, modal open, editing, modifiers, repeat).
 */
export function escapeAction(event: EscapeKey, o: { signedIn: boolean; escapeToLogin: boolean; blocked?: boolean; opensConfig?: boolean }): EscapeAction {
  if (event.key !== 'Escape' && event.key !== 'Esc') return null;
  if (o.blocked || event.defaultPrevented || event.repeat || event.ctrlKey || event.altKey || event.metaKey) return null;
  if (event.shiftKey) return o.signedIn ? 'logout' : null;
  // A signed-in account whose roles open no part of /config (a viewer alone, §6) is a visitor here.
  const owner = o.signedIn && o.opensConfig !== false;
  return owner || o.escapeToLogin ? 'config' : null;
}

/** A modal dialog (or the popup) is open on the page. */
function modalOpen(doc: Document): boolean {
  return doc.querySelector('[aria-modal="true"],dialog[open]') !== null;
}

function readFlag(): boolean {
  try {
    return sessionStorage.getItem(NO_REDIRECT_FLAG) !== null;
  } catch {
    return false;
  }
}

function setFlag(): void {
  try {
    sessionStorage.setItem(NO_REDIRECT_FLAG, '1');
  } catch {
    // No session storage (blocked): the redirect may then happen again on the next page.
  }
}

/**
 * The page's data helper: the one the always-loaded runtime shares (window.Vitrina.data, so this
 * chunk does not carry a second copy), or the module itself, loaded on first use, when it is absent.
 */
async function dataPost(): Promise<(url: string) => Promise<unknown>> {
  return window.Vitrina?.data.post ?? (await import('../data/index.ts')).post;
}

let loggingOut = false;

/** Logs out through the data helper, then shows the root with the notice; a failure stays on the page (the helper shows it). */
export async function logout(go: (url: string) => void = (url) => location.assign(url)): Promise<boolean> {
  if (loggingOut) return false;
  loggingOut = true;
  try {
    const answer = await (await dataPost())(LOGOUT_PATH);
    if (answer === undefined) return false;
    go(AFTER_LOGOUT);
    return true;
  } finally {
    loggingOut = false;
  }
}

/** Starts the owner's keys on `element`'s document with the page context. */
export function start(element: HTMLElement, context: ReturnType<typeof readPageContext>): void {
  const doc = element.ownerDocument;
  const win = doc.defaultView ?? window;
  const signedIn = Boolean(context.authenticatedAccount);
  // §3 accessPermissions: 1 (config) when the account's roles open the area (src/model/access.ts).
  const opensConfig = context.accessPermissions ? context.accessPermissions.includes(1) : undefined;
  const escapeToLogin = context.websiteSettings?.useEscapeKeyToLogin === true;
  const here = () => configAddress(win.location.pathname, win.location.search);

  const isTop = win.top === win;
  // Inside the owner's area (the same-origin /config frame) the keys act on the top window, as
  // checkout does in the editor frame (§2); in a frame of another origin, on this window.
  let outer: Window = win;
  try {
    if (!isTop && win.top && win.top.location.origin === win.location.origin) outer = win.top;
  } catch {
    outer = win;
  }
  // `noredirect` in the address ("Ver sitio" in the area) keeps the owner on the site for the
  // whole session, not only this page: the session carries the flag from then on.
  if (new URLSearchParams(win.location.search).has(NO_REDIRECT_PARAM)) setFlag();
  if (shouldRedirectToConfig({ context, location: win.location, isTop, flagged: readFlag() })) {
    setFlag();
    win.location.replace(here());
    return;
  }

  // Seen first (window, capture): was a modal open before any handler closed it?
  let blocked = false;
  win.addEventListener('keydown', (event) => {
    blocked = modalOpen(doc) || isEditing(event.target);
  }, true);
  // Seen last (window, bubble): did any handler take the key?
  win.addEventListener('keydown', (event) => {
    const action = escapeAction(event, { signedIn, escapeToLogin, blocked, opensConfig });
    if (!action) return;
    event.preventDefault();
    if (action === 'config') outer.location.assign(here());
    else void logout((url) => outer.location.assign(url));
  });
}

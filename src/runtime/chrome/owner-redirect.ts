/**
 * The automatic redirect to the owner's area (SPEC §2, §6): a pure decision from the page
 * context, the address and the session flag, so every condition is unit-tested; owner-keys.ts
 * applies it. Imports nothing of the DOM.
 */

/** The sessionStorage key set when the redirect happened once (§2 "the session already carries that flag"). */
export const NO_REDIRECT_FLAG = 'vitrina:noredirect';

/** The query parameter that skips the redirect (§2 "a noredirect flag is in the URL query"). */
export const NO_REDIRECT_PARAM = 'noredirect';

/** What of the page context the decision reads. */
export interface RedirectContext {
  authenticatedAccount?: { id: string } | null;
  websiteRoles?: readonly number[];
  websiteSettings?: unknown;
  website?: { developerMode?: boolean; cloneable?: boolean };
}

/** Everything the decision depends on. */
export interface RedirectInput {
  context: RedirectContext;
  /** The page's address (location.hostname and location.search are enough). */
  location: { hostname: string; search: string };
  /** window.top === window. */
  isTop: boolean;
  /** The session already carries NO_REDIRECT_FLAG. */
  flagged: boolean;
}

/** The §3 viewer role (SiteUserRole.VIEWER; a number here so the chunk does not carry the whole table). */
export const VIEWER_ROLE = 10;
/** The §3 "none" role (SiteUserRole.NONE). */
export const NO_ROLE = 14;
/** Roles that give no way into the site's settings: none and viewer (the viewer is also refused apart). */
const WITHOUT_SETTINGS: readonly number[] = [NO_ROLE, VIEWER_ROLE];

/**
 * "An authenticated account holder with website settings": signed in (authenticatedAccount),
 * the page context carries the website's settings, and the account holds at least one site role
 * other than none (14) and viewer (10): a role that opens the configuration area.
 */
export function holdsWebsiteSettings(context: RedirectContext): boolean {
  const roles = context.websiteRoles ?? [];
  return Boolean(context.authenticatedAccount) && context.websiteSettings != null && roles.some((r) => !WITHOUT_SETTINGS.includes(r));
}

/** Local development addresses, where the redirect never happens: localhost, *.localhost, 127.0.0.1, ::1. */
export function isLocalHost(hostname: string): boolean {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h === '127.0.0.1' || h === '::1' || h === '[::1]';
}

/** Why the redirect does not happen (for tests and docs), or null when it does. */
export function redirectBlocker(input: RedirectInput): string | null {
  const { context, location } = input;
  if (!holdsWebsiteSettings(context)) return 'not an account holder with website settings';
  if (context.website?.developerMode) return 'developer mode';
  if (context.website?.cloneable) return 'cloneable site';
  if ((context.websiteRoles ?? []).includes(VIEWER_ROLE)) return 'viewer role';
  if (!input.isTop) return 'not the top window';
  if (isLocalHost(location.hostname)) return 'localhost';
  if (new URLSearchParams(location.search).has(NO_REDIRECT_PARAM)) return 'noredirect in the query';
  if (input.flagged) return 'already redirected in this session';
  return null;
}

/** Whether the page sends a signed-in owner on to the owner's area now. */
export function shouldRedirectToConfig(input: RedirectInput): boolean {
  return redirectBlocker(input) === null;
}

/** The owner's area showing this page: `/config/?frameUrl=<encoded path and query>` (§2). */
export function configAddress(pathname: string, search: string): string {
  return `/config/?frameUrl=${encodeURIComponent(pathname + search)}`;
}

/**
 * Content held back until the visitor consents to cookies (§4 cookie banner, ss_cookieAllowed):
 * a block whose third-party origin is declared consent-bound renders its frame, script or image
 * inert, the URL in `data-consent-src` instead of `src`; the runtime (src/runtime/consent-gate.ts)
 * moves it to `src` once consent is given. Nothing reaches the third party before that.
 */

/** The attribute holding the URL of held content. */
export const CONSENT_SRC_ATTRIBUTE = 'data-consent-src';

/** The event the cookie banner dispatches on `document` after storing the visitor's answer. */
export const CONSENT_EVENT = 'vitrina:consent';

/**
 * The attributes of an element loading `src` from a third-party origin: inert when `held`.
 * @example <iframe {...consentSource(url, true)} /> renders `data-consent-src="…"` and no `src`
 */
export function consentSource(src: string, held: boolean): { src: string } | { [CONSENT_SRC_ATTRIBUTE]: string } {
  return held ? { [CONSENT_SRC_ATTRIBUTE]: src } : { src };
}

/** Marks content the gate released, so a withdrawal (ss_cookieAllowed no longer 'true') can hold it again. */
export const CONSENT_RELEASED_ATTRIBUTE = 'data-consent-released';

/**
 * The cookie banner's document events (§4): `force` shows the banner even when answered and adds
 * COOKIE_BANNER_FORCED_CLASS to <body>; `update` re-draws it with the raw settings in
 * `event.detail` (the §5 defaults and conversions apply); `unforce` restores what was before.
 * @example document.dispatchEvent(new CustomEvent(COOKIE_BANNER_EVENTS.update, { detail: { cookieBannerTheme: 'LIGHT' } }))
 */
export const COOKIE_BANNER_EVENTS = {
  force: 'vitrina:cookie-banner:force',
  update: 'vitrina:cookie-banner:update',
  unforce: 'vitrina:cookie-banner:unforce',
} as const;

/** Dispatched on the banner once an update event has been applied (the re-draw loads its code on first use). */
export const COOKIE_BANNER_UPDATED_EVENT = 'vitrina:cookie-banner:updated';

/** The class on <body> while the banner is forced. */
export const COOKIE_BANNER_FORCED_CLASS = 'cookie-banner-forced';

/** The attribute of the controls (the footer's "Preferencias de cookies") that reopen the banner. */
export const COOKIE_PREFERENCES_ATTRIBUTE = 'data-cookie-preferences';

/** The attribute of the banner's answer buttons: 'true' accepts, 'false' refuses. */
export const COOKIE_ANSWER_ATTRIBUTE = 'data-cookie-answer';

/** The id of the banner element (the footer control names it in aria-controls). */
export const COOKIE_BANNER_ID = 'cookie-banner';

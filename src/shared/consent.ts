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

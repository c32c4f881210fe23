/**
 * The captcha call (§7 "captcha script using the site's captcha siteKey"; here ALTCHA, proof of
 * work with no third party): the form island asks for a challenge, solves it and sends the
 * solution as SaveFormSubmission's captchaKey (docs/forms.md).
 */
import type { Challenge } from 'altcha-lib';
import * as v from 'valibot';
import { contract } from './contract.ts';

/** The challenge: ALTCHA's own format (altcha-lib's type), which its solver checks. */
export const CaptchaChallenge = v.custom<Challenge>((x) => typeof x === 'object' && x !== null && !Array.isArray(x));

export const captchaCalls = {
  /** → an ALTCHA challenge (algorithm, challenge, maxnumber, salt, signature). */
  captchaChallenge: contract('GET', '/api/form/CaptchaChallenge', { request: undefined, answer: CaptchaChallenge }),
};

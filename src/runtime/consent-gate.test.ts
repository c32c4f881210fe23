// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_EVENT } from '../shared/consent.ts';
import { startConsentGate } from './consent-gate.ts';

// A stand-in element: happy-dom refuses to load iframes and says so on the console; the gate
// treats every element alike (the Chromium test, test/e2e/page-policy.test.ts, uses a real iframe).
const HELD = '<x-frame data-consent-src="https://player.example-video.test/embed/1"></x-frame>';
const frame = () => document.querySelector('x-frame')!;
/** Removes the consent cookie outright (not an empty value: an empty one would leak into the next test). */
const clearConsent = () => (document.cookie = 'ss_cookieAllowed=; max-age=0; path=/');

afterEach(() => {
  clearConsent();
  document.body.innerHTML = '';
});

describe('consent gate', () => {
  it('keeps a consent-bound frame inert while the visitor has not consented', () => {
    document.body.innerHTML = HELD;
    startConsentGate(document);
    expect(frame().hasAttribute('src')).toBe(false);
    // A refusal is no consent either.
    document.cookie = 'ss_cookieAllowed=false; path=/';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(frame().hasAttribute('src')).toBe(false);
  });

  it('gives the frame its source when the visitor consents', () => {
    document.body.innerHTML = HELD;
    startConsentGate(document);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(frame().getAttribute('src')).toBe('https://player.example-video.test/embed/1');
    expect(frame().hasAttribute('data-consent-src')).toBe(false);
  });

  it('releases at once on a page opened after consent', () => {
    document.cookie = 'ss_cookieAllowed=true; path=/';
    document.body.innerHTML = HELD;
    startConsentGate(document);
    expect(frame().getAttribute('src')).toBe('https://player.example-video.test/embed/1');
  });
});

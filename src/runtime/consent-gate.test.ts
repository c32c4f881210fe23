// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT } from '../shared/consent.ts';
import { holdReleased, startConsentGate } from './consent-gate.ts';

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

  it('holds a released frame again when consent is withdrawn (an inert copy replaces it)', () => {
    document.body.innerHTML = `<div>${HELD}</div>`;
    startConsentGate(document);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    const released = frame();
    expect(released.hasAttribute('data-consent-released')).toBe(true);
    document.cookie = 'ss_cookieAllowed=false; path=/';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(released.isConnected).toBe(false);
    expect(frame().hasAttribute('src')).toBe(false);
    expect(frame().getAttribute('data-consent-src')).toBe('https://player.example-video.test/embed/1');
    expect(frame().hasAttribute('data-consent-released')).toBe(false);
    // And consent again releases it again.
    document.cookie = 'ss_cookieAllowed=true; path=/';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(frame().getAttribute('src')).toBe('https://player.example-video.test/embed/1');
  });

  it('a released script cannot be taken back: holdReleased says so (the gate then reloads)', () => {
    document.body.innerHTML = '<x-frame src="a" data-consent-released></x-frame>';
    expect(holdReleased(document)).toBe(true);
    document.body.innerHTML = '';
    // An inert type: happy-dom would fetch a real script; the gate looks only at the tag.
    const script = document.createElement('script');
    script.type = 'text/x-inert';
    script.setAttribute('src', 'https://widgets.example.test/w.js');
    script.setAttribute('data-consent-released', '');
    document.body.append(script);
    expect(holdReleased(document)).toBe(false);
    expect(document.querySelector('script')!.getAttribute('data-consent-src')).toBe('https://widgets.example.test/w.js');
  });

  it('a withdrawal with nothing released does not reload', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    document.body.innerHTML = HELD;
    startConsentGate(document);
    document.cookie = 'ss_cookieAllowed=false; path=/';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(reload).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

import { describe, expect, it } from 'vitest';
import { chromeVariant, visitorChromeState } from './visitor-state.ts';

describe('visitorChromeState', () => {
  it('a first visit has answered nothing', () => {
    const state = visitorChromeState({});
    expect(state).toEqual({ consentAnswered: false });
    expect(chromeVariant(state)).toBe('');
  });

  it('an accepted or refused banner is answered; any other value is not', () => {
    expect(visitorChromeState({ ss_cookieAllowed: 'true' }).consentAnswered).toBe(true);
    expect(visitorChromeState({ ss_cookieAllowed: 'false' }).consentAnswered).toBe(true);
    expect(visitorChromeState({ ss_cookieAllowed: 'maybe' }).consentAnswered).toBe(false);
  });

  it('keeps a short dismissed announcement version and ignores anything else (no cache entry per visitor)', () => {
    expect(visitorChromeState({ ss_announcementDismissed: 'v3' }).dismissedAnnouncement).toBe('v3');
    expect(visitorChromeState({ ss_announcementDismissed: 'x'.repeat(33) }).dismissedAnnouncement).toBeUndefined();
    expect(visitorChromeState({ ss_announcementDismissed: 'a b<' }).dismissedAnnouncement).toBeUndefined();
    expect(chromeVariant(visitorChromeState({ ss_cookieAllowed: 'true', ss_announcementDismissed: 'v3' }))).toBe('c|a:v3');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_EVENT } from '../shared/consent.ts';
import { consentGiven, whenConsented } from './consent-wait.ts';

const clearConsent = () => (document.cookie = 'ss_cookieAllowed=; max-age=-1; path=/');
const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => (done = true));
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

afterEach(clearConsent);

describe('waiting for consent (maps and reservation widgets)', () => {
  it('needs none where the site does not ask', async () => {
    expect(consentGiven(false, '')).toBe(true);
    expect(await settled(whenConsented(document, false))).toBe(true);
  });
  it('reads ss_cookieAllowed: only "true" is consent', () => {
    expect(consentGiven(true, 'a=1; ss_cookieAllowed=true')).toBe(true);
    expect(consentGiven(true, 'ss_cookieAllowed=false')).toBe(false);
    expect(consentGiven(true, '')).toBe(false);
  });
  it('waits for the banner: a refusal keeps waiting, an acceptance resolves', async () => {
    const waiting = whenConsented(document, true);
    expect(await settled(waiting)).toBe(false);
    document.cookie = 'ss_cookieAllowed=false; path=/';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(await settled(waiting)).toBe(false);
    document.cookie = 'ss_cookieAllowed=true; path=/';
    document.dispatchEvent(new Event(CONSENT_EVENT));
    expect(await settled(waiting)).toBe(true);
  });
});

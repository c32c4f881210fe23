import { describe, expect, it } from 'vitest';
import { ERRORS } from './errors.ts';
import { SiteKind, SiteStatus } from './enums/site.ts';
import { RETRY_AFTER_SECONDS, siteState } from './site-states.ts';

describe('siteState (docs/site-states.md)', () => {
  it('answers every §3 status; a closed site always has a §8 code, and its calls answer its page status (parking and internal: 404)', () => {
    for (const status of Object.values(SiteStatus)) {
      const state = siteState({ status });
      if (state.serves) {
        expect(state.code, `status ${status}`).toBeUndefined();
        expect(state.status).toBe(200);
        continue;
      }
      expect(state.code, `status ${status}`).toBeDefined();
      expect(ERRORS[state.code!].status).toBe(state.status === 200 ? 404 : state.status);
    }
  });

  it.each([
    [SiteStatus.EXPIRED, 402, 'unavailable'],
    [SiteStatus.REMOVED, 410, 'removed'],
    [SiteStatus.RESOLD_GRACE_PERIOD, 503, 'moving'],
    [SiteStatus.ACTIVE_PARKING_PAGE, 200, 'parking'],
    [SiteStatus.INTERNAL, 404, 'hidden'],
    [SiteStatus.TRIAL, 200, 'trial'],
    [SiteStatus.PAST_DUE, 200, 'open'],
    [SiteStatus.PAID, 200, 'open'],
  ])('status %i answers %i (%s)', (status, code, name) => {
    expect(siteState({ status })).toMatchObject({ status: code, name });
  });

  it('only the grace period asks to retry; only trial carries the notice; closed and trial pages are noindex', () => {
    for (const status of Object.values(SiteStatus)) {
      const state = siteState({ status });
      expect(state.headers['retry-after']).toBe(status === SiteStatus.RESOLD_GRACE_PERIOD ? String(RETRY_AFTER_SECONDS) : undefined);
      expect(Boolean(state.notice)).toBe(status === SiteStatus.TRIAL);
      if (!state.serves && state.name !== 'hidden') expect(state.headers['x-robots-tag']).toBe('noindex');
    }
  });

  it('the parking-page kind parks a site that serves, and never opens a closed one', () => {
    expect(siteState({ kind: SiteKind.PARKING_PAGE }).name).toBe('parking');
    expect(siteState({ kind: SiteKind.PARKING_PAGE, status: SiteStatus.PAID }).name).toBe('parking');
    expect(siteState({ kind: SiteKind.PARKING_PAGE, status: SiteStatus.REMOVED }).name).toBe('removed');
    expect(siteState({ kind: SiteKind.COVER_PAGE }).name).toBe('open');
    expect(siteState({}).name).toBe('open');
  });
});

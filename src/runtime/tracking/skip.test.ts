import { describe, expect, it } from 'vitest';
import { isTrackingSkipped, type TrackedPage } from './skip.ts';

const page = (extra: TrackedPage = {}): TrackedPage => ({ pageType: 2, authenticatedAccount: null, websiteRoles: [], ...extra });

describe('where visitor tracking is skipped (§6, §7)', () => {
  it('tracks a visitor on an ordinary page', () => {
    expect(isTrackingSkipped(page(), '/')).toBe(false);
    expect(isTrackingSkipped(page({ pageType: 50 }), '/blog/post')).toBe(false);
    expect(isTrackingSkipped({}, '/')).toBe(false);
  });

  it('skips 404 (100), search (102), lock screen (103) and member-area access denied (106)', () => {
    for (const pageType of [100, 102, 103, 106]) expect(isTrackingSkipped(page({ pageType }), '/x')).toBe(true);
    for (const pageType of [1, 3, 101, 104, 105, 200]) expect(isTrackingSkipped(page({ pageType }), '/x')).toBe(false);
  });

  it('skips /search and /config paths, not paths that only start alike', () => {
    for (const path of ['/search', '/search/', '/config', '/config/', '/config/analytics']) expect(isTrackingSkipped(page(), path)).toBe(true);
    for (const path of ['/searching', '/configuracion', '/blog/search']) expect(isTrackingSkipped(page(), path)).toBe(false);
  });

  it('skips signed-in accounts unless their only role is viewer (10)', () => {
    const signedIn = (websiteRoles: number[]) => page({ authenticatedAccount: { id: 'a1' }, websiteRoles });
    expect(isTrackingSkipped(signedIn([1]), '/')).toBe(true);
    expect(isTrackingSkipped(signedIn([]), '/')).toBe(true);
    expect(isTrackingSkipped(signedIn([10, 4]), '/')).toBe(true);
    expect(isTrackingSkipped(signedIn([10]), '/')).toBe(false);
    expect(isTrackingSkipped(signedIn([10]), '/config/analytics')).toBe(true);
  });

  it('skips every page of a site with the disable flag (websiteSettings.trackingDisabled)', () => {
    const settings = (trackingDisabled?: boolean) => ({ websiteSettings: { trackingDisabled } as TrackedPage['websiteSettings'] });
    expect(isTrackingSkipped(page(settings(true)), '/')).toBe(true);
    expect(isTrackingSkipped(page(settings(false)), '/')).toBe(false);
  });
});

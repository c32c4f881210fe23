import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCommonFields } from './common-fields.ts';

afterEach(() => vi.restoreAllMocks());

describe('analytics common fields (§3 payload, §5 type check)', () => {
  it('keeps well-typed common fields, null ones and any other field', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = { eventName: 'x', websiteId: 'w', pagePath: '/', sessionId: 's', isFirstLanding: true, isFirstSession: false, memberAccountId: null, other: 3 };
    expect(checkCommonFields(data)).toEqual(data);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a common field of the wrong type with a warning naming it, without touching the input', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const data = { pagePath: 3, isFirstSession: 'yes', website_locale: ['es'], variantId: 'v' };
    expect(checkCommonFields(data)).toEqual({ variantId: 'v' });
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      expect.stringContaining('pagePath'), expect.stringContaining('isFirstSession'), expect.stringContaining('website_locale'),
    ]);
    expect(data.pagePath).toBe(3);
  });
});

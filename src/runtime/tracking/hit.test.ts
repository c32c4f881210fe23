// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HitData, RecordHit } from '../../shared/contracts/analytics.ts';
import { hitData, recordHit } from './hit.ts';
import type { TrackedPage } from './skip.ts';

const page: TrackedPage = {
  website: { id: 'w'.repeat(24), identifier: 'demo', baseUrl: 'http://localhost:3000', developerMode: false, cloneable: false },
  templateId: 'vitrina-base',
  collection: { id: 'c'.repeat(24), title: 'Blog', type: 1, permissionType: 'public' },
  collectionId: 'c'.repeat(24),
  item: { id: 'i'.repeat(24), title: 'Post', recordType: 1 },
  itemId: 'i'.repeat(24),
};
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/blog/post?utm_source=x&q=1');
  document.title = 'Post · Café';
});
afterEach(() => {
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('the page-view census (§7 RecordHit)', () => {
  it('data has every §7 field under the names the server reads', () => {
    const data = hitData(page);
    expect(data).toEqual({
      url: `${location.origin}/blog/post?utm_source=x&q=1`,
      title: 'Post · Café',
      referrer: document.referrer,
      queryString: 'utm_source=x&q=1',
      locale: navigator.language,
      userAgent: navigator.userAgent,
      clientDate: expect.any(Number),
      screenWidth: screen.width,
      screenHeight: screen.height,
      viewportInnerWidth: innerWidth,
      viewportInnerHeight: innerHeight,
      websiteId: 'w'.repeat(24),
      templateId: 'vitrina-base',
      collectionId: 'c'.repeat(24),
      itemId: 'i'.repeat(24),
      recordType: 1,
      permissionType: 'public',
      localStorageSupported: true,
    });
  });

  it('fields the page lacks are null, never left out; long texts are cut to the server caps', () => {
    document.title = 'T'.repeat(600);
    const data = hitData({});
    for (const key of ['websiteId', 'templateId', 'collectionId', 'itemId', 'recordType', 'permissionType'] as const) expect(data[key]).toBeNull();
    expect(data.title).toHaveLength(500);
  });

  it('what it sends passes the server’s own schema (one contract, src/shared/contracts/analytics.ts)', () => {
    expect(v.safeParse(HitData, hitData(page)).issues).toBeUndefined();
    expect(v.safeParse(HitData, hitData({})).issues).toBeUndefined();
    recordHit(page, 'v1|1|2|3|4');
    const body = Object.fromEntries(new URLSearchParams(String(fetchMock.mock.calls.at(-1)![1].body)));
    expect(v.safeParse(RecordHit, body).issues).toBeUndefined();
  });

  it('posts event 1, data as JSON text and ss_cvr, form-encoded', () => {
    recordHit(page, 'v1|1|1|1|1');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/census/RecordHit');
    const body = new URLSearchParams(init.body);
    expect(body.get('event')).toBe('1');
    expect(body.get('ss_cvr')).toBe('v1|1|1|1|1');
    expect(JSON.parse(body.get('data')!)).toMatchObject({ url: expect.stringContaining('/blog/post'), recordType: 1 });
  });
});

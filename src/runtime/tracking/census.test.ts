// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCensus, pageFields } from './census.ts';

let fetchMock: ReturnType<typeof vi.fn>;
const sentBody = (i = 0) => Object.fromEntries(new URLSearchParams(fetchMock.mock.calls[i][1].body));
beforeEach(() => {
  fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
  vi.stubGlobal('fetch', fetchMock);
  history.replaceState(null, '', '/contacto');
  document.title = 'Contacto';
});
afterEach(() => vi.unstubAllGlobals());

describe('the census calls (§7)', () => {
  it('page fields: title, the item id or else the collection id, content source c, path', () => {
    expect(pageFields({ collectionId: 'c1', itemId: 'i1' })).toEqual({ pageTitle: 'Contacto', pageId: 'i1', contentSource: 'c', pagePath: '/contacto' });
    expect(pageFields({ collectionId: 'c1', itemId: null }).pageId).toBe('c1');
  });

  it('posts to the census path given the page fields, the fields given and visitorCookie', () => {
    const send = createCensus({ collectionId: 'c1' }, () => 'v1|1|1|1|1');
    send('/api/census/form-render', { formId: 'f1' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/census/form-render');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ method: 'POST', keepalive: true });
    expect(sentBody()).toEqual({ pageTitle: 'Contacto', pageId: 'c1', contentSource: 'c', pagePath: '/contacto', formId: 'f1', visitorCookie: 'v1|1|1|1|1' });
  });

  it('the visitor cookie cannot be overridden by a caller', () => {
    createCensus({}, () => 'v1|1|1|1|1')('/api/census/overlay', { visitorCookie: 'otro', overlayId: 'o1' });
    expect(sentBody()).toMatchObject({ visitorCookie: 'v1|1|1|1|1', overlayId: 'o1' });
  });

  it('sends nothing while the visitor is not tracked', () => {
    createCensus({}, () => undefined)('/api/census/button-click', { id: 'b' });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

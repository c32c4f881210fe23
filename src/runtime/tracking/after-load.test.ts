// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_EVENT } from '../../shared/consent.ts';
import type { VisitState } from '../../shared/visitor-cookie.ts';
import type { EventClients } from './events.ts';
import { installFakePerformance } from './fake-performance.ts';

let fetchMock: ReturnType<typeof vi.fn>;
const paths = () => fetchMock.mock.calls.map(([url]) => String(url).split('?')[0]);
const visit = (isNewSession: boolean): VisitState => ({
  record: { id: 'v1', firstVisit: 1, previousVisit: 1, latestVisit: 2, visitCount: 3 }, session: 2, isNewVisitor: false, isNewSession,
});
/** Runs after-load.ts against a stand-in of the runtime's window.Vitrina.track. */
async function runAfterLoad(current: VisitState | undefined) {
  let clients: EventClients | undefined;
  window.Vitrina = { track: { visit: () => current, attachEventClients: (c: EventClients) => (clients = c) } } as never;
  vi.resetModules();
  await import('./after-load.ts');
  return () => clients!;
}

beforeEach(() => {
  fetchMock = vi.fn(async (url: string) => (url.includes('settings') ? Response.json({ pageLoadId: 'abcdef0123456789abcdef01' }) : new Response(null, { status: 204 })));
  vi.stubGlobal('fetch', fetchMock);
  installFakePerformance();
  document.body.innerHTML = '<script type="application/json" id="vitrina-context">{"website":{"id":"w1"},"templateId":"t1","islands":{}}</script>';
  document.documentElement.lang = 'es-419';
});
afterEach(() => {
  delete window.Vitrina;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, '', '/');
});

describe('after-load.ts', () => {
  it('starts page speed, sends the landing call when a visit begins, attaches event clients with the common fields', async () => {
    const clients = await runAfterLoad(visit(true));
    expect(paths()).toEqual(['/api/1/performance/settings', '/api/track/Track']);
    // A visitor who already has the crumb (crumb-first.ts): RecordEvent leaves at once.
    document.cookie = 'crumb=c.rumb';
    clients().event('e', { x: 1 });
    document.cookie = 'crumb=; max-age=0';
    const data = JSON.parse(new URLSearchParams(fetchMock.mock.calls[2][1].body).get('data')!);
    expect(data).toEqual({ websiteId: 'w1', templateId: 't1', website_locale: 'es-419', pagePath: '/', sessionId: 'v1.3', isFirstSession: false, isFirstLanding: true, x: 1 });
  });

  it('no landing call within a visit unless a campaign brought the visitor; none for a visitor not tracked', async () => {
    await runAfterLoad(visit(false));
    expect(paths()).toEqual(['/api/1/performance/settings']);
    history.replaceState(null, '', '/?utm_source=boletin');
    await runAfterLoad(visit(false));
    expect(paths()).toContain('/api/track/Track');
    fetchMock.mockClear();
    await runAfterLoad(undefined);
    expect(paths()).toEqual(['/api/1/performance/settings']);
  });

  it('a visitor not tracked at load who accepts cookies later lands then, once; a refusal sends nothing', async () => {
    let current: VisitState | undefined;
    let clients: EventClients | undefined;
    window.Vitrina = { track: { visit: () => current, attachEventClients: (c: EventClients) => (clients = c) } } as never;
    vi.resetModules();
    await import('./after-load.ts');
    expect(clients).toBeDefined();
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: false } }));
    expect(paths()).toEqual(['/api/1/performance/settings']);
    current = visit(true);
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    document.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed: true } }));
    expect(paths()).toEqual(['/api/1/performance/settings', '/api/track/Track']);
  });
});

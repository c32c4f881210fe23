// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ROOT, REST_ROOT } from '../../shared/contracts/call.ts';
import { callTarget, secureRequest } from './secure.ts';
import { post } from './request.ts';

// §7 generic data helper: secure calls from a custom domain go to https on the site's domain with
// credentials; the REST root sits next to the API root (docs/platform-calls.md).
const page = (href: string) => {
  const u = new URL(href);
  return { href: u.href, origin: u.origin, hostname: u.hostname };
};

describe('callTarget', () => {
  it('a secure call from an http custom domain goes to https on the same host (port and path kept)', () => {
    expect(callTarget('/api/site-users/account/session?a=1', page('http://pan.example.com/tienda')).href).toBe('https://pan.example.com/api/site-users/account/session?a=1');
    expect(callTarget('api/x', page('http://pan.example.com:8080/a/')).href).toBe('https://pan.example.com:8080/a/api/x');
  });

  it('already https, loopback, or another origin: left as it is', () => {
    expect(callTarget('/api/x', page('https://pan.example.com/')).href).toBe('https://pan.example.com/api/x');
    expect(callTarget('/api/x', page('http://localhost:3000/')).href).toBe('http://localhost:3000/api/x');
    expect(callTarget('/api/x', page('http://127.0.0.1:3000/')).href).toBe('http://127.0.0.1:3000/api/x');
    // Never rewritten to another host, nor a third party's URL upgraded.
    expect(callTarget('http://otro.example.com/api/x', page('http://pan.example.com/')).href).toBe('http://otro.example.com/api/x');
    expect(callTarget('//evil.example/api/x', page('http://pan.example.com/')).host).toBe('evil.example');
  });

  it('the REST root is /api/rest/, under the API root', () => {
    expect(API_ROOT).toBe('/api/');
    expect(REST_ROOT).toBe('/api/rest/');
    expect(REST_ROOT.startsWith(API_ROOT)).toBe(true);
  });
});

describe('a secure call through the helper', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'crumb=c1; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    (window as any).happyDOM?.setURL('http://localhost:3000/');
  });

  it('from an http custom domain: https on the site\'s domain, credentials included, the crumb sent', async () => {
    (window as any).happyDOM.setURL('http://pan.example.com/tienda');
    document.cookie = 'crumb=c2; path=/';
    await secureRequest('POST', '/api/site-users/account/session', { data: { email: 'a@b.mx' } });
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit & { headers: Record<string, string> }];
    expect(url.href).toBe('https://pan.example.com/api/site-users/account/session?crumb=c2');
    expect(init.credentials).toBe('include');
    expect(init.headers['x-csrf-token']).toBe('c2');
  });

  it('a plain call stays on the page\'s origin with same-origin credentials', async () => {
    (window as any).happyDOM.setURL('http://pan.example.com/tienda');
    await post('/api/x');
    const [url, init] = fetchMock.mock.calls[0] as [URL, RequestInit];
    expect(url.protocol).toBe('http:');
    expect(init.credentials ?? 'same-origin').toBe('same-origin');
  });
});

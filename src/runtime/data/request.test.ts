// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expireCookie } from '../test-setup.ts';
import { LOGIN_REQUIRED_EVENT, del, get, post, put, readCrumb, request } from './request.ts';
import { text } from './text.ts';

type Answer = Response | Error | ((url: URL, init: RequestInit) => Response | Error);
let answers: Answer[];
let fetchMock: ReturnType<typeof vi.fn>;

const reply = (status: number, body?: unknown) =>
  new Response(status === 204 ? null : typeof body === 'string' ? body : JSON.stringify(body ?? {}), { status });
const call = (i = 0) => ({ url: new URL(fetchMock.mock.calls[i][0]), init: fetchMock.mock.calls[i][1] as RequestInit & { headers: Record<string, string> } });
const overlay = () => document.querySelector('[role="alertdialog"]');

beforeEach(() => {
  answers = [];
  fetchMock = vi.fn(async (url: URL, init: RequestInit) => {
    let a = answers.shift() ?? reply(200, {});
    if (typeof a === 'function') a = a(url, init);
    if (a instanceof Error) throw a;
    return a;
  });
  vi.stubGlobal('fetch', fetchMock);
  document.cookie = 'crumb=c1; path=/';
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('requests (§7 generic data helper)', () => {
  it('reads the crumb cookie and sends it as a crumb parameter and X-CSRF-Token, with same-origin credentials', async () => {
    expect(readCrumb('a=1; crumb=x%2By; b=2')).toBe('x+y');
    expect(readCrumb('xcrumb=1')).toBeUndefined();
    await post('/api/census/overlay?x=1');
    const { url, init } = call();
    expect(url.href).toBe('http://localhost:3000/api/census/overlay?x=1&crumb=c1');
    expect(init.headers['x-csrf-token']).toBe('c1');
    // fetch's default credentials mode is same-origin: the helper leaves it unset.
    expect(init.credentials ?? 'same-origin').toBe('same-origin');
    expect(init.method).toBe('POST');
    expect(init.body).toBeUndefined();
  });

  it('never sends the crumb to another origin', async () => {
    await post('https://events.example.com/api/v1/events', { data: { a: 1 } });
    expect(call().url.searchParams.has('crumb')).toBe(false);
    expect(call().init.headers['x-csrf-token']).toBeUndefined();
  });

  it('sends no crumb when there is no cookie', async () => {
    expireCookie('crumb');
    await get('/api/site-header-footer');
    expect(call().url.search).toBe('');
  });

  it('JSON bodies by default, form-encoded on request (objects as JSON text)', async () => {
    await put('/api/site-header-footer', { data: { header: { a: 1 }, footer: 'x' } });
    expect(call(0).init.headers['content-type']).toBe('application/json');
    expect(JSON.parse(call(0).init.body as string)).toEqual({ header: { a: 1 }, footer: 'x' });
    await post('/api/events/RecordEvent', { form: true, data: { event: 'x', data: { n: 1 }, skip: undefined, ok: true } });
    expect(call(1).init.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(call(1).init.body as string))).toEqual({ event: 'x', data: '{"n":1}', ok: 'true' });
  });

  it('GET and DELETE send their data as query parameters', async () => {
    await del('/api/site-users/account/session', { data: { cloneCart: true } });
    expect(call().url.searchParams.get('cloneCart')).toBe('true');
    expect(call().init.body).toBeUndefined();
    await request('GET', '/api/google-maps/places/autocomplete', { data: { q: 'Oaxaca' } });
    expect(call(1).url.searchParams.get('q')).toBe('Oaxaca');
  });

  it('resolves with the data; 204 gives {}', async () => {
    answers.push(reply(200, { key: 'k1' }), reply(204));
    expect(await post('/api/form/FormSubmissionKey')).toEqual({ key: 'k1' });
    expect(await del('/api/multilingual/connection')).toEqual({});
  });
});

describe('failures (§8 data-call errors)', () => {
  it('an error answer goes to the failure handler; the call resolves undefined', async () => {
    answers.push(reply(400, { error: 'Revisa tus entradas.', code: 'badRequest', errors: { email: 'No es válido.' } }));
    const onFailure = vi.fn();
    expect(await post('/api/form/SaveFormSubmission', { onFailure })).toBeUndefined();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 400, code: 'badRequest', message: 'Revisa tus entradas.', errors: { email: 'No es válido.' } }));
    expect(overlay()).toBeNull();
  });

  it('without a handler the system error overlay shows the message', async () => {
    answers.push(reply(500, ''));
    await post('/api/x');
    expect(overlay()?.textContent).toContain(text('error.internalError'));
  });

  it('an unparsable answer shows url, format and message', async () => {
    answers.push(reply(200, '<html>'));
    await get('/api/x');
    expect(overlay()?.textContent).toContain('/api/x');
    expect(overlay()?.textContent).toContain('JSON');
  });

  it('loginRequired fires the login-required event instead', async () => {
    answers.push(reply(401, { error: 'Inicia sesión.', code: 'loginRequired' }));
    const onFailure = vi.fn();
    const seen = vi.fn();
    addEventListener(LOGIN_REQUIRED_EVENT, seen, { once: true });
    await post('/api/x', { onFailure });
    expect(seen).toHaveBeenCalledOnce();
    expect((seen.mock.calls[0][0] as CustomEvent).detail).toMatchObject({ code: 'loginRequired' });
    expect(onFailure).not.toHaveBeenCalled();
    expect(overlay()).toBeNull();
  });

  it('authorizationFail shows the system error overlay, even with a handler', async () => {
    answers.push(reply(403, { error: 'Solicitud no autorizada.', code: 'authorizationFail' }));
    const onFailure = vi.fn();
    await post('/api/x', { onFailure });
    expect(onFailure).not.toHaveBeenCalled();
    expect(overlay()?.textContent).toContain('Solicitud no autorizada.');
  });

  it('crumbFail retries once with the fresh crumb the answer set', async () => {
    const crumbFail = reply(403, { error: 'x', code: 'crumbFail' });
    answers.push(() => ((document.cookie = 'crumb=c2; path=/'), crumbFail), reply(200, { ok: 1 }));
    expect(await post('/api/x')).toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(call(0).url.searchParams.get('crumb')).toBe('c1');
    expect(call(1).url.searchParams.get('crumb')).toBe('c2');
    expect(call(1).init.headers['x-csrf-token']).toBe('c2');
  });

  it('crumbFail is retried only once, then goes to the handler', async () => {
    answers.push(reply(403, { error: 'x', code: 'crumbFail' }), reply(403, { error: 'y', code: 'crumbFail' }));
    const onFailure = vi.fn();
    await post('/api/x', { onFailure, retries: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: 'crumbFail', message: 'y' }));
  });

  it('crumbFail is not retried when cookies are disabled', async () => {
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    answers.push(reply(403, { error: 'x', code: 'crumbFail' }));
    const onFailure = vi.fn();
    await post('/api/x', { onFailure });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(onFailure).toHaveBeenCalledOnce();
  });

  it('a connection failure is retried after 200 ms while retries last', async () => {
    vi.useFakeTimers();
    answers.push(new TypeError('Failed to fetch'), reply(502, ''), reply(200, { ok: 1 }));
    const result = post('/api/x', { retries: 2 });
    await vi.advanceTimersByTimeAsync(199);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(await result).toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('without retries a connection failure gives the could-not-connect message at once', async () => {
    answers.push(new TypeError('Failed to fetch'));
    const onFailure = vi.fn();
    await get('/api/x', { onFailure });
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 0, message: text('error.connection') }));
  });

  it('a timeout counts as a connection failure', async () => {
    vi.useFakeTimers();
    // A server that never answers: only the abort ends the call.
    fetchMock.mockImplementationOnce((_url: URL, init: RequestInit) => new Promise((_, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
    const onFailure = vi.fn();
    const result = post('/api/census/RecordHit', { timeout: 2500, onFailure });
    await vi.advanceTimersByTimeAsync(2500);
    await result;
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ status: 0, message: text('error.connection') }));
  });
});

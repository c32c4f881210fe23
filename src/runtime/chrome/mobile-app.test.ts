// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALLBACK_NAME, createBridge, findContainer, start } from './mobile-app.ts';

type Fake = Window & Record<string, unknown>;
const win = window as unknown as Fake;

/** An iOS-like container (WKWebView script message handlers) recording what it is sent. */
function fakeIos(handlers: string[]) {
  const sent: { handler: string; message: unknown }[] = [];
  win.webkit = { messageHandlers: Object.fromEntries(handlers.map((h) => [h, { postMessage: (message: unknown) => sent.push({ handler: h, message }) }])) };
  return sent;
}

afterEach(() => {
  delete win.webkit;
  delete win.VitrinaNative;
  delete win[CALLBACK_NAME];
  delete (window as { Vitrina?: unknown }).Vitrina;
  vi.restoreAllMocks();
});

describe('the native container', () => {
  it('is not found in a plain browser: "mobile platform not correctly identified" is thrown', () => {
    expect(findContainer(window)).toBeUndefined();
    expect(() => createBridge(window)).toThrow('mobile platform not correctly identified');
  });

  it('Android: methods of an injected VitrinaNative object, given JSON', () => {
    const calls: string[] = [];
    win.VitrinaNative = { share: (json: string) => calls.push(json) };
    const bridge = createBridge(window);
    void bridge.request('share', { url: '/a' });
    expect(JSON.parse(calls[0])).toEqual({ id: '1', type: 'share', payload: { url: '/a' } });
  });
});

describe('requests', () => {
  it('are stored by id and settled when the native side calls back with that id', async () => {
    const sent = fakeIos(['share', 'pick']);
    const bridge = createBridge(window);
    const first = bridge.request('share', { url: '/a' });
    const second = bridge.request('pick');
    expect(sent.map((s) => s.message)).toEqual([
      { id: '1', type: 'share', payload: { url: '/a' } },
      { id: '2', type: 'pick', payload: undefined },
    ]);
    // Answers may come in any order; each goes to its own request.
    bridge.callback('2', 'cancelled by user');
    bridge.callback('1', null, { shared: true });
    await expect(first).resolves.toEqual({ shared: true });
    await expect(second).rejects.toThrow('cancelled by user');
  });

  it('an unknown or already answered id is ignored', async () => {
    fakeIos(['share']);
    const bridge = createBridge(window);
    const request = bridge.request('share');
    expect(() => bridge.callback('99', null, 'x')).not.toThrow();
    bridge.callback('1', null, 'ok');
    bridge.callback('1', 'late error');
    await expect(request).resolves.toBe('ok');
  });

  it('a missing handler logs "<handler> not found" and the request rejects', async () => {
    fakeIos(['share']);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const bridge = createBridge(window);
    await expect(bridge.request('camera')).rejects.toThrow('camera not found');
    expect(error).toHaveBeenCalledWith('camera not found');
    expect(bridge.post('share', 1)).toBe(true);
  });
});

describe('start (the chrome need mobile-app)', () => {
  it('posts info, answers the global callback, exposes window.Vitrina.bridge; dismiss is posted', async () => {
    const sent = fakeIos(['info', 'dismiss', 'share']);
    (window as { Vitrina?: unknown }).Vitrina = {};
    document.title = 'Inicio';
    start();
    expect(sent[0]).toEqual({ handler: 'info', message: { type: 'info', payload: { url: location.href, title: 'Inicio' } } });
    const bridge = window.Vitrina!.bridge!;
    const answer = bridge.request('share');
    (win[CALLBACK_NAME] as (id: string, error: unknown, result: unknown) => void)('1', null, 'hecho');
    await expect(answer).resolves.toBe('hecho');
    bridge.dismiss();
    expect(sent.at(-1)).toEqual({ handler: 'dismiss', message: { type: 'dismiss' } });
  });

  it('throws without a container (the chrome script logs it)', () => {
    expect(() => start()).toThrow('mobile platform not correctly identified');
    expect(win[CALLBACK_NAME]).toBeUndefined();
  });
});

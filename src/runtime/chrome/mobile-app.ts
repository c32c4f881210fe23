/**
 * The native mobile app bridge (SPEC §2 "platform=mobile-app", §4 "native bridge", §8): the page
 * runs inside a native container and talks to it by messages. docs/chrome-dialogs.md describes
 * the contract for the app's developers:
 * - the container: iOS (WKWebView) `window.webkit.messageHandlers.<handler>.postMessage(message)`;
 *   Android (WebView) an injected `window.VitrinaNative.<handler>(json)` (addJavascriptInterface
 *   takes strings). Neither: 'mobile platform not correctly identified' is thrown.
 * - a message: `{ id?, type: <handler>, payload }`; a request carries an id and is kept until the
 *   native side calls `window.VitrinaBridgeCallback(id, error, result)`: resolved with `result`
 *   when `error` is null or undefined, rejected otherwise. An unknown id is ignored.
 * - a handler the container does not have: '<handler> not found' is logged (a request rejects).
 * On start the bridge posts an 'info' message (page address and title); `dismiss()` asks the
 * container to close the page. Exposed as `window.Vitrina.bridge`.
 */

/** The global function the native side calls back with a request's id. */
export const CALLBACK_NAME = 'VitrinaBridgeCallback';
/** The object an Android container injects. */
export const ANDROID_OBJECT = 'VitrinaNative';

/** Sends one message to a named native handler; false when the container has no such handler. */
type Post = (handler: string, message: BridgeMessage) => boolean;

export interface BridgeMessage {
  id?: string;
  type: string;
  payload?: unknown;
}

export interface Bridge {
  /** Asks the native side for something; settles when it calls back with the request's id. */
  request(handler: string, payload?: unknown): Promise<unknown>;
  /** Posts a message that expects no answer; false when the handler is missing. */
  post(handler: string, payload?: unknown): boolean;
  /** Tells the container about the page (address, title). */
  info(payload?: unknown): boolean;
  /** Asks the container to close the page. */
  dismiss(): boolean;
  /** What the native side calls: settles the request with `id`; an unknown id is ignored. */
  callback(id: string, error?: unknown, result?: unknown): void;
}

interface NativeWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage(message: unknown): void } | undefined> };
  VitrinaNative?: Record<string, unknown>;
}

/** The container's way to post a message, or undefined when the page is not inside one. */
export function findContainer(win: Window): Post | undefined {
  const native = win as unknown as NativeWindow;
  const ios = native.webkit?.messageHandlers;
  if (ios && typeof ios === 'object') {
    return (handler, message) => {
      const target = ios[handler];
      if (!target || typeof target.postMessage !== 'function') return false;
      target.postMessage(message);
      return true;
    };
  }
  const android = native.VitrinaNative;
  if (android && typeof android === 'object') {
    return (handler, message) => {
      const method = android[handler];
      if (typeof method !== 'function') return false;
      method.call(android, JSON.stringify(message));
      return true;
    };
  }
  return undefined;
}

/** The bridge over the container of `win`; throws 'mobile platform not correctly identified' when there is none. */
export function createBridge(win: Window): Bridge {
  const send = findContainer(win);
  if (!send) throw new Error('mobile platform not correctly identified');
  const pending = new Map<string, { resolve(value: unknown): void; reject(reason: unknown): void }>();
  let next = 0;
  const post = (handler: string, message: BridgeMessage) => {
    const sent = send(handler, message);
    if (!sent) console.error(`${handler} not found`);
    return sent;
  };
  return {
    request(handler, payload) {
      const id = String(++next);
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        if (!post(handler, { id, type: handler, payload })) {
          pending.delete(id);
          reject(new Error(`${handler} not found`));
        }
      });
    },
    post: (handler, payload) => post(handler, { type: handler, payload }),
    info: (payload) => post('info', { type: 'info', payload }),
    dismiss: () => post('dismiss', { type: 'dismiss' }),
    callback(id, error, result) {
      const request = pending.get(String(id));
      if (!request) return;
      pending.delete(String(id));
      if (error === null || error === undefined) request.resolve(result);
      else request.reject(error instanceof Error ? error : new Error(String(error)));
    },
  };
}

/** The chrome need 'mobile-app': sets up the bridge, the native callback and window.Vitrina.bridge, and says hello. */
export function start(): void {
  const bridge = createBridge(window);
  (window as unknown as Record<string, unknown>)[CALLBACK_NAME] = bridge.callback;
  if (window.Vitrina) window.Vitrina.bridge = bridge;
  bridge.info({ url: location.href, title: document.title });
}

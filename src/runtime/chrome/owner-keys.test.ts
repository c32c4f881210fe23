// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_LOGOUT, escapeAction, isEditing, LOGOUT_PATH, logout, start, type EscapeKey } from './owner-keys.ts';

const key = (over: Partial<EscapeKey> = {}): EscapeKey => ({ key: 'Escape', shiftKey: false, defaultPrevented: false, ...over });
const OWNER = { signedIn: true, escapeToLogin: false };
const VISITOR = { signedIn: false, escapeToLogin: false };
const VISITOR_ON = { signedIn: false, escapeToLogin: true };

describe('the Escape decision table (§2)', () => {
  it('Escape: a signed-in owner goes to the config area, with or without the setting', () => {
    expect(escapeAction(key(), OWNER)).toBe('config');
    expect(escapeAction(key(), { signedIn: true, escapeToLogin: true })).toBe('config');
    expect(escapeAction(key({ key: 'Esc' }), OWNER)).toBe('config');
  });

  it('Escape: a visitor goes only with useEscapeKeyToLogin', () => {
    expect(escapeAction(key(), VISITOR)).toBeNull();
    expect(escapeAction(key(), VISITOR_ON)).toBe('config');
  });

  it('a viewer alone (no role that opens /config, §6) is a visitor for Escape, and may still sign out', () => {
    const viewer = { signedIn: true, escapeToLogin: false, opensConfig: false };
    expect(escapeAction(key(), viewer)).toBeNull();
    expect(escapeAction(key(), { ...viewer, escapeToLogin: true })).toBe('config');
    expect(escapeAction(key({ shiftKey: true }), viewer)).toBe('logout');
  });

  it('Shift+Escape logs out a signed-in owner, and does nothing for a visitor', () => {
    expect(escapeAction(key({ shiftKey: true }), OWNER)).toBe('logout');
    expect(escapeAction(key({ shiftKey: true }), VISITOR)).toBeNull();
    expect(escapeAction(key({ shiftKey: true }), VISITOR_ON)).toBeNull();
  });

  it('nothing when another handler took the key, a modal or a field holds it, a modifier is held or the key repeats', () => {
    for (const who of [OWNER, VISITOR_ON]) {
      expect(escapeAction(key({ defaultPrevented: true }), who)).toBeNull();
      expect(escapeAction(key(), { ...who, blocked: true })).toBeNull();
      expect(escapeAction(key({ ctrlKey: true }), who)).toBeNull();
      expect(escapeAction(key({ altKey: true }), who)).toBeNull();
      expect(escapeAction(key({ metaKey: true }), who)).toBeNull();
      expect(escapeAction(key({ repeat: true }), who)).toBeNull();
    }
    expect(escapeAction(key({ shiftKey: true, defaultPrevented: true }), OWNER)).toBeNull();
  });

  it('other keys do nothing', () => {
    for (const k of ['Enter', 'e', 'Tab', ' ']) expect(escapeAction(key({ key: k }), OWNER)).toBeNull();
  });
});

describe('fields being edited', () => {
  it('text inputs, textarea, select and contenteditable are; buttons, boxes and links are not', () => {
    document.body.innerHTML = `<input id="t"><input id="e" type="email"><input id="s" type="search"><textarea id="ta"></textarea><select id="sel"></select>
      <div id="ce" contenteditable="true"></div><input id="cb" type="checkbox"><input id="b" type="submit"><button id="btn"></button><a id="a" href="/">x</a>`;
    const el = (id: string) => document.getElementById(id);
    for (const id of ['t', 'e', 's', 'ta', 'sel']) expect(isEditing(el(id)), id).toBe(true);
    for (const id of ['cb', 'b', 'btn', 'a']) expect(isEditing(el(id)), id).toBe(false);
    expect(isEditing(document.body)).toBe(false);
    expect(isEditing(null)).toBe(false);
    expect(isEditing(window)).toBe(false);
  });
});

describe('logout through the data helper (§7, §8)', () => {
  let calls: string[];
  beforeEach(() => {
    calls = [];
    document.cookie = 'crumb=c1; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('POSTs /api/auth/Logout with the crumb, then goes to the root with logout=true', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: URL, init: RequestInit) => {
      calls.push(`${init.method} ${url.pathname}${url.search}`);
      return new Response(null, { status: 204 });
    }));
    const go = vi.fn();
    expect(await logout(go)).toBe(true);
    expect(calls).toEqual([`POST ${LOGOUT_PATH}?crumb=c1`]);
    expect(go).toHaveBeenCalledWith(AFTER_LOGOUT);
  });

  it('a crumbFail is retried once with the fresh crumb', async () => {
    let n = 0;
    vi.stubGlobal('fetch', vi.fn(async (url: URL) => {
      calls.push(url.searchParams.get('crumb') ?? '');
      if (n++ === 0) {
        document.cookie = 'crumb=c2; path=/';
        return new Response(JSON.stringify({ error: 'El formulario venció', code: 'crumbFail' }), { status: 403 });
      }
      return new Response(null, { status: 204 });
    }));
    const go = vi.fn();
    expect(await logout(go)).toBe(true);
    expect(calls).toEqual(['c1', 'c2']);
    expect(go).toHaveBeenCalledOnce();
  });

  it('a second crumbFail is not retried again: no navigation, the system error overlay says so', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => {
      calls.push('x');
      return new Response(JSON.stringify({ error: 'El formulario venció', code: 'crumbFail' }), { status: 403 });
    }));
    const go = vi.fn();
    expect(await logout(go)).toBe(false);
    expect(calls).toHaveLength(2);
    expect(go).not.toHaveBeenCalled();
    expect(document.querySelector('[role="alertdialog"]')).not.toBeNull();
  });
});

describe('start(): the keys and the redirect on a page', () => {
  const ctx = (signedIn: boolean, escapeToLogin = false) =>
    ({
      islands: {},
      authenticatedAccount: signedIn ? { id: 'o1' } : null,
      websiteRoles: signedIn ? [1] : [],
      websiteSettings: { useEscapeKeyToLogin: escapeToLogin },
      website: { developerMode: false, cloneable: false },
    }) as unknown as Parameters<typeof start>[1];
  let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
  let replace: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

  beforeEach(() => {
    sessionStorage.clear();
    document.body.innerHTML = '';
    assign = vi.fn<(url: string | URL) => void>();
    replace = vi.fn<(url: string | URL) => void>();
    vi.spyOn(window.location, 'assign').mockImplementation(assign);
    vi.spyOn(window.location, 'replace').mockImplementation(replace);
  });
  afterEach(() => vi.restoreAllMocks());

  /** A fresh window listener set per test: start() on a detached document of this window. */
  function page(url: string, context: Parameters<typeof start>[1]) {
    (window as unknown as { happyDOM: { setURL(u: string): void } }).happyDOM.setURL(url);
    start(document.body, context);
  }
  const press = (target: EventTarget, init: KeyboardEventInit) => target.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

  it('a signed-in owner on the site address is sent to /config/ once, with the flag set', () => {
    page('https://mini.vitrina.app/blog?x=1', ctx(true));
    expect(replace).toHaveBeenCalledWith('/config/?frameUrl=%2Fblog%3Fx%3D1');
    expect(sessionStorage.getItem('vitrina:noredirect')).toBe('1');
    page('https://mini.vitrina.app/', ctx(true));
    expect(replace).toHaveBeenCalledOnce();
  });

  it('noredirect in the address puts the flag in the session', () => {
    page('https://mini.vitrina.app/?noredirect=1', ctx(true));
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('vitrina:noredirect')).toBe('1');
  });

  it('Escape with a modal dialog open does nothing; without it goes to the area', () => {
    sessionStorage.setItem('vitrina:noredirect', '1');
    page('https://mini.vitrina.app/tienda?p=2', ctx(true));
    document.body.innerHTML = '<div role="dialog" aria-modal="true"><button id="b">x</button></div>';
    press(document.getElementById('b')!, { key: 'Escape' });
    expect(assign).not.toHaveBeenCalled();
    document.body.innerHTML = '';
    press(document.body, { key: 'Escape' });
    expect(assign).toHaveBeenCalledWith('/config/?frameUrl=%2Ftienda%3Fp%3D2');
  });
});

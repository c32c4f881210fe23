// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RUNTIME_FLAG, SECOND_RUN_MESSAGE, claimFirstRun } from './guard.ts';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[RUNTIME_FLAG];
  delete window.Vitrina;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('claimFirstRun', () => {
  it('lets the first copy run and stops a second one with the §4 message', () => {
    const log = { error: vi.fn() };
    const win = {};
    expect(claimFirstRun(win, log)).toBe(true);
    expect(log.error).not.toHaveBeenCalled();
    expect(claimFirstRun(win, log)).toBe(false);
    expect(log.error).toHaveBeenCalledExactlyOnceWith(SECOND_RUN_MESSAGE);
    expect(SECOND_RUN_MESSAGE).toBe('Detected second run, this is bad.');
  });
});

describe('the runtime entry (main.ts)', () => {
  it('initialises once; a second run only logs the message', async () => {
    document.body.innerHTML = '<script type="application/json" id="vitrina-context">{"islands":{}}</script>';
    // Tracking sends its census calls: answer them here rather than over the network.
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    await import('./main.ts');
    const first = window.Vitrina;
    expect(first?.lifecycle.state).toBe('initialised');
    expect(error).not.toHaveBeenCalled();

    vi.resetModules();
    await import('./main.ts');
    expect(error).toHaveBeenCalledExactlyOnceWith('Detected second run, this is bad.');
    expect(window.Vitrina).toBe(first);
  });

  it('puts the nomotion class on <html> for nomotion=true only, and offers the dialogs', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(null, { status: 204 })));
    for (const [query, expected] of [['?nomotion=false', false], ['?a=1&nomotion=true', true]] as const) {
      delete (window as unknown as Record<string, unknown>)[RUNTIME_FLAG];
      document.documentElement.className = '';
      history.replaceState(null, '', `/${query}`);
      vi.resetModules();
      await import('./main.ts');
      expect(document.documentElement.classList.contains('nomotion'), query).toBe(expected);
    }
    expect(Object.keys(window.Vitrina!.dialogs)).toEqual(['confirm', 'alert', 'info']);
    history.replaceState(null, '', '/');
    document.documentElement.className = '';
  });
});

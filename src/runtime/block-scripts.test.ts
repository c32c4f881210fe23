// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blockScriptNames, startBlockScripts } from './block-scripts.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('block scripts', () => {
  it('start each kind on the page once, with the document; kinds not on the page are not fetched', async () => {
    document.body.innerHTML = '<div data-block-script="tabs"></div><div data-block-script="tabs"></div><div data-block-script="ticker"></div>';
    const calls: string[] = [];
    const module = (name: string) => () => Promise.resolve({ default: (root: Document) => void calls.push(`${name}:${root === document}`) });
    const absent = vi.fn(module('absent'));
    await startBlockScripts(document, { tabs: module('tabs'), ticker: module('ticker'), absent });
    expect(calls).toEqual(['tabs:true', 'ticker:true']);
    expect(absent).not.toHaveBeenCalled();
  });

  it('a script that fails to load or start is logged and the others still start', async () => {
    document.body.innerHTML = '<i data-block-script="a"></i><i data-block-script="b"></i><i data-block-script="c"></i>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let started = false;
    await startBlockScripts(document, {
      a: () => Promise.reject(new Error('offline')),
      b: () => Promise.resolve({ default: () => { throw new Error('boom'); } }),
      c: () => Promise.resolve({ default: () => void (started = true) }),
    });
    expect(started).toBe(true);
    expect(error.mock.calls.map((c) => c[0])).toEqual(['Vitrina: the script of the «a» blocks failed', 'Vitrina: the script of the «b» blocks failed']);
  });

  it('names only the kinds the build has a script for', () => {
    document.body.innerHTML = '<i data-block-script="nonexistent-kind"></i>';
    expect(blockScriptNames(document)).toEqual([]);
  });
});

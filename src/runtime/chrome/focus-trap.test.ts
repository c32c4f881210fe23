// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusableIn, trapFocus } from './focus-trap.ts';

const tab = (shiftKey = false) => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('trapFocus', () => {
  function setUp() {
    document.body.innerHTML = `<button id="outside">Fuera</button>
      <div id="box"><a id="a" href="/x">Uno</a><button id="hidden" hidden>No</button><button id="b">Dos</button></div>`;
    const outside = document.getElementById('outside')!;
    outside.focus();
    return { outside, box: document.getElementById('box')!, a: document.getElementById('a')!, b: document.getElementById('b')! };
  }

  it('moves focus to the first focusable element, skipping hidden ones', () => {
    const { box, a, b } = setUp();
    expect(focusableIn(box)).toEqual([a, b]);
    trapFocus(box);
    expect(document.activeElement).toBe(a);
  });

  it('wraps Tab from the last to the first and Shift+Tab from the first to the last', () => {
    const { box, a, b } = setUp();
    trapFocus(box);
    tab(true);
    expect(document.activeElement).toBe(b);
    tab();
    expect(document.activeElement).toBe(a);
  });

  it('calls onEscape on Escape and gives focus back on release', () => {
    const { box, outside } = setUp();
    const onEscape = vi.fn();
    const release = trapFocus(box, { onEscape });
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(onEscape).toHaveBeenCalledOnce();
    release();
    expect(document.activeElement).toBe(outside);
    tab();
    expect(document.activeElement).toBe(outside);
  });

  it('focuses the container itself when nothing in it can take focus', () => {
    document.body.innerHTML = '<div id="box"><p>Solo texto</p></div>';
    const box = document.getElementById('box')!;
    trapFocus(box);
    expect(document.activeElement).toBe(box);
  });
});

import { describe, expect, it } from 'vitest';
import { rememberedByText } from './remembered.ts';

describe('rememberedByText', () => {
  it('makes each answer once per text, and apart per text', () => {
    const made: string[] = [];
    const upper = rememberedByText((text) => (made.push(text), text.toUpperCase()));
    expect([upper('hola'), upper('adiós'), upper('hola'), upper('')]).toEqual(['HOLA', 'ADIÓS', 'HOLA', '']);
    expect(made).toEqual(['hola', 'adiós', '']);
  });

  it('keeps an answer that is undefined too', () => {
    let calls = 0;
    const nothing = rememberedByText(() => (calls++, undefined));
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });

  it('stays within its entries and characters: full, it starts again, and answers stay right', () => {
    let calls = 0;
    const length = rememberedByText((text) => (calls++, text.length), { entries: 3, chars: 100 });
    for (const text of ['a', 'bb', 'ccc', 'dddd']) length(text); // the fourth empties it
    expect(calls).toBe(4);
    length('dddd');
    expect(calls).toBe(4);
    length('a');
    expect(calls).toBe(5);
    expect(length('x'.repeat(60))).toBe(60); // over chars / 8: answered, never kept
    expect(length('x'.repeat(60))).toBe(60);
    expect(calls).toBe(7);
  });

  it("counts the answers' characters too: a short text with a long answer fills it", () => {
    let calls = 0;
    const long = rememberedByText((text) => (calls++, text.repeat(5)), { chars: 120 });
    for (const text of ['ab', 'cd', 'ef']) long(text); // 12 characters each with its answer
    long('ab');
    expect(calls).toBe(3);
    for (let i = 0; i < 8; i++) long(`x${i}`); // 120 reached: emptied once
    long('ab');
    expect(calls).toBe(12);
    const sized = rememberedByText((text) => (calls++, { html: text.repeat(40) }), { chars: 400, length: (a) => a.html.length });
    sized('abc'); // 3 + 120 > 400 / 8: answered, never kept
    sized('abc');
    expect(calls).toBe(14);
  });
});

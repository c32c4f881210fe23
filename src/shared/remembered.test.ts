import { describe, expect, it } from 'vitest';
import { rememberedBy } from './remembered.ts';

const byItself = (t: string) => t;

describe('rememberedBy', () => {
  it('makes each answer once per text, and apart per text', () => {
    const made: string[] = [];
    const upper = rememberedBy((t: string) => (made.push(t), t.toUpperCase()), byItself);
    expect([upper('hola'), upper('adiós'), upper('hola'), upper('')]).toEqual(['HOLA', 'ADIÓS', 'HOLA', '']);
    expect(made).toEqual(['hola', 'adiós', '']);
  });

  it('keeps an answer that is undefined too', () => {
    let calls = 0;
    const nothing = rememberedBy(() => (calls++, undefined), byItself);
    nothing('x');
    nothing('x');
    expect(calls).toBe(1);
  });

  it('stays within its entries and characters: full, it starts again, and answers stay right', () => {
    let calls = 0;
    const length = rememberedBy((text: string) => (calls++, text.length), byItself, { entries: 3, chars: 100 });
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
    const long = rememberedBy((text: string) => (calls++, text.repeat(5)), byItself, { chars: 120 });
    for (const text of ['ab', 'cd', 'ef']) long(text); // 12 characters each with its answer
    long('ab');
    expect(calls).toBe(3);
    for (let i = 0; i < 8; i++) long(`x${i}`); // 120 reached: emptied once
    long('ab');
    expect(calls).toBe(12);
    const sized = rememberedBy((text: string) => (calls++, { html: text.repeat(40) }), byItself, { chars: 400, length: (a) => a.html.length });
    sized('abc'); // 3 + 120 > 400 / 8: answered, never kept
    sized('abc');
    expect(calls).toBe(14);
  });
});

import { describe, expect, it } from 'vitest';
import { catalogue, t, type MessageKey } from './index.ts';
import { fillPlain, isPlainMessage } from './plain.ts';

describe('plain messages: formatted without the ICU parser, exactly as t()', () => {
  const plain = (Object.entries(catalogue) as [MessageKey, string][]).filter(([, source]) => isPlainMessage(source));

  it('covers most of the catalogue, and none with plural, select or quotes', () => {
    expect(plain.length).toBeGreaterThan(100);
    expect(isPlainMessage('{n, plural, one {#} other {#}}')).toBe(false);
    expect(isPlainMessage('{max, number} caracteres')).toBe(false);
    expect(isPlainMessage("l'eau")).toBe(false);
  });

  it.each(plain)('%s', (key, source) => {
    const names = [...source.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    const values = Object.fromEntries(names.map((name, i) => [name, `v${i}«&»`]));
    expect(fillPlain(source, values)).toBe(t(key, values));
  });

  it('keeps an argument that was not given as written', () => {
    expect(fillPlain('Hola {name}')).toBe('Hola {name}');
  });
});

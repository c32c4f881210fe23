import { describe, expect, it } from 'vitest';
import { catalogue, compileMessage, domains, isMessageKey, MessageFormatError, t, type MessageKey } from './index.ts';

describe('the catalogue', () => {
  it('keeps each key in exactly one domain file, under its domain prefix', () => {
    const keys = Object.values(domains).flatMap((d) => Object.keys(d));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(catalogue).length).toBe(keys.length);
    for (const [name, domain] of Object.entries(domains)) {
      for (const key of Object.keys(domain)) expect(key.startsWith(`${name}.`), key).toBe(true);
    }
  });

  it('parses every message ahead of use (no malformed source, no invalid plural key)', () => {
    for (const [key, source] of Object.entries(catalogue)) expect(() => compileMessage(source), key).not.toThrow();
  });

  it('has no empty message', () => {
    for (const [key, source] of Object.entries(catalogue)) expect(source.trim(), key).not.toBe('');
  });
});

describe('t', () => {
  it('formats a plain message', () => {
    expect(t('commerce.soldOut')).toBe('Agotado');
    expect(t('page.logoutTitle')).toBe('La sesión se cerró correctamente');
  });

  it('fills arguments', () => {
    expect(t('page.byAuthor', { author: 'Lucía' })).toBe('Por Lucía');
    expect(t('validation.invalidEmail', { email: 'nombre@ejemplo.com' })).toBe(
      'El correo electrónico no es válido. Las direcciones de correo electrónico deben seguir el formato nombre@ejemplo.com.',
    );
    expect(t('page.copyright', { year: 2025, site: 'Café Aurora' })).toBe('© 2025 Café Aurora. Todos los derechos reservados.');
  });

  it('formats again whenever the values change: other values, one more, one missing, the same object changed', () => {
    expect(t('page.copyright', { year: 2025, site: 'Café Aurora' })).toBe('© 2025 Café Aurora. Todos los derechos reservados.');
    expect(t('page.copyright', { year: 2026, site: 'Café Aurora' })).toBe('© 2026 Café Aurora. Todos los derechos reservados.');
    expect(t('page.copyright', { year: 2026, site: 'Café Aurora', extra: 'x' })).toBe('© 2026 Café Aurora. Todos los derechos reservados.');
    expect(() => t('page.copyright', { year: 2026 })).toThrow();
    const values = { year: 2026, site: 'Café Aurora' };
    expect(t('page.copyright', values)).toBe('© 2026 Café Aurora. Todos los derechos reservados.');
    values.site = 'Panadería Sol';
    expect(t('page.copyright', values)).toBe('© 2026 Panadería Sol. Todos los derechos reservados.');
  });

  it.each([
    [0, 'Comentarios'],
    [1, '1 comentario'],
    [2, '2 comentarios'],
    [100, '100 comentarios'],
    [1000000, '1,000,000 comentarios'], // es-419 "many": falls back to other
  ])('uses es-419 plural rules: %i → %s', (count, text) => {
    expect(t('comments.heading', { count })).toBe(text);
  });

  it('fails the type check for a key that is not in the catalogue', () => {
    // @ts-expect-error: 'page.noSuchMessage' is not a MessageKey
    expect(() => t('page.noSuchMessage')).toThrow();
    const key: MessageKey = 'workflow.available';
    expect(t(key)).toBe('Disponible');
  });

  it('throws when a message needs an argument that is missing', () => {
    expect(() => t('page.byAuthor')).toThrow();
  });

  it('tells keys from data apart', () => {
    expect(isMessageKey('commerce.onSale')).toBe(true);
    expect(isMessageKey('toString')).toBe(false);
  });
});

describe('compileMessage (§8: the message-format parser throws on an invalid plural key)', () => {
  it.each([
    ['{n, plural, one {a} foo {b} other {c}}', /Invalid plural key "foo"/],
    ['{n, plural, one {a} few {b} other {c}}', /Invalid plural key "few"/], // not an es-419 category
    ['{n, plural, one {a}}', /Malformed/], // no "other"
    ['{n, plural, one {a} other {b}', /Malformed/], // unclosed
    ['{k, select, a {{n, plural, one {x} two {y} other {z}}} other {w}}', /Invalid plural key "two"/], // nested
  ])('%s throws', (source, error) => {
    expect(() => compileMessage(source)).toThrow(MessageFormatError);
    expect(() => compileMessage(source)).toThrow(error);
  });

  it('accepts exact values and the es-419 categories', () => {
    expect(compileMessage('{n, plural, =0 {cero} one {#} many {# muchos} other {#}}').format({ n: 0 })).toBe('cero');
  });

  it('treats angle brackets as text', () => {
    expect(compileMessage('a <b>c</b>').format()).toBe('a <b>c</b>');
  });
});

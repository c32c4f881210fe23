import { describe, expect, it } from 'vitest';
import { dataCallMessages, errorMessages } from '../../shared/messages/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { text, type ErrorTextKey } from './text.ts';

describe('text: the runtime reads the catalogue without an ICU parser', () => {
  const keys = Object.keys(dataCallMessages) as ErrorTextKey[];

  it.each(keys)('%s answers exactly what t() answers', (key) => {
    expect(text(key, { url: 'https://pan.example.com/api/x?a=1' })).toBe(t(key, { url: 'https://pan.example.com/api/x?a=1' }));
  });

  it('these messages use plain {name} arguments only (no plural, select, quotes)', () => {
    for (const [key, source] of Object.entries(dataCallMessages)) expect(source, key).not.toMatch(/\{\s*\w+\s*,|'/);
  });

  it('are part of the catalogue of error messages', () => {
    for (const key of keys) expect(errorMessages[key]).toBe(dataCallMessages[key]);
  });

  it('keeps an argument that was not given as written', () => {
    expect(text('error.unparsable')).toContain('{url}');
  });
});

import { describe, expect, it } from 'vitest';
import { jsonForScript } from './context-json.ts';

describe('jsonForScript', () => {
  it('cannot close the script element or open a comment, and parses back the same', () => {
    const value = { a: '</script><script>alert(1)</script>', b: '<!-- x -->', c: 'a & b', d: 'línea\u2028párrafo\u2029fin', e: [1, null, true] };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replaceElements } from './replace-elements.ts';

describe('replaceElements', () => {
  const mark = (whole: string, tag: string, attrs: string, inner: string) => `[${tag}|${attrs}|${inner}]`;

  it('does what the lazy expression did, on every short string of the characters that matter', () => {
    const lazy = /<(h[1-4]|p)\b([^>]*)>([\s\S]*?)<\/\1>/g;
    const pieces = fc.constantFrom('<p>', '</p>', '<h2 a="1">', '</h2>', '<p', '>', 'x', ' ', '<', '/', '<pre>', '</pre>', '<h5>', '</h5>', '<P>', '</p >', '<h2', '<p/>');
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        const html = parts.join('');
        expect(replaceElements(html, /<(h[1-4]|p)\b([^>]*)>/g, mark)).toBe(html.replace(lazy, mark));
      }),
      { numRuns: 5_000 },
    );
  });

  it('matches closing tags in any case with the i flag, like the expression with i', () => {
    const html = '<SCRIPT src="a">x</script> texto <style>b{}</STYLE> fin <script>sin cierre';
    const lazy = /<(script|style)[^>]*>[\s\S]*?<\/\1>/gi;
    expect(replaceElements(html, /<(script|style)()[^>]*>/gi, () => ' ')).toBe(html.replace(lazy, ' '));
  });

  it('leaves text without the elements as it is', () => {
    expect(replaceElements('<div>hola</div>', /<(p)\b([^>]*)>/g, mark)).toBe('<div>hola</div>');
  });
});

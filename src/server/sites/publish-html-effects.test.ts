import { describe, expect, it } from 'vitest';
import { sanitizeOwnerHtml } from './publish-html.ts';

// Owner HTML keeps the rich-text effects (src/shared/effects) and nothing more.
describe('sanitising text effects and scaled text', () => {
  it('keeps a text-effect span with its well-formed attributes only', () => {
    expect(sanitizeOwnerHtml('<p><span data-text-effect="draw" data-shape="circle" data-direction="left" data-caps="round" data-thickness="0.1em" data-duration="1.2" style="color:red" onclick="x()" class="y">café</span></p>'))
      .toBe('<p><span data-text-effect="draw" data-shape="circle" data-direction="left" data-caps="round" data-thickness="0.1em" data-duration="1.2">café</span></p>');
  });
  it('drops bad values, and every effect attribute of a span without a §4 kind', () => {
    expect(sanitizeOwnerHtml('<span data-text-effect="fade" data-shape="heart" data-thickness="1px;background:url(x)" data-duration="x">a</span>')).toBe('<span data-text-effect="fade">a</span>');
    expect(sanitizeOwnerHtml('<span data-text-effect="spin" data-shape="circle">a</span>')).toBe('<span>a</span>');
  });
  it('keeps the scaled-text marker, bare, on h1–h4 and p only', () => {
    expect(sanitizeOwnerHtml('<h2 data-scaled-text="javascript:x" style="a">Café</h2><p data-scaled-text>b</p><li data-scaled-text>c</li>'))
      .toBe('<h2 data-scaled-text>Café</h2><p data-scaled-text>b</p><li>c</li>');
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { cleanBannerHtml } from './cookie-banner-html.ts';

const clean = (html: string) => {
  const div = document.createElement('div');
  div.append(cleanBannerHtml(html, document));
  return div.innerHTML;
};

describe('the banner text of an update event, cleaned in the browser', () => {
  it('keeps formatting, lists and safe links', () => {
    const html = '<p>Usamos <strong>cookies</strong> y <em>más</em>.<br><a href="/privacidad">Aviso</a> <a href="mailto:hola@cafe.mx">correo</a> <a href="https://cafe.mx/p">web</a></p><ul><li>uno</li></ul>';
    expect(clean(html)).toBe(html);
  });

  it('drops scripts, styles, frames and their content, and every attribute but a safe href', () => {
    expect(clean('<p onclick="x()" style="color:red" class="a">Hola<script>alert(1)</script><style>p{}</style><iframe src="https://evil.test"></iframe></p>')).toBe('<p>Hola</p>');
    expect(clean('<a href="javascript:alert(1)" target="_blank">x</a>')).toBe('<a>x</a>');
    expect(clean('<a href=" JaVaScRiPt:alert(1)">x</a><a href="data:text/html,hi">y</a><a href="vbscript:z">z</a>')).toBe('<a>x</a><a>y</a><a>z</a>');
  });

  it('unwraps elements outside the allowlist to their (cleaned) content', () => {
    expect(clean('<div><span>Texto <img src=x onerror="alert(1)"><b>fuerte</b></span></div>')).toBe('Texto <b>fuerte</b>');
    expect(clean('<svg><a href="javascript:alert(1)"><text>t</text></a><script>alert(2)</script></svg>')).toBe('t');
    expect(clean('<!-- nota --><p>a</p>')).toBe('<p>a</p>');
  });
});

import { describe, expect, it } from 'vitest';
import { ENCODED_REDIRECT_VECTORS, OPEN_REDIRECT_VECTORS } from '../../shared/validate/open-redirects.ts';
import { MAX_FRAME_URL, safeFrameUrl } from './frame-url.ts';

/** Where an iframe with this src, on https://mini.vitrina.test/config/, loads from. */
const origin = (src: string) => new URL(src, 'https://mini.vitrina.test/config/').origin;

describe('frameUrl (the page shown inside /config/)', () => {
  it('keeps paths of the site with their query and fragment', () => {
    expect(safeFrameUrl('/')).toBe('/');
    expect(safeFrameUrl('/blog/mi-post?p=2&q=pan')).toBe('/blog/mi-post?p=2&q=pan');
    expect(safeFrameUrl('/tienda#productos')).toBe('/tienda#productos');
    expect(safeFrameUrl('/panadería')).toBe('/panader%C3%ADa');
  });

  it('hostile values fall back to the site root', () => {
    for (const hostile of [
      '//evil.example', '///evil.example', 'https://evil.example/', 'http:evil.example', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>', '/\\evil.example', '\\\\evil.example', '/a\\b', '/\t/evil.example', ' /x', '/x\n',
      'evil.example', '', '//user:pass@evil.example', '/%5Cevil.example'.replace('%5C', '\\'), '/config', '/config/analytics', '/CONFIG/design',
      '/config/?frameUrl=%2F', '/a/../config/forms',
    ]) {
      expect(safeFrameUrl(hostile), JSON.stringify(hostile)).toBe('/');
    }
  });

  it('not a string, or too long: the root', () => {
    for (const v of [undefined, null, 1, ['/a', '/b'], { a: 1 }]) expect(safeFrameUrl(v)).toBe('/');
    expect(safeFrameUrl('/' + 'a'.repeat(MAX_FRAME_URL))).toBe('/');
  });

  it(`every open-redirect vector (${OPEN_REDIRECT_VECTORS.length + ENCODED_REDIRECT_VECTORS.length}) stays on the site`, () => {
    for (const v of [...OPEN_REDIRECT_VECTORS, ...ENCODED_REDIRECT_VECTORS]) {
      const kept = safeFrameUrl(v);
      expect(kept.startsWith('/') && !kept.startsWith('//'), JSON.stringify(v)).toBe(true);
      expect(origin(kept), JSON.stringify(v)).toBe('https://mini.vitrina.test');
    }
  });

  it('an encoded path stays encoded: it names a page of the site, never another host', () => {
    expect(safeFrameUrl('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(origin(safeFrameUrl('/%2F%2Fevil.example'))).toBe('https://mini.vitrina.test');
  });
});

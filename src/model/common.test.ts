import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OPEN_REDIRECT_VECTORS } from '../shared/validate/open-redirects.ts';
import { Href } from './common.ts';

describe('Href: a site-relative link by the URL parser, or http(s), mailto, tel, an anchor', () => {
  it.each([['/'], ['/blog/hola?p=2#c'], ['https://ejemplo.com/a'], ['mailto:ana@ejemplo.com'], ['tel:+5255'], ['#contacto']])('%j is accepted', (href) => {
    expect(v.safeParse(Href, href).success).toBe(true);
  });

  it.each([['/\\evil.example'], ['/\t/evil.example'], ['//evil.example'], ['/\\/evil.example'], ['blog'], ['javascript:alert(1)']])('%j is refused', (href) => {
    expect(v.safeParse(Href, href).success).toBe(false);
  });

  it('refuses every open-redirect vector that does not name http(s), mailto or tel outright', () => {
    const accepted = OPEN_REDIRECT_VECTORS.filter((href) => v.safeParse(Href, href).success);
    // Only plain absolute links of another site remain, which a link may be (they are not disguised as paths).
    for (const href of accepted) expect(href, href).toMatch(/^(https?:\/\/|mailto:)/);
  });
});

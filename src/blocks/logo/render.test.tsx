// @vitest-environment happy-dom
import * as v from 'valibot';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { fixturePage } from '../../page/test-fixtures.ts';

import { describe, expect, it } from 'vitest';
import { fixtureMedia } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { blockMeta } from '../schemas.ts';
import { LOGO_HEIGHTS, LogoData } from './logo.schema.ts';
import meta from './meta.ts';

const logo = fixtureMedia('logo', 600, 200, 'Logotipo de Café Aurora');

describe('logo block (type 3)', () => {
  it('is the folder of type 3; defaults and refusals', () => {
    expect(blockMeta(BlockType.LOGO)).toBe(meta);
    expect(meta.reads).toEqual(['current', 'site']);
    expect(v.parse(LogoData, {})).toEqual({ size: 'medium', align: 'left', link: true });
    for (const bad of [{ size: 'huge' }, { align: 'top' }, { link: 'yes' }]) expect(v.safeParse(LogoData, bad).success).toBe(false);
    expect(LOGO_HEIGHTS).toEqual({ small: 40, medium: 64, large: 96 });
  });

  it('the site logo at the chosen height, in a link home named for the site', () => {
    const root = dom(renderBlock(BlockType.LOGO, { size: 'small' }, { site: { headerFooter: withLogo(), media: { logo } } }));
    const a = root.querySelector('a')!;
    expect(a.getAttribute('href')).toBe('/');
    expect(a.getAttribute('aria-label')).toBe('Café Aurora: ir a la página de inicio');
    expect(a.hasAttribute('aria-current')).toBe(false);
    const img = root.querySelector('img')!;
    expect([img.getAttribute('height'), img.getAttribute('width'), img.getAttribute('alt')]).toEqual(['40', '120', '']);
  });

  it('without a logo: the site title; on the home page marked current; unlinked when asked', () => {
    const home = dom(renderBlock(BlockType.LOGO, {}, { path: '/' }));
    expect(home.querySelector('a')?.getAttribute('aria-current')).toBe('page');
    expect(home.querySelector('.logo-block__text')?.textContent).toBe('Café Aurora');
    const plain = dom(renderBlock(BlockType.LOGO, { link: false }, { site: { headerFooter: withLogo(), media: { logo } } }));
    expect(plain.querySelector('a')).toBeNull();
    expect(plain.querySelector('img')?.getAttribute('alt')).toBe('Logotipo de Café Aurora');
  });
});

/** The fixture site's header and footer with the logo set. */
function withLogo() {
  const { headerFooter } = fixturePage([]).site;
  return { ...headerFooter, header: { ...headerFooter.header, logoMediaId: 'logo' } };
}

import { describe, expect, it } from 'vitest';
import { PageType } from '../shared/enums.ts';
import { headMeta } from './head-meta.ts';
import { createRenderContext } from './render-context.ts';
import { fixtureAssets, fixturePage } from './test-fixtures.ts';

const meta = (overrides: Parameters<typeof fixturePage>[1], status = 200) => {
  const model = fixturePage([], { path: '/sobre-nosotros', ...overrides });
  return headMeta(model, createRenderContext(model, fixtureAssets), status);
};

// Issue 18 (docs/seo.md): every system page (§2 page types from 100) is noindex and names no
// canonical address; every other page names its own.
describe('noindex and canonical by page type', () => {
  const types = Object.entries(PageType) as [string, number][];

  it.each(types.filter(([, n]) => n >= 100))('%s (%i) is noindex, without canonical', (_name, pageType) => {
    const m = meta({ pageType: pageType as PageType });
    expect(m.noindex).toBe(true);
    expect(m.canonical).toBeUndefined();
  });

  it.each(types.filter(([, n]) => n < 100))('%s (%i) names its canonical address and is indexed', (_name, pageType) => {
    const m = meta({ pageType: pageType as PageType });
    expect(m.noindex).toBe(false);
    expect(m.canonical).toMatch(/^https?:\/\/[^/]+\/sobre-nosotros$/);
  });

  it('a page that says one thing in the chrome (a member page), or any error answer, is noindex whatever its type', () => {
    expect(meta({ pageType: PageType.PAGE, message: { heading: 'Ingresar', text: '' } }).noindex).toBe(true);
    const denied = meta({ pageType: PageType.PAGE }, 403);
    expect(denied.noindex).toBe(true);
    expect(denied.canonical).toBeUndefined();
  });
});

import * as v from 'valibot';
import { renderStaticMarkup } from '../../src/page/static-markup/render.ts';
import { blockDefinition, contextFor } from '../../src/blocks/registry.ts';
import type { PageModel, SiteView } from '../../src/page/context.ts';
import { createRenderContext } from '../../src/page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../src/page/test-fixtures.ts';

/**
 * The block of `type` with `data` (checked by its schema) on the page at `path` of the fixture
 * site (src/page/test-fixtures.ts), rendered as the page renders it: through `contextFor`, so the
 * block sees only the context fields its meta declares. `model.lists` gives a collection block
 * the items it lists (as src/server/sites/lists.ts would), `model.now` the render time.
 */
export function renderBlock(type: number, data: unknown, opts: { path?: string; site?: Partial<SiteView>; id?: string; model?: Pick<PageModel, 'lists' | 'now'> } = {}): string {
  const def = blockDefinition(type)!;
  const base = fixturePage([]);
  const page = { ...fixturePage([], { path: opts.path ?? '/nosotros', site: { ...base.site, ...opts.site } }), ...opts.model };
  return renderStaticMarkup(<>{def.render!({ id: opts.id ?? 'b1', data: v.parse(def.data, data), span: 12, type }, contextFor(def, createRenderContext(page, fixtureAssets)))}</>);
}

/** Markup as a DOM tree (in a happy-dom test). */
export function dom(html: string): HTMLElement {
  const div = document.createElement('div');
  div.innerHTML = html;
  return div;
}

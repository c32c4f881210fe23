import { RenderBoundary, renderStaticMarkup } from './static-markup/render.ts';
import type { Block } from '../model/index.ts';
import type { PageAssets, PageModel } from './context.ts';
import { blockFailed, staticBlockNode } from './layout/BlockView.tsx';
import { createRenderContext } from './render-context.ts';

/**
 * The inner HTML of one static block of `page` (what its grid cell holds), rendered as the page
 * renders it: with the page's render context, so the block sees what it sees on the page (its
 * lists, the render time, the site), except that no image of it loads eagerly. '' when it
 * renders nothing. Used by GetWidgetRendering (§7).
 */
export function renderBlockHtml(block: Block, page: PageModel, assets: PageAssets): string {
  const ctx = createRenderContext(page, assets);
  // Fetched after the page loaded, it is never the page's first image to show (its LCP).
  ctx.eagerImage = () => false;
  const node = staticBlockNode(block, ctx);
  if (node == null) return '';
  return renderStaticMarkup(<RenderBoundary onError={(error) => blockFailed(block, error)}>{node}</RenderBoundary>);
}

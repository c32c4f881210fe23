import type { ReactNode } from 'react';
import { blockDefinition, contextFor } from '../../blocks/registry.ts';
import { hydrationAttributes } from '../../shared/islands.ts';
import type { Block } from '../../model/index.ts';
import type { RenderContext } from '../context.ts';
import { blockData } from '../render-context.ts';
import { RenderBoundary } from '../static-markup/render.ts';
import { classList } from '../../ui/class-list.ts';

/** The grid cell class of a block: its kind and its span of the 12 columns. */
const cellClass = (name: string, span: number) => classList`block block--${name} span-${Math.min(Math.max(span || 12, 1), 12)}`;

/**
 * One block in its grid cell. An unknown type or data that does not fit its schema renders
 * nothing; an island is its server HTML inside a `data-island` wrapper the runtime wakes.
 */
export function BlockView({ block, ctx }: { block: Block; ctx: RenderContext }) {
  const def = blockDefinition(block.type);
  if (!def) return null;
  const className = cellClass(def.name, block.span);

  if (def.island) {
    const island = ctx.islands?.get(block.id);
    if (!island) return null;
    return (
      <div className={className}>
        <div
          data-island={island.name}
          data-block-id={block.id}
          {...hydrationAttributes(island.hydrate)}
          data-props={JSON.stringify(island.props)}
          dangerouslySetInnerHTML={{ __html: island.html }}
        />
      </div>
    );
  }

  const node = staticBlockNode(block, ctx);
  return node == null ? null : (
    <RenderBoundary onError={(error) => blockFailed(block, error)}>
      <div className={className}>{node}</div>
    </RenderBoundary>
  );
}

/** A block that throws renders nothing; the page goes on, the log says which block. */
export function blockFailed(block: Block, error: unknown): void {
  console.error(`Vitrina: block ${block.id} failed to render`, error);
}

/**
 * What a static block renders inside its grid cell (null for an island, an unknown type, data
 * that does not fit, or a renderer that throws; what its components throw while the page is
 * written is caught by the cell's RenderBoundary): the page's cells and GetWidgetRendering
 * (src/page/render-block.ts) both render blocks through it.
 */
export function staticBlockNode(block: Block, ctx: RenderContext): ReactNode {
  const def = blockDefinition(block.type);
  if (!def?.render) return null;
  const data = blockData(def, block.data);
  if (data === undefined) return null;
  try {
    return def.render({ id: block.id, data, span: block.span, type: block.type }, contextFor(def, ctx));
  } catch (error) {
    blockFailed(block, error);
    return null;
  }
}

import type * as v from 'valibot';
import type { ComponentType, ReactNode } from 'react';
import type { BlockContext, BlockMeta } from './block-meta.ts';

export type { BlockCollection, BlockComments, BlockContext, BlockList, BlockListItem, BlockContextField, BlockMeta, BlockOrigin, BlockPage, BlockSite, CspDirective, HydrationStrategy } from './block-meta.ts';
export { LIST_ITEMS_MAX, blockOrigins, defineBlockMeta } from './block-meta.ts';

/** JSON values: the only thing island props may contain (no functions, dates as ISO strings). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What a block renders from: its id and its validated data. */
export interface BlockInput<D> {
  id: string;
  data: D;
  /** Width in grid columns (1–12), when known: images size themselves from it. */
  span?: number;
  /** The block's §3 type number as stored: a §3 variant (1000–1019) when the block is one. */
  type?: number;
}

/**
 * Everything about one block type, exported by `src/blocks/<name>/index.ts`: its meta plus
 * `render` (a static block) or `island` (rendered on the server from its props, hydrated in
 * the browser from its own chunk `<name>.island.tsx`).
 */
export interface BlockDefinition<S extends v.GenericSchema = v.GenericSchema> extends BlockMeta<S> {
  render?: (block: BlockInput<v.InferOutput<S>>, ctx: BlockContext) => ReactNode;
  island?: {
    Component: ComponentType<any>;
    props: (block: BlockInput<v.InferOutput<S>>, ctx: BlockContext) => Json;
  };
}

/**
 * Declares a block: its meta and how it renders.
 * @example export default defineBlock(quoteMeta, { render: ({ data }) => createElement(QuoteBlock, { data }) });
 */
export function defineBlock<S extends v.GenericSchema>(
  meta: BlockMeta<S>,
  how: Pick<BlockDefinition<S>, 'render'> | Pick<BlockDefinition<S>, 'island'>,
): BlockDefinition<S> {
  return { ...meta, ...how };
}

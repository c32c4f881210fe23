import type * as v from 'valibot';
import type { ComponentType, ReactNode } from 'react';
import type { BlockType } from '../shared/enums.ts';
import type { RenderContext } from '../page/context.ts';

/** JSON values: the only thing island props may contain (no functions, dates as ISO strings). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** What a block renders from: its id and its validated data. */
export interface BlockInput<D> {
  id: string;
  data: D;
  /** Width in grid columns (1–12), when known: images size themselves from it. */
  span?: number;
}

/**
 * Everything about one block type, exported by `src/blocks/<name>/index.ts`.
 * A static block has `render`; a block that moves has `island` (rendered on the server
 * from its props, hydrated in the browser from its own chunk `<name>.island.tsx`).
 */
export interface BlockDefinition<S extends v.GenericSchema = v.GenericSchema> {
  type: BlockType;
  /** Folder name, also the island name. */
  name: string;
  /** Schema of the block's data in site files. */
  data: S;
  render?: (block: BlockInput<v.InferOutput<S>>, ctx: RenderContext) => ReactNode;
  island?: {
    Component: ComponentType<any>;
    props: (block: BlockInput<v.InferOutput<S>>, ctx: RenderContext) => Json;
  };
}

/** Declares a block with its data type inferred from the schema. */
export function defineBlock<S extends v.GenericSchema>(def: BlockDefinition<S>): BlockDefinition<S> {
  return def;
}

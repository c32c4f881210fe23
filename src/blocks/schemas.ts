/**
 * The schema registry: what site-file validation and the page's security policy know about
 * blocks, made from the folders' `meta.ts` (metas.generated.ts). Loads no React: the model and
 * the importer reach block data schemas through here without any component.
 */
import type { BlockSchemas } from '../model/layout.ts';
import { blockMetaList } from './metas.generated.ts';
import type { BlockMeta } from './block-meta.ts';

const metaByType = new Map<number, BlockMeta<any>>();
for (const meta of blockMetaList) addMeta(meta);

/** The numbers a block answers to: its §1 types and its §3 variants (a gallery slideshow is 1000). */
export function blockNumbers(meta: Pick<BlockMeta<any>, 'types' | 'variants'>): number[] {
  return [...meta.types, ...(meta.variants ?? [])];
}

function addMeta(meta: BlockMeta<any>): void {
  for (const type of blockNumbers(meta)) {
    if (metaByType.has(type)) throw new Error(`block type ${type} is declared by both ${metaByType.get(type)!.name} and ${meta.name}`);
    metaByType.set(type, meta);
  }
}

/** The meta of the block that renders `type`, or undefined when no folder renders it (yet). */
export function blockMeta(type: number): BlockMeta<any> | undefined {
  return metaByType.get(type);
}

/** Every block meta, including fixtures registered by tests. */
export function blockMetas(): BlockMeta<any>[] {
  return [...new Set(metaByType.values())];
}

/**
 * For tests only: registers a fixture block's meta (a block that is not a folder of src/blocks)
 * and returns the function that removes it again.
 */
export function registerFixtureMeta(meta: BlockMeta<any>): () => void {
  // A fixture may stand in for a folder's block of the same type (the video fixture for the
  // video block): the folder's meta comes back when the fixture is removed.
  const shadowed = new Map(blockNumbers(meta).map((type) => [type, metaByType.get(type)]));
  for (const type of blockNumbers(meta)) metaByType.delete(type);
  addMeta(meta);
  return () => {
    for (const type of blockNumbers(meta)) {
      if (metaByType.get(type) !== meta) continue;
      const previous = shadowed.get(type);
      if (previous) metaByType.set(type, previous);
      else metaByType.delete(type);
    }
  };
}

/** What site-file validation asks of blocks (src/model/site.ts `parseSite`). */
export const blockSchemas: BlockSchemas = {
  schema: (type) => metaByType.get(type)?.data,
  warnings: (type, data, site) => metaByType.get(type)?.warnings?.(data, site) ?? [],
};

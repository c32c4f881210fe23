/**
 * The render registry: block type number → block definition (meta and component), made from
 * the folders' `index.ts` (renderers.generated.ts). The page layer renders through it; the
 * model and the importer use the schema registry (schemas.ts) instead, which loads no React.
 */
import { blockDefinitionList } from './renderers.generated.ts';
import { blockNumbers, registerFixtureMeta } from './schemas.ts';
import type { BlockContext, BlockDefinition } from './types.ts';

const byType = new Map<number, BlockDefinition<any>>();
for (const def of blockDefinitionList) for (const type of blockNumbers(def)) byType.set(type, def);

/** Every block definition of the build, one per folder. */
export const blockDefinitions: readonly BlockDefinition<any>[] = blockDefinitionList;

/** The definition of a block type, or undefined for a type this build does not render. */
export function blockDefinition(type: number): BlockDefinition<any> | undefined {
  return byType.get(type);
}

/**
 * The context a block is given: only the fields its meta declares in `reads`, so a block that
 * reads an undeclared field finds nothing and its tests say so.
 */
export function contextFor(def: BlockDefinition<any>, ctx: BlockContext): BlockContext {
  const given: Partial<BlockContext> = {};
  for (const field of def.reads ?? []) (given as Record<string, unknown>)[field] = ctx[field];
  return given as BlockContext;
}

/**
 * For tests only: registers a fixture block (meta and renderer) that is not a folder of
 * src/blocks, e.g. a third-party video to test the page's security policy; returns its removal.
 */
export function registerFixtureBlock(def: BlockDefinition<any>): () => void {
  const removeMeta = registerFixtureMeta(def);
  // Like its meta, a fixture may stand in for a folder's block of the same type until removed.
  const shadowed = new Map(blockNumbers(def).map((type) => [type, byType.get(type)]));
  for (const type of blockNumbers(def)) byType.set(type, def);
  return () => {
    removeMeta();
    for (const type of blockNumbers(def)) {
      if (byType.get(type) !== def) continue;
      const previous = shadowed.get(type);
      if (previous) byType.set(type, previous);
      else byType.delete(type);
    }
  };
}

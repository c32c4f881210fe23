/**
 * The island loader: every `[data-island]` element wakes by the strategy the server wrote on
 * it (`data-hydrate`, the block's declaration; `visible` when absent): its chunk is imported
 * and its default export hydrates it. Pages without islands never load React.
 */
import { idle } from './idle.ts';
import { interaction } from './interaction.ts';
import { load as loadStrategy } from './load.ts';
import { media } from './media.ts';
import type { Strategy } from './strategy.ts';
import { visible } from './visible.ts';

/** The strategies by name, each a file of its own (a Map: no inherited names like "constructor"). */
const STRATEGIES = new Map<string | undefined, Strategy>([
  ['load', loadStrategy],
  ['idle', idle],
  ['visible', visible],
  ['interaction', interaction],
  ['media', media],
]);

/** What an island chunk exports: `export default island(Component)`. */
export interface IslandModule {
  default: (element: HTMLElement, props: unknown, blockId: string) => unknown;
}

/** Options, mostly for tests: how to import a chunk, and how near is near. */
export interface IslandLoaderOptions {
  load?: (src: string) => Promise<IslandModule>;
  rootMargin?: string;
}

const importChunk = (src: string) => import(/* @vite-ignore */ src) as Promise<IslandModule>;

/** Starts watching the islands under `root`; returns the destructor (stops watching). */
export function startIslands(root: ParentNode, chunks: Record<string, string>, options: IslandLoaderOptions = {}): () => void {
  const load = options.load ?? importChunk;
  const pending = Array.from(root.querySelectorAll<HTMLElement>('[data-island]')).filter((el) => !el.dataset.islandState);
  if (pending.length === 0) return () => {};

  const wake = (el: HTMLElement) => {
    if (el.dataset.islandState) return;
    const name = el.dataset.island ?? '';
    const src = chunks[name];
    if (!src) {
      // Rendered on the server but not built: the static HTML stays, which still reads well.
      el.dataset.islandState = 'missing';
      return;
    }
    el.dataset.islandState = 'loading';
    let props: unknown;
    try {
      props = JSON.parse(el.dataset.props ?? '{}');
    } catch (error) {
      el.dataset.islandState = 'failed';
      console.error(`Vitrina: island "${name}" has unreadable props`, error);
      return;
    }
    load(src)
      .then((mod) => {
        mod.default(el, props, el.dataset.blockId ?? '');
        el.dataset.islandState = 'hydrated';
      })
      .catch((error: unknown) => {
        el.dataset.islandState = 'failed';
        console.error(`Vitrina: island "${name}" failed to load`, error);
      });
  };

  // Each strategy gets its islands together (one observer for all the visible ones).
  const byStrategy = new Map<Strategy, HTMLElement[]>();
  for (const el of pending) {
    // `data-hydrate` (HYDRATE_ATTRIBUTE of src/shared/islands.ts), written by the server.
    const strategy = STRATEGIES.get(el.dataset.hydrate) ?? visible;
    if (!byStrategy.has(strategy)) byStrategy.set(strategy, []);
    byStrategy.get(strategy)!.push(el);
  }
  const stops = [...byStrategy].map(([strategy, elements]) => strategy(elements, wake, { rootMargin: options.rootMargin }));
  return () => stops.forEach((stop) => stop());
}

/**
 * The island loader: every `[data-island]` element wakes when it comes near the viewport
 * (§9 lazy margin 200 px): its chunk is imported and its default export hydrates it.
 * Pages without islands never load React.
 */

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

  if (typeof IntersectionObserver !== 'function') {
    pending.forEach(wake);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        wake(entry.target as HTMLElement);
      }
    },
    { rootMargin: options.rootMargin ?? '200px 0px' },
  );
  pending.forEach((el) => observer.observe(el));
  return () => observer.disconnect();
}

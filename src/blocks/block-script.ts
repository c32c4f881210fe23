/**
 * The browser side of a block that moves without React (a menu's tabs, a marquee, a map): one
 * module per folder, `src/blocks/<name>/<name>.script.ts`, that default-exports a `BlockScript`.
 *
 * The server marks each such block's root element with `blockScriptAttributes(name)`
 * (`data-block-script="<name>"`, src/shared/islands.ts). The always-loaded runtime fetches the
 * moving-parts script only on pages with such an element; that script fetches each named
 * block's chunk once (src/runtime/block-scripts.ts) and calls it with the document. The script
 * finds its own blocks (`root.querySelectorAll('[data-block-script="<name>"]')`), so one call
 * starts every block of that kind on the page.
 */
export type BlockScript = (root: Document) => void;

/** What a `<name>.script.ts` module is. */
export interface BlockScriptModule {
  default: BlockScript;
}

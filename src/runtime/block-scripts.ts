/**
 * Starts the block scripts of a page (src/blocks/block-script.ts): each block kind marked with
 * `data-block-script` on the page gets its chunk fetched once and started with the document.
 * A chunk that fails to load or start is logged and the others go on (§4: a throwing
 * initialiser is logged and the rest continue).
 */
import { blockScripts } from '../blocks/scripts.generated.ts';
import { BLOCK_SCRIPT_ATTRIBUTE } from '../shared/islands.ts';

/** The block kinds with a script on the page, each once, in document order. */
export function blockScriptNames(root: ParentNode, scripts: Readonly<Record<string, unknown>> = blockScripts): string[] {
  const names = new Set<string>();
  for (const el of root.querySelectorAll(`[${BLOCK_SCRIPT_ATTRIBUTE}]`)) names.add(el.getAttribute(BLOCK_SCRIPT_ATTRIBUTE) ?? '');
  return [...names].filter((name) => Object.prototype.hasOwnProperty.call(scripts, name));
}

/** Fetches and starts the script of every block kind on the page; resolves when all have started or failed. */
export function startBlockScripts(root: Document, scripts = blockScripts): Promise<void> {
  const started = blockScriptNames(root, scripts).map((name) =>
    scripts[name]()
      .then((module) => module.default(root))
      .catch((error: unknown) => console.error(`Vitrina: the script of the «${name}» blocks failed`, error)),
  );
  return Promise.all(started).then(() => undefined);
}

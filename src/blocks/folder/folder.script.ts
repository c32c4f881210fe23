import type { BlockScript } from '../block-script.ts';

const FOLDERS = 'details[data-block-script="folder"]';
/** Documents already listening for clicks and focus outside their folders. */
const listening = new WeakSet<Document>();

/**
 * Folder blocks in the browser: the disclosure itself is native (`<details>`); this adds what it
 * lacks — Escape inside an open folder closes it and puts focus back on its title, and a click
 * or focus outside an open folder closes it (a folder is a small drop-down of links). A folder
 * holding the current page stays open: it shows where the visitor is. Starting twice adds nothing.
 */
const startFolders: BlockScript = (root) => {
  const fresh = [...root.querySelectorAll<HTMLDetailsElement>(FOLDERS)].filter((folder) => folder.dataset.started === undefined);
  if (fresh.length === 0) return;
  for (const folder of fresh) {
    folder.dataset.started = '';
    folder.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !folder.open) return;
      event.preventDefault();
      folder.open = false;
      folder.querySelector('summary')?.focus();
    });
  }
  if (listening.has(root)) return;
  listening.add(root);
  const closeOutside = (event: Event) => {
    const target = event.target as Node | null;
    for (const folder of root.querySelectorAll<HTMLDetailsElement>(`${FOLDERS}[open]`)) {
      if (target && !folder.contains(target) && !folder.querySelector('[aria-current="page"]')) folder.open = false;
    }
  };
  root.addEventListener('pointerdown', closeOutside);
  root.addEventListener('focusin', closeOutside);
};

export default startFolders;

import type { BlockScript } from '../block-script.ts';

/**
 * Folder blocks in the browser: the disclosure itself is native (`<details>`); this adds what it
 * lacks — Escape inside an open folder closes it and puts focus back on its title, and a click
 * or focus outside an open folder closes it (a folder is a small drop-down of links).
 */
const startFolders: BlockScript = (root) => {
  const folders = [...root.querySelectorAll<HTMLDetailsElement>('details[data-block-script="folder"]')];
  if (folders.length === 0) return;
  for (const folder of folders) {
    if (folder.dataset.started) continue;
    folder.dataset.started = '';
    folder.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !folder.open) return;
      event.preventDefault();
      folder.open = false;
      folder.querySelector('summary')?.focus();
    });
  }
  const closeOutside = (event: Event) => {
    const target = event.target as Node | null;
    for (const folder of folders) {
      // A folder holding the current page stays open: it shows where the visitor is.
      if (folder.open && target && !folder.contains(target) && !folder.querySelector('[aria-current="page"]')) folder.open = false;
    }
  };
  root.addEventListener('pointerdown', closeOutside);
  root.addEventListener('focusin', closeOutside);
};

export default startFolders;

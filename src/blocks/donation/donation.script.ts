import type { BlockScript } from '../block-script.ts';

/** Logs §8's console message once per donation block that has no button. */
const start: BlockScript = (root) => {
  for (const block of root.querySelectorAll<HTMLElement>('[data-block-script="donation"][data-donation-no-button]')) {
    if (block.dataset.donationLogged) continue;
    block.dataset.donationLogged = 'true';
    // §8 console-only message (developer text, not visitor text).
    console.warn('Donation block: no donate button (the block has no donation page)', block);
  }
};
export default start;

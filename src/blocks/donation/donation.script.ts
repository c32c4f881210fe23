import type { BlockScript } from '../block-script.ts';

/** §8 console-only message: a donation block without a button (not visitor text). */
export const NO_BUTTON_MESSAGE = 'Donation block: no donate button (the block has no donation page)';

/** Logs §8's console message once per donation block that has no button. */
const start: BlockScript = (root) => {
  for (const block of root.querySelectorAll<HTMLElement>('[data-block-script="donation"][data-donation-no-button]')) {
    if (block.dataset.donationLogged) continue;
    block.dataset.donationLogged = 'true';
    console.warn(NO_BUTTON_MESSAGE, block);
  }
};
export default start;

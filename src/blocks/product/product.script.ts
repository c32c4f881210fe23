/**
 * The storefront's script (docs/commerce.md "Storefront"), started by the page wherever an
 * element names it (`data-block-script="product"`): the buy forms of product pages and product
 * blocks (buy-form.ts), and the «Vista rápida» buttons of a store grid, shown here and opening
 * the quick view, whose chunk is fetched on the first open.
 */
import type { BlockScript } from '../block-script.ts';
import { startBuyForm } from './buy-form.ts';

const start: BlockScript = (root) => {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-block-script="product"]')) startBuyForm(form);
  for (const button of root.querySelectorAll<HTMLButtonElement>('[data-block-script="product"] [data-quick-view]')) {
    if (!button.hidden) continue;
    button.hidden = false;
    button.addEventListener('click', () => void import('./quick-view.ts').then((m) => m.openQuickView(button)));
  }
};
export default start;

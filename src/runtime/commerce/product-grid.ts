/**
 * A store grid's «Vista rápida» buttons (docs/commerce.md "Storefront"; markup:
 * src/page/views/ProductGrid.tsx): drawn hidden, since they need script; this chrome part
 * (`product-grid`) shows them, and the first click fetches the quick view's chunk.
 */

/** The chrome part `product-grid`. */
export function start(element: HTMLElement): void {
  for (const button of element.querySelectorAll<HTMLButtonElement>('button[data-quick-view]')) {
    button.hidden = false;
    button.addEventListener('click', () => void import('./quick-view.ts').then((m) => m.openQuickView(button)));
  }
}

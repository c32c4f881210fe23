/** §9: the accordion opens and closes in 250 ms. */
export const ACCORDION_ANIMATION_MS = 250;

/** Which items start open: none, or the first when `firstItemExpanded` (§4). */
export function initialOpen(count: number, firstItemExpanded: boolean): boolean[] {
  return Array.from({ length: count }, (_, i) => firstItemExpanded && i === 0);
}

/** §4: toggling an item; opening one closes the others unless several may be open. */
export function toggleOpen(open: boolean[], index: number, allowMultipleOpen: boolean): boolean[] {
  const opening = !open[index];
  return open.map((isOpen, i) => (i === index ? opening : opening && !allowMultipleOpen ? false : isOpen));
}

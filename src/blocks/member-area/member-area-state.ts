/**
 * The §2 pricing-options toggle: left (0) and right (1). Clicking an option selects it; clicking
 * the option already selected does nothing (the same index back, and the script changes nothing).
 */
export function selectOption(selected: number, clicked: number, count: number): number {
  if (clicked === selected || !Number.isInteger(clicked) || clicked < 0 || clicked >= count) return selected;
  return clicked;
}

/**
 * The menu's tab rules (§4 Menu block), apart from the DOM: which tab a key moves focus to.
 * Left and right cycle with wraparound; Home and End go to the first and last (WAI-ARIA tabs).
 */
export function nextTab(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** Keys that select the focused tab (§4: Enter or Space). */
export const SELECT_KEYS: ReadonlySet<string> = new Set(['Enter', ' ', 'Spacebar']);

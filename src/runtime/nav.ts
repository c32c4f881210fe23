/**
 * The mobile navigation: a `<details data-nav>` disclosure that works without JavaScript.
 * The runtime keeps it open on desktop widths (800 px, §9), and on phones closes it with
 * Escape (focus back on its summary) and after a link is followed.
 */

/** The width from which the navigation is always shown (§9 desktop breakpoint). */
export const DESKTOP_QUERY = '(min-width: 800px)';

/** Enhances every navigation disclosure in `doc`; returns the destructor. */
export function enhanceNavigation(doc: Document): () => void {
  const menus = Array.from(doc.querySelectorAll<HTMLDetailsElement>('details[data-nav]'));
  if (menus.length === 0) return () => {};
  const desktop = doc.defaultView?.matchMedia?.(DESKTOP_QUERY);

  const sync = () => {
    for (const menu of menus) menu.open = Boolean(desktop?.matches);
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || desktop?.matches) return;
    for (const menu of menus) {
      if (!menu.open) continue;
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  };
  const onClick = (event: Event) => {
    const menu = (event.target as Element | null)?.closest?.('details[data-nav]') as HTMLDetailsElement | null;
    if (menu && !desktop?.matches && (event.target as Element).closest('a')) menu.open = false;
  };

  sync();
  desktop?.addEventListener?.('change', sync);
  doc.addEventListener('keydown', onKey);
  doc.addEventListener('click', onClick);
  return () => {
    desktop?.removeEventListener?.('change', sync);
    doc.removeEventListener('keydown', onKey);
    doc.removeEventListener('click', onClick);
  };
}

import type { BlockScript } from '../block-script.ts';
import { nextTab, SELECT_KEYS } from './menu-tabs.ts';

/**
 * Menu blocks in the browser (§4, WAI-ARIA tabs with manual activation): arrows move focus along
 * the tabs with wraparound, Home and End to the ends (a roving tabindex follows the focus); Enter,
 * Space or a click selects the focused tab — it becomes `aria-selected` and its panel is shown.
 */
const startMenus: BlockScript = (root) => {
  for (const menu of root.querySelectorAll<HTMLElement>('[data-block-script="menu"]')) {
    if (menu.dataset.started !== undefined) continue;
    menu.dataset.started = '';
    const tabs = [...menu.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const tablist = menu.querySelector<HTMLElement>('[role="tablist"]');
    // Roving tabindex: the tab with focus is the one in the tab order, so Tab leaves the list for the panel.
    const rove = (to: HTMLButtonElement) => {
      for (const tab of tabs) tab.tabIndex = tab === to ? 0 : -1;
    };
    const select = (chosen: HTMLButtonElement) => {
      rove(chosen);
      for (const tab of tabs) {
        const selected = tab === chosen;
        tab.setAttribute('aria-selected', String(selected));
        const panel = menu.ownerDocument.getElementById(tab.getAttribute('aria-controls') ?? '');
        if (panel) panel.hidden = !selected;
      }
    };
    // Leaving the list, the selected tab is again the way back in.
    tablist?.addEventListener('focusout', (event) => {
      if (tablist.contains(event.relatedTarget as Node | null)) return;
      const chosen = tabs.find((tab) => tab.getAttribute('aria-selected') === 'true');
      if (chosen) rove(chosen);
    });
    for (const tab of tabs) {
      // A button already selects on click, Enter and Space (keyboard activation fires click).
      tab.addEventListener('click', () => select(tab));
      tab.addEventListener('keydown', (event) => {
        if (SELECT_KEYS.has(event.key)) return; // the button's click
        const to = nextTab(event.key, tabs.indexOf(tab), tabs.length);
        if (to === undefined) return;
        event.preventDefault();
        rove(tabs[to]);
        tabs[to].focus();
      });
    }
  }
};

export default startMenus;

import type { BlockScript } from '../block-script.ts';
import { selectOption } from './member-area-state.ts';

/**
 * §2 pricing-options toggle: the left and right buttons swap the shown price and join panel;
 * clicking the option already selected does nothing. Buttons, so Enter and Space work as clicks.
 */
const start: BlockScript = (root) => {
  for (const area of root.querySelectorAll<HTMLElement>('[data-block-script="member-area"]')) {
    if (area.dataset.memberAreaReady) continue;
    area.dataset.memberAreaReady = 'true';
    const choices = [...area.querySelectorAll<HTMLButtonElement>('button[data-option]')];
    const panels = [...area.querySelectorAll<HTMLElement>('[data-option-panel]')];
    let selected = Math.max(0, choices.findIndex((c) => c.getAttribute('aria-pressed') === 'true'));
    choices.forEach((choice, i) =>
      choice.addEventListener('click', () => {
        const next = selectOption(selected, i, choices.length);
        if (next === selected) return;
        selected = next;
        choices.forEach((c, j) => c.setAttribute('aria-pressed', String(j === selected)));
        panels.forEach((p, j) => (p.hidden = j !== selected));
      }),
    );
  }
};
export default start;

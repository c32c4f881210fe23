// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Accordion, type AccordionProps } from './Accordion.tsx';
import { ACCORDION_ANIMATION_MS } from './accordion-state.ts';

const items = [
  { title: 'Envíos', html: '<p>A todo el país.</p>' },
  { title: 'Molienda', html: '<p>La que prefieras.</p>' },
  { title: 'Leches', html: '<p>Avena y almendra.</p>' },
];

const setup = (props: Partial<AccordionProps> = {}) => {
  render(<Accordion items={items} {...props} />);
  return screen.getAllByRole('button');
};
const expanded = () => screen.getAllByRole('button').map((b) => b.getAttribute('aria-expanded') === 'true');
const panel = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;
const click = (button: HTMLElement) => act(() => void fireEvent.click(button));
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Accordion (§4, WAI-ARIA accordion)', () => {
  it('has heading > button with aria-expanded/aria-controls, and labelled regions', () => {
    const buttons = setup({ headingLevel: 2 });
    expect(buttons).toHaveLength(3);
    for (const button of buttons) {
      expect(button.tagName).toBe('BUTTON');
      expect(button.getAttribute('type')).toBe('button');
      expect(button.parentElement!.tagName).toBe('H2');
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const region = panel(button);
      expect(region.getAttribute('role')).toBe('region');
      expect(region.getAttribute('aria-labelledby')).toBe(button.id);
      expect(region.hidden).toBe(true);
    }
    expect(new Set(buttons.map((b) => b.id)).size).toBe(3);
  });

  it('starts with every item closed, or the first open when firstItemExpanded', () => {
    setup();
    expect(expanded()).toEqual([false, false, false]);
    cleanup();
    const buttons = setup({ firstItemExpanded: true });
    expect(expanded()).toEqual([true, false, false]);
    expect(panel(buttons[0]).hidden).toBe(false);
  });

  it('opening one item closes the others', () => {
    const buttons = setup();
    click(buttons[0]);
    expect(expanded()).toEqual([true, false, false]);
    wait(ACCORDION_ANIMATION_MS);
    click(buttons[1]);
    expect(expanded()).toEqual([false, true, false]);
    // The closing panel stays visible while it animates to zero height, then hides.
    expect(panel(buttons[0]).hidden).toBe(false);
    wait(ACCORDION_ANIMATION_MS);
    expect(panel(buttons[0]).hidden).toBe(true);
    expect(panel(buttons[1]).hidden).toBe(false);
    expect(panel(buttons[1]).style.height).toBe('');
  });

  it('keeps several items open when allowMultipleOpen', () => {
    const buttons = setup({ allowMultipleOpen: true });
    click(buttons[0]);
    wait(ACCORDION_ANIMATION_MS);
    click(buttons[2]);
    wait(ACCORDION_ANIMATION_MS);
    expect(expanded()).toEqual([true, false, true]);
    click(buttons[0]);
    wait(ACCORDION_ANIMATION_MS);
    expect(expanded()).toEqual([false, false, true]);
  });

  it('ignores clicks during the 250 ms animation', () => {
    const buttons = setup();
    click(buttons[0]);
    wait(ACCORDION_ANIMATION_MS - 10);
    click(buttons[1]);
    click(buttons[0]);
    expect(expanded()).toEqual([true, false, false]);
    wait(10);
    click(buttons[1]);
    expect(expanded()).toEqual([false, true, false]);
  });

  it('closes an open item when its own button is pressed again', () => {
    const buttons = setup({ firstItemExpanded: true });
    click(buttons[0]);
    expect(expanded()).toEqual([false, false, false]);
    wait(ACCORDION_ANIMATION_MS);
    expect(panel(buttons[0]).hidden).toBe(true);
  });

  it('works from the keyboard: native buttons take focus and Enter/Space are left to them', () => {
    // happy-dom does not turn Enter/Space into a click as browsers do for a native <button>;
    // what the component must guarantee is focusability and not swallowing those keys.
    const buttons = setup();
    act(() => buttons[1].focus());
    expect(document.activeElement).toBe(buttons[1]);
    for (const key of ['Enter', ' ']) {
      expect(fireEvent.keyDown(buttons[1], { key })).toBe(true); // not default-prevented
      expect(fireEvent.keyUp(buttons[1], { key })).toBe(true);
    }
    click(buttons[1]); // the activation the browser performs for Enter or Space
    expect(expanded()).toEqual([false, true, false]);
    expect(document.activeElement).toBe(buttons[1]);
  });
});

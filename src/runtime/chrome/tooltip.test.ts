// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EDGE_MARGIN, POINTER_OFFSET, placeTooltip, start, TOOLTIP_DELAY, TOOLTIP_WIDTH } from './tooltip.ts';

const VIEW = { width: 1000, height: 800 };
const SIZE = { width: 250, height: 40 };

describe('placeTooltip (§9: 250 px wide, 15 px from the pointer, 20 px inside the window)', () => {
  it('has the spec numbers', () => {
    expect([TOOLTIP_DELAY, TOOLTIP_WIDTH, POINTER_OFFSET, EDGE_MARGIN]).toEqual([1200, 250, 15, 20]);
  });

  it('goes 15 px right of and below the pointer', () => {
    expect(placeTooltip({ x: 100, y: 100 }, SIZE, VIEW)).toEqual({ left: 115, top: 115 });
  });

  it('flips to the other side when it would come closer than 20 px to the right or bottom edge', () => {
    // 800 + 15 + 250 = 1065 > 980: left of the pointer instead.
    expect(placeTooltip({ x: 800, y: 100 }, SIZE, VIEW)).toEqual({ left: 800 - 15 - 250, top: 115 });
    // 760 + 15 + 40 = 815 > 780: above the pointer.
    expect(placeTooltip({ x: 100, y: 760 }, SIZE, VIEW)).toEqual({ left: 115, top: 760 - 15 - 40 });
    // Exactly at the margin still fits: 715 + 250 = 965… up to 980.
    expect(placeTooltip({ x: 715, y: 100 }, SIZE, VIEW).left).toBe(730);
  });

  it('never comes closer than 20 px to any edge, even when neither side fits', () => {
    expect(placeTooltip({ x: 0, y: 0 }, SIZE, VIEW)).toEqual({ left: 20, top: 20 });
    expect(placeTooltip({ x: 150, y: 100 }, SIZE, { width: 300, height: 800 })).toEqual({ left: 20, top: 115 });
    const narrow = placeTooltip({ x: 200, y: 30 }, SIZE, { width: 400, height: 90 });
    expect(narrow.left).toBeGreaterThanOrEqual(20);
    expect(narrow.left + SIZE.width).toBeLessThanOrEqual(400 - 20);
    expect(narrow.top).toBe(20);
  });
});

describe('tooltips on [data-tooltip] elements', () => {
  let stop: () => void;
  let trigger: HTMLButtonElement;
  const tip = () => document.querySelector<HTMLElement>('[role="tooltip"]');
  const pointer = (type: string, target: Element, x = 100, y = 200, relatedTarget: EventTarget | null = null) =>
    target.dispatchEvent(new PointerEvent(type, { bubbles: true, clientX: x, clientY: y, relatedTarget }));

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<p>Texto</p><button data-tooltip="Copiar el enlace" aria-describedby="extra">Copiar</button><p id="extra">Más</p>';
    trigger = document.querySelector('button')!;
    stop = start(document.body);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('shows after 1200 ms of hovering, 15 px from the pointer, described by aria-describedby', () => {
    pointer('pointerover', trigger, 100, 200);
    vi.advanceTimersByTime(TOOLTIP_DELAY - 1);
    expect(tip()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(tip()!.textContent).toBe('Copiar el enlace');
    expect(tip()!.style.getPropertyValue('width')).toBe('250px');
    expect(tip()!.style.getPropertyValue('left')).toBe('115px');
    expect(tip()!.style.getPropertyValue('top')).toBe('215px');
    expect(trigger.getAttribute('aria-describedby')).toBe(`extra ${tip()!.id}`);
  });

  it('is not shown when the pointer leaves before 1200 ms; hides on leave and restores aria-describedby', () => {
    pointer('pointerover', trigger);
    vi.advanceTimersByTime(600);
    pointer('pointerout', trigger, 0, 0, document.body);
    vi.advanceTimersByTime(TOOLTIP_DELAY);
    expect(tip()).toBeNull();
    pointer('pointerover', trigger);
    vi.advanceTimersByTime(TOOLTIP_DELAY);
    expect(tip()).not.toBeNull();
    pointer('pointerout', trigger, 0, 0, document.body);
    expect(tip()).toBeNull();
    expect(trigger.getAttribute('aria-describedby')).toBe('extra');
  });

  it('shows at once on keyboard focus; Escape and blur hide it', () => {
    trigger.focus();
    expect(tip()!.textContent).toBe('Copiar el enlace');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(tip()).toBeNull();
    trigger.blur();
    trigger.focus();
    expect(tip()).not.toBeNull();
    trigger.blur();
    expect(tip()).toBeNull();
  });
});

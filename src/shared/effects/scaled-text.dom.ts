/**
 * Scaled text in the browser: each `.scaled-text` element (rich-text.ts) gets the font size at
 * which its line fills its width (fitFontSize: 11–200 px), again when its container resizes,
 * debounced 100 ms (§9).
 */
import { fitFontSize, SCALED_TEXT_DEBOUNCE_MS } from './scaled-text.ts';

/** Sets one element's size from its line's measured width. */
export function fitScaledText(el: HTMLElement): void {
  const line = el.querySelector<HTMLElement>('.scaled-text__line');
  if (!line) return;
  const font = parseFloat(getComputedStyle(el).fontSize);
  const size = fitFontSize(font, line.getBoundingClientRect().width, el.clientWidth);
  if (Math.abs(size - font) >= 0.5) el.style.fontSize = `${size}px`;
}

/** Fits every scaled text under `root` now and on every resize of its container. */
export function startScaledText(root: ParentNode): void {
  const els = [...root.querySelectorAll<HTMLElement>('.scaled-text')];
  if (els.length === 0) return;
  const widths = new WeakMap<Element, number>();
  let timer = 0;
  const pending = new Set<HTMLElement>();
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries) {
      const width = Math.round(entry.contentRect.width);
      if (widths.get(entry.target) === width) continue;
      const first = !widths.has(entry.target);
      widths.set(entry.target, width);
      // The first report is the starting size: fit at once; later ones wait for the resize to end.
      if (first) fitScaledText(entry.target as HTMLElement);
      else pending.add(entry.target as HTMLElement);
    }
    if (pending.size === 0) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      for (const el of pending) fitScaledText(el);
      pending.clear();
    }, SCALED_TEXT_DEBOUNCE_MS);
  });
  for (const el of els) observer.observe(el);
  // Web fonts change the line's width without resizing the element.
  void document.fonts?.ready.then(() => els.forEach(fitScaledText));
}

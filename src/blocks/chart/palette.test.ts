import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The palette's fixed colours (the fallbacks of the two accent-turned hues) and the demo's theme
// colours stand out from the page's paper by at least 3:1 (WCAG 1.4.11, graphical objects).

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('chart palette', () => {
  const css = readFileSync(new URL('./chart.css', import.meta.url), 'utf8');
  const fallbacks = [...css.matchAll(/--chart-\d: (#[0-9a-f]{6});/g)].map((m) => m[1]!);
  const site = JSON.parse(readFileSync(new URL('../../../sites/demo/site.json', import.meta.url), 'utf8'));
  const colours = JSON.stringify(site).match(/"accent":"(#[0-9a-f]{6})","ink":"(#[0-9a-f]{6})","paper":"(#[0-9a-f]{6})"/)!;
  const [accent, ink, paper] = [colours[1]!, colours[2]!, colours[3]!];

  it('has two fixed fallbacks, each ≥ 3:1 on the default and the demo paper, as are the demo accent and ink', () => {
    expect(fallbacks).toHaveLength(2);
    for (const bg of ['#fbf7f2', paper]) for (const colour of [...fallbacks, accent, ink]) expect(contrast(colour, bg), `${colour} on ${bg}`).toBeGreaterThanOrEqual(3);
  });
});

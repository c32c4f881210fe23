/** Pictures seen from above: beans by roast, bowls, cups with latte art, pan dulce on a wooden table. */
import { bean, cupTop } from './objects.ts';
import { leaf } from './nature.ts';
import { P } from './palette.ts';
import { between, el, g, mix, type Doc } from './svg.ts';
import type { PictureSpec } from './picture.ts';

type R = () => number;

/** Roast colours from green coffee to a dark roast. */
export const ROAST = ['#a7ad72', '#cdb36a', '#b9814b', '#8a5533', '#5e3724', '#3b2219'];

/** The colour of a roast level between 0 (green) and 1 (dark). */
export function roastAt(t: number): string {
  const i = Math.min(ROAST.length - 2, Math.floor(t * (ROAST.length - 1)));
  return mix(ROAST[i], ROAST[i + 1], t * (ROAST.length - 1) - i);
}

/** A wooden table top of vertical planks. */
export function table(d: Doc, r: R, color: string = P.caramel): string {
  const planks: string[] = [];
  const w = d.w / 5;
  for (let i = 0; i < 5; i++) {
    const c = mix(color, i % 2 ? P.coffee : P.sand, between(r, 0.05, 0.18));
    planks.push(el('rect', { x: i * w, y: 0, width: w, height: d.h, fill: c }));
    for (let k = 0; k < 6; k++) {
      const x = i * w + between(r, 10, w - 10);
      const a = between(r, 6, 16);
      planks.push(el('path', { d: `M${x} -10C${x + a} ${d.h * 0.3} ${x - a} ${d.h * 0.6} ${x + a * 0.5} ${d.h + 10}`, stroke: mix(c, P.coffee, 0.35), 'stroke-width': between(r, 1.5, 3.5), fill: 'none', opacity: 0.5 }));
    }
    planks.push(el('rect', { x: i * w - 2, y: 0, width: 4, height: d.h, fill: mix(color, P.ink, 0.45), opacity: 0.6 }));
  }
  return planks.join('');
}

/** Loose beans scattered in a box, avoiding nothing in particular. */
export function scatter(r: R, x: number, y: number, w: number, h: number, count: number, len: number, color: (r: R) => string): string {
  return Array.from({ length: count }, () => bean(x + r() * w, y + r() * h, len * between(r, 0.85, 1.15), r() * 360, color(r))).join('');
}

/** A round bowl full of beans, seen from above. */
export function bowl(d: Doc, r: R, x: number, y: number, rad: number, glaze: string, roast: string): string {
  const inner = el('circle', { cx: x, cy: y, r: rad * 0.82 });
  const beans: string[] = [];
  for (let i = 0; i < 90; i++) {
    const a = r() * Math.PI * 2;
    const dist = Math.sqrt(r()) * rad * 0.85;
    beans.push(bean(x + Math.cos(a) * dist, y + Math.sin(a) * dist, rad * 0.2, r() * 360, mix(roast, i % 3 ? roast : P.ink, 0.12)));
  }
  return (
    el('circle', { cx: x + rad * 0.08, cy: y + rad * 0.12, r: rad * 1.04, fill: P.ink, opacity: 0.2 }) +
    el('circle', { cx: x, cy: y, r: rad, fill: glaze }) +
    el('circle', { cx: x, cy: y, r: rad * 0.84, fill: mix(glaze, P.ink, 0.2) }) +
    el('g', { 'clip-path': d.clip(inner) }, ...beans) +
    el('circle', { cx: x, cy: y, r: rad * 0.92, fill: 'none', stroke: mix(glaze, P.white, 0.3), 'stroke-width': rad * 0.04, opacity: 0.6 })
  );
}

/** A concha (Mexican sweet bread) seen from above, its sugar shell scored like a seashell. */
export function concha(d: Doc, x: number, y: number, rad: number, topping: string): string {
  const top = el('circle', { cx: x, cy: y, r: rad * 0.86 });
  const lines = Array.from({ length: 9 }, (_, i) => {
    const a = Math.PI * (0.12 + (0.76 * i) / 8);
    const ex = x - Math.cos(a) * rad * 1.1;
    const ey = y - Math.sin(a) * rad * 1.1;
    return el('path', { d: `M${x} ${y + rad * 0.75}Q${x - Math.cos(a) * rad * 0.3} ${y} ${ex} ${ey}`, stroke: mix(topping, P.caramel, 0.6), 'stroke-width': rad * 0.07, fill: 'none', 'stroke-linecap': 'round' });
  });
  return (
    el('circle', { cx: x + rad * 0.06, cy: y + rad * 0.1, r: rad * 1.02, fill: P.ink, opacity: 0.18 }) +
    el('circle', { cx: x, cy: y, r: rad, fill: '#c98a48' }) +
    el('circle', { cx: x, cy: y, r: rad * 0.86, fill: topping }) +
    el('g', { 'clip-path': d.clip(top) }, ...lines)
  );
}

/** A plate, seen from above. */
export function plate(x: number, y: number, rad: number, color: string = P.paper): string {
  return (
    el('circle', { cx: x + rad * 0.05, cy: y + rad * 0.08, r: rad, fill: P.ink, opacity: 0.16 }) +
    el('circle', { cx: x, cy: y, r: rad, fill: color }) +
    el('circle', { cx: x, cy: y, r: rad * 0.72, fill: mix(color, P.sand, 0.35) })
  );
}

/** A teaspoon, seen from above. */
function spoon(x: number, y: number, s: number, rot: number): string {
  return g({ x, y, rot }, el('rect', { x: 0, y: -7 * s, width: 190 * s, height: 14 * s, rx: 7 * s, fill: '#c9c4bb' }), el('ellipse', { cx: -30 * s, cy: 0, rx: 46 * s, ry: 30 * s, fill: '#d8d3ca' }), el('ellipse', { cx: -34 * s, cy: -6 * s, rx: 24 * s, ry: 12 * s, fill: P.white, opacity: 0.5 }));
}

/** Beans across the roast spectrum, green to dark, on cream. */
const tostado: PictureSpec['draw'] = (d, r) =>
  el('rect', { width: d.w, height: d.h, fill: P.cream }) +
  Array.from({ length: 260 }, () => {
    const x = between(r, -30, d.w + 30);
    return bean(x, between(r, -30, d.h + 30), between(r, 58, 74), r() * 360, roastAt(Math.min(1, Math.max(0, x / d.w + between(r, -0.08, 0.08)))));
  }).join('') +
  d.grain(0.1);

/** Three bowls: light, medium and dark roast. */
const tueste: PictureSpec['draw'] = (d, r) =>
  table(d, r, P.latte) +
  bowl(d, r, 250, 400, 170, P.paper, roastAt(0.42)) +
  bowl(d, r, 600, 400, 170, P.sage, roastAt(0.66)) +
  bowl(d, r, 950, 400, 170, P.terracotta, roastAt(0.95)) +
  scatter(r, 120, 640, 960, 120, 14, 40, (rr) => roastAt(between(rr, 0.4, 1))) +
  d.grain(0.1);

/** A latte with a rosetta, pan dulce and a few beans on the table. */
const latte: PictureSpec['draw'] = (d, r) =>
  table(d, r) +
  g({ x: 1300, y: 120, rot: 20 }, leaf(380, 110, P.leaf, P.sage)) +
  g({ x: 1450, y: 260, rot: 60 }, leaf(320, 90, P.forest, P.leaf)) +
  plate(1150, 680, 190) +
  concha(d, 1150, 680, 120, '#f3dcc0') +
  cupTop(d, 680, 470, 200, P.paper, 'rosetta', -20) +
  spoon(330, 800, 1.3, -30) +
  scatter(r, 90, 110, 250, 300, 14, 46, () => roastAt(0.8)) +
  d.grain(0.1);

/** The team's table: four drinks and pan dulce shared in the middle. */
const equipo: PictureSpec['draw'] = (d, r) =>
  el('rect', { width: d.w, height: d.h, fill: P.terracotta }) +
  el('rect', { x: 120, y: 90, width: d.w - 240, height: d.h - 180, rx: 60, fill: P.sand }) +
  cupTop(d, 400, 330, 120, P.paper, 'heart', 10) +
  cupTop(d, 1200, 320, 110, P.ink, 'black', 150) +
  cupTop(d, 420, 700, 105, P.sage, 'tulip', -15) +
  cupTop(d, 1190, 690, 125, P.gold, 'rosetta', 200) +
  plate(800, 500, 210, P.paper) +
  concha(d, 720, 450, 95, '#f3dcc0') +
  concha(d, 880, 560, 95, '#e7a9a0') +
  scatter(r, 560, 760, 480, 110, 10, 40, () => roastAt(0.85)) +
  d.grain(0.1);

export const tabletop: Record<string, PictureSpec> = {
  'feature-tostado': { w: 1200, h: 900, draw: tostado },
  'blog-tueste': { w: 1200, h: 800, draw: tueste },
  'galeria-latte': { w: 1600, h: 1000, draw: latte },
  equipo: { w: 1600, h: 1000, draw: equipo },
};

/** Outdoor pictures: sunrise over the coffee mountains, the farm, the road to origin, dusk, a branch. */
import { branch, cloud, farmHill, ranges, ridge, sky, sun, leaf } from './nature.ts';
import { P } from './palette.ts';
import { between, el, g, mix, smooth } from './svg.ts';
import type { Picture, PictureSpec } from './picture.ts';

/** Sunrise over the mountains, terraces of coffee and a branch heavy with cherries. */
const hero: Picture = (d, r) =>
  sky(d, "#d7998b", P.sky, P.peach) +
  sun(d, 1060, 430, 96) +
  cloud(260, 230, 1.3, P.paper, 0.7) +
  cloud(1240, 170, 0.9, P.paper, 0.6) +
  ranges(d, r, P.peach, [P.rose, P.dusk, P.plum], 470, 640) +
  farmHill(d, r, 690, P.leaf, P.forest, 6) +
  branch(r, -60, 1060, 560, 640, 1.15, 5) +
  d.grain(0.12);

/** The farm: terraced hills with a little house, mist in the valley. */
const finca: Picture = (d, r) => {
  const house = g(
    { x: 1110, y: 560 },
    el('rect', { x: -70, y: -60, width: 140, height: 70, fill: P.paper }),
    el('rect', { x: 10, y: -60, width: 60, height: 70, fill: P.cream }),
    el('path', { d: 'M-88 -56L0 -118L88 -56Z', fill: P.terracotta }),
    el('path', { d: 'M0 -118L88 -56L60 -56Z', fill: P.brick }),
    el('rect', { x: -44, y: -34, width: 28, height: 44, fill: P.coffee }),
    el('rect', { x: 24, y: -40, width: 30, height: 24, fill: P.gold }),
  );
  return (
    sky(d, '#cfe0d6', P.paper, '#eef0e1') +
    sun(d, 420, 300, 70, '#f7e3b5', P.white) +
    cloud(1100, 200, 1.1, P.white, 0.8) +
    cloud(200, 150, 0.8, P.white, 0.7) +
    ranges(d, r, '#dfe7dc', ['#9fb39a', '#7d9a79', P.leaf], 380, 520) +
    el('rect', { x: 0, y: 470, width: d.w, height: 120, fill: d.linear([[0, P.white, 0], [0.5, P.white, 0.55], [1, P.white, 0]]) }) +
    house +
    farmHill(d, r, 640, '#6f8f5a', P.forest, 7, 0.2) +
    d.grain(0.1)
  );
};

/** The road to origin: a winding path down the valley at dawn. */
const viaje: Picture = (d, r) => {
  const road = smooth([[560, 520], [700, 580], [540, 660], [760, 760], [620, 900]]);
  return (
    sky(d, '#f0c9a8', P.paper, P.peach) +
    sun(d, 820, 300, 64) +
    cloud(180, 180, 0.9, P.paper, 0.75) +
    cloud(980, 130, 0.7, P.paper, 0.6) +
    ranges(d, r, P.peach, ['#b58a86', P.dusk, P.plum], 380, 500) +
    ridge(d, r, 600, 40, P.leaf, 1.5) +
    el('path', { d: road, stroke: P.sand, 'stroke-width': 70, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d: road, stroke: P.latte, 'stroke-width': 6, 'stroke-dasharray': '26 22', fill: 'none', opacity: 0.8 }) +
    farmHill(d, r, 720, P.forest, P.pine, 4) +
    [0, 1, 2, 3].map((i) => tree(r, 120 + i * 380 + between(r, -60, 60), 760 + between(r, -20, 30), between(r, 0.8, 1.2))).join('') +
    d.grain(0.12)
  );
};

/** A shade tree (the coffee grows under them). */
function tree(r: () => number, x: number, y: number, s: number): string {
  const crown = [0, 1, 2, 3, 4].map((i) => el('circle', { cx: x + between(r, -70, 70) * s, cy: y - 150 * s - between(r, 0, 90) * s, r: between(r, 50, 80) * s, fill: i % 2 ? P.forest : mix(P.forest, P.sage, 0.35) })).join('');
  return el('path', { d: `M${x - 10 * s} ${y}L${x - 6 * s} ${y - 150 * s}L${x + 6 * s} ${y - 150 * s}L${x + 10 * s} ${y}Z`, fill: P.coffee }) + crown;
}

/** Dusk over the ranges, the first lights of the town below. */
const atardecer: Picture = (d, r) =>
  sky(d, '#4b3a55', '#f0a77e', P.dusk) +
  Array.from({ length: 60 }, () => el('circle', { cx: between(r, 0, d.w), cy: between(r, 0, 380), r: between(r, 1, 2.6), fill: P.paper, opacity: between(r, 0.3, 0.9) })).join('') +
  sun(d, 560, 500, 110, '#f6b26b', '#f08a5d') +
  ranges(d, r, '#f0a77e', ['#9c6473', '#7a4a60', '#553649', '#3a2535'], 560, 790) +
  Array.from({ length: 40 }, () => el('circle', { cx: between(r, 0, d.w), cy: between(r, 880, 990), r: between(r, 2, 5), fill: P.gold, opacity: between(r, 0.5, 1) })).join('') +
  d.grain(0.14);

/** A coffee branch close up: glossy leaves and ripe cherries on sage. */
const origen: Picture = (d, r) =>
  el('rect', { width: d.w, height: d.h, fill: d.radial([[0, '#dfe6cf'], [1, P.sage]], 0.35, 0.35, 0.9) }) +
  el('circle', { cx: 930, cy: 200, r: 150, fill: P.paper, opacity: 0.5 }) +
  g({ opacity: 0.35 }, g({ x: 900, y: 820, rot: -130 }, leaf(420, 110, P.leaf, P.sage)), g({ x: 120, y: 120, rot: 30 }, leaf(360, 90, P.leaf, P.sage))) +
  branch(r, -40, 780, 1240, 240, 1.5, 4) +
  d.grain(0.12);

export const landscapes: Record<string, PictureSpec> = {
  hero: { w: 1600, h: 1000, draw: hero },
  finca: { w: 1600, h: 1000, draw: finca },
  'blog-viaje': { w: 1200, h: 800, draw: viaje },
  'galeria-atardecer': { w: 1600, h: 1000, draw: atardecer },
  'feature-origen': { w: 1200, h: 900, draw: origen },
};

/** Inside the café: the pour-over bar, the espresso machine, the window, the cup shelf, the sack of beans. */
import { bean, cupSide, dripperTop, kettle, pourOver, shadow, spoutTip, steam } from './objects.ts';
import { cloud, leaf, pottedPlant } from './nature.ts';
import { P } from './palette.ts';
import { between, el, g, mix, poly, type Doc } from './svg.ts';
import type { PictureSpec } from './picture.ts';
import { roastAt } from './tabletop.ts';

type R = () => number;

/** A plain wall with a counter top across the bottom. */
function wallAndCounter(d: Doc, wall: string, counter: string, at: number): string {
  return (
    el('rect', { width: d.w, height: d.h, fill: d.linear([[0, mix(wall, P.white, 0.12)], [1, wall]]) }) +
    el('rect', { y: at, width: d.w, height: d.h - at, fill: counter }) +
    el('rect', { y: at, width: d.w, height: 16, fill: mix(counter, P.white, 0.2) }) +
    el('rect', { y: at + 16, width: d.w, height: 10, fill: P.ink, opacity: 0.12 })
  );
}

/** A simple shelf with jars of beans. */
function shelfWithJars(r: R, x: number, y: number, w: number): string {
  const jars: string[] = [];
  for (let i = 0; i < 4; i++) {
    const jx = x + 40 + i * ((w - 80) / 4);
    const h = between(r, 90, 130);
    const c = roastAt(0.3 + i * 0.2);
    jars.push(
      el('rect', { x: jx, y: y - h, width: 70, height: h, rx: 10, fill: P.white, opacity: 0.35 }) +
        el('rect', { x: jx + 6, y: y - h * 0.7, width: 58, height: h * 0.7 - 6, rx: 6, fill: c }) +
        el('rect', { x: jx - 4, y: y - h - 14, width: 78, height: 18, rx: 5, fill: P.caramel }),
    );
  }
  return jars.join('') + el('rect', { x, y, width: w, height: 14, rx: 3, fill: P.coffee });
}

/** The pour-over bar: a kettle pouring into a dripper on its carafe. */
function bar(d: Doc, r: R, wall: string, kettleColor: string, dripper: string, withCup: boolean): string {
  const at = d.h * 0.74;
  const s = d.h / 900;
  const cx = d.w * 0.52;
  const ks = 1.05 * s;
  const tilt = -16;
  const [dx, dy] = dripperTop(cx, at + 10 * s, ks);
  const [lx, ly] = spoutTip(0, 0, ks);
  const a = (tilt * Math.PI) / 180;
  const [tx, ty] = [dx + 50 * s, dy - 120 * s];
  const kx = tx - (lx * Math.cos(a) - ly * Math.sin(a));
  const ky = ty - (lx * Math.sin(a) + ly * Math.cos(a));
  const stream = el('path', { d: `M${tx} ${ty}Q${tx - 20 * s} ${ty + 40 * s} ${dx + 14 * s} ${dy + 4 * s}`, stroke: '#a9c6d3', 'stroke-width': 6 * s, fill: 'none', 'stroke-linecap': 'round', opacity: 0.9 });
  return (
    wallAndCounter(d, wall, P.coffee, at) +
    shelfWithJars(r, d.w * 0.06, d.h * 0.3, d.w * 0.34) +
    el('circle', { cx: d.w * 0.83, cy: d.h * 0.2, r: 70 * s, fill: P.paper, opacity: 0.25 }) +
    pottedPlant(r, d.w * 0.12, at - 70 * s, 0.8 * s) +
    pourOver(cx, at + 10 * s, 1.05 * s, dripper) +
    stream +
    g({ x: kx, y: ky, rot: tilt }, kettle(0, 0, ks, kettleColor)) +
    (withCup ? cupSide(d.w * 0.25, at + 30 * s, 0.9 * s, P.paper) + steam(d.w * 0.25, at - 100 * s, 0.7 * s) : '') +
    d.grain(0.1)
  );
}

/** An espresso machine on the counter with two cups under the group heads. */
function espresso(d: Doc, r: R): string {
  const at = d.h * 0.76;
  const x = d.w / 2;
  const w = 640;
  const h = 420;
  const top = at - h;
  const metal = '#cfc8bd';
  const head = (hx: number) =>
    el('rect', { x: hx - 55, y: top + 150, width: 110, height: 40, rx: 10, fill: '#8d8780' }) +
    el('rect', { x: hx - 42, y: top + 188, width: 84, height: 30, rx: 8, fill: '#6e6963' }) +
    el('path', { d: `M${hx + 30} ${top + 200}L${hx + 160} ${top + 236}`, stroke: P.coffee, 'stroke-width': 22, 'stroke-linecap': 'round' }) +
    el('path', { d: `M${hx - 10} ${top + 218}L${hx - 10} ${at - 130}M${hx + 10} ${top + 218}L${hx + 10} ${at - 130}`, stroke: P.roast, 'stroke-width': 5, 'stroke-linecap': 'round' });
  return (
    wallAndCounter(d, '#e7c9a9', P.roast, at) +
    el('rect', { x: 0, y: 0, width: d.w, height: at * 0.55, fill: P.terracotta, opacity: 0.9 }) +
    Array.from({ length: 16 }, (_, i) => el('rect', { x: i * 110 - 20, y: at * 0.55, width: 100, height: 60, rx: 6, fill: i % 2 ? P.cream : P.sand })).join('') +
    shadow(x, at + 20, w * 0.6, 24, 0.25) +
    el('rect', { x: x - w / 2, y: top, width: w, height: h, rx: 34, fill: P.terracotta }) +
    el('rect', { x: x - w / 2, y: top, width: w, height: 110, rx: 34, fill: metal }) +
    el('rect', { x: x - w / 2 + 20, y: top + 120, width: w - 40, height: 26, rx: 8, fill: P.brick }) +
    el('rect', { x: x - w / 2 + 40, y: at - 40, width: w - 80, height: 40, rx: 10, fill: metal }) +
    el('path', { d: `M${x - w / 2 + 30} ${top + 170}L${x - w / 2 - 30} ${top + 200}L${x - w / 2 - 40} ${at - 110}`, stroke: metal, 'stroke-width': 14, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    el('rect', { x: x - w / 2 + 14, y: top + 156, width: 30, height: 40, rx: 8, fill: P.ink }) +
    [x - 240, x + 240].map((kx) => el('circle', { cx: kx, cy: top + 56, r: 18, fill: P.ink })).join('') +
    el('circle', { cx: x, cy: top + 56, r: 40, fill: P.paper }) +
    el('circle', { cx: x, cy: top + 56, r: 33, fill: P.white }) +
    el('path', { d: `M${x} ${top + 56}L${x + 20} ${top + 36}`, stroke: P.terracotta, 'stroke-width': 5, 'stroke-linecap': 'round' }) +
    head(x - 150) +
    head(x + 110) +
    cupSide(x - 140, at - 40, 0.6, P.paper, P.roast) +
    cupSide(x + 120, at - 40, 0.6, P.paper, P.roast) +
    [-1, 0, 1].map((i) => cupSide(x + i * 120, top - 4, 0.5, i ? P.sage : P.gold)).join('') +
    shadow(x + 470, at + 40, 160, 20, 0.2) +
    el('rect', { x: x + 360, y: at - 60, width: 230, height: 80, rx: 12, fill: P.paper }) +
    [0, 1, 2].map((i) => el('path', { d: `M${x + 370 + i * 70} ${at - 60}a36 30 0 0 1 72 0Z`, fill: i === 1 ? '#e7a9a0' : '#f3dcc0' }) + el('path', { d: `M${x + 370 + i * 70} ${at - 60}h72v10h-72Z`, fill: '#c98a48' })).join('') +
    steam(x - 140, at - 120, 0.5) +
    steam(x + 120, at - 120, 0.5) +
    d.grain(0.1)
  );
}

/** A sunny window with plants on the sill and light falling on the wall. */
function ventana(d: Doc, r: R): string {
  const wx = 440;
  const wy = 130;
  const ww = 720;
  const wh = 560;
  const sill = wy + wh;
  const outside =
    el('rect', { x: wx, y: wy, width: ww, height: wh, fill: d.linear([[0, '#f7d8b5'], [1, '#fbeede']]) }) +
    el('circle', { cx: wx + 520, cy: wy + 170, r: 70, fill: P.gold, opacity: 0.9 }) +
    [0, 1, 2, 3, 4, 5].map((i) => el('rect', { x: wx + i * 125 - 10, y: wy + 300 - (i % 3) * 60 - 20, width: 110, height: 400, fill: mix('#e3b894', P.plum, 0.15 + (i % 2) * 0.12) })).join('') +
    cloud(wx + 120, wy + 110, 0.8, P.white, 0.7) +
    [[wx + 110, wy + 420, 1], [wx + 560, wy + 460, 1.2]].map(([tx, ty, ts]) => jacaranda(r, tx, ty, ts)).join('');
  const rays = el('path', { d: poly([[wx, sill], [wx + ww, sill], [wx + ww + 380, d.h], [wx + 120, d.h]]), fill: P.gold, opacity: 0.12 });
  return (
    el('rect', { width: d.w, height: d.h, fill: '#efd9bf' }) +
    el('g', { 'clip-path': d.clip(el('rect', { x: wx, y: wy, width: ww, height: wh })) }, outside) +
    el('rect', { x: wx - 24, y: wy - 24, width: ww + 48, height: wh + 48, fill: 'none', stroke: P.paper, 'stroke-width': 48 }) +
    el('rect', { x: wx + ww / 2 - 10, y: wy, width: 20, height: wh, fill: P.paper }) +
    el('rect', { x: wx, y: wy + wh * 0.42, width: ww, height: 20, fill: P.paper }) +
    rays +
    el('rect', { x: wx - 70, y: sill + 14, width: ww + 140, height: 34, rx: 6, fill: P.cream }) +
    el('rect', { x: wx - 70, y: sill + 48, width: ww + 140, height: 12, fill: P.ink, opacity: 0.1 }) +
    el('rect', { y: d.h - 140, width: d.w, height: 140, fill: P.caramel }) +
    pottedPlant(r, wx + 110, sill - 66, 0.9) +
    pottedPlant(r, wx + ww - 120, sill - 56, 0.75, P.sage) +
    g({ x: wx + 360, y: sill + 14 }, el('rect', { x: -44, y: -150, width: 88, height: 150, rx: 34, fill: P.terracotta }), el('path', { d: 'M0 -150C-10 -260 -80 -300 -120 -330M0 -150C10 -240 70 -280 110 -320M0 -150L0 -330', stroke: P.leaf, 'stroke-width': 8, fill: 'none' }), g({ x: -120, y: -330, rot: -140 }, leaf(90, 28, P.leaf, P.sage)), g({ x: 110, y: -320, rot: -40 }, leaf(90, 28, P.forest, P.leaf)), g({ x: 0, y: -330, rot: -90 }, leaf(80, 26, P.leaf, P.sage))) +
    cupSide(wx + 520, sill + 14, 0.7, P.gold) +
    steam(wx + 520, sill - 80, 0.6) +
    d.grain(0.1)
  );
}

/** A jacaranda in bloom, as seen down the street. */
function jacaranda(r: R, x: number, y: number, s: number): string {
  const trunk = el('path', { d: `M${x - 10 * s} ${y + 200 * s}L${x - 4 * s} ${y - 30 * s}L${x + 6 * s} ${y - 30 * s}L${x + 12 * s} ${y + 200 * s}Z`, fill: P.coffee });
  const blooms = Array.from({ length: 16 }, (_, i) => el('circle', { cx: x + between(r, -120, 120) * s, cy: y - 60 * s + between(r, -70, 50) * s, r: between(r, 30, 55) * s, fill: i % 3 ? '#9b7fc4' : '#b9a0dd' }));
  return trunk + blooms.join('');
}

/** Open shelves of cups and mugs in every glaze. */
function tazas(d: Doc, r: R): string {
  const glazes = [P.paper, P.sage, P.terracotta, P.gold, P.cream, P.rose, P.ink, P.peach];
  const rows = [330, 610, 890];
  const cups = rows.flatMap((y, ri) =>
    Array.from({ length: 6 }, (_, i) => {
      const x = 230 + i * 230 + (ri % 2) * 60;
      const c = glazes[Math.floor(r() * glazes.length)];
      return x < d.w - 150 ? mug(x, y, between(r, 0.8, 1.05), c) : '';
    }),
  );
  return (
    el('rect', { width: d.w, height: d.h, fill: P.forest }) +
    Array.from({ length: 17 }, (_, i) => el('rect', { x: i * 100, y: 0, width: 6, height: d.h, fill: P.ink, opacity: 0.15 })).join('') +
    el('rect', { width: d.w, height: d.h, fill: d.radial([[0, P.gold, 0.25], [1, P.gold, 0]], 0.5, 0.2, 0.7) }) +
    rows.map((y) => shadow(d.w / 2, y + 30, d.w * 0.46, 14, 0.3) + el('rect', { x: 80, y, width: d.w - 160, height: 24, rx: 4, fill: P.caramel }) + el('rect', { x: 80, y: y + 18, width: d.w - 160, height: 6, fill: P.coffee, opacity: 0.5 })).join('') +
    cups.join('') +
    d.grain(0.1)
  );
}

/** A dip-glazed ceramic mug standing at (x, y). */
export function mug(x: number, y: number, s: number, glaze: string): string {
  const w = 150 * s;
  const h = 170 * s;
  const clay = '#e7cfae';
  const dip = `M${x - w / 2} ${y - h}L${x + w / 2} ${y - h}L${x + w / 2} ${y - h * 0.45}Q${x + w * 0.3} ${y - h * 0.36} ${x + w * 0.1} ${y - h * 0.46}Q${x - w * 0.15} ${y - h * 0.55} ${x - w * 0.3} ${y - h * 0.4}Q${x - w * 0.42} ${y - h * 0.32} ${x - w / 2} ${y - h * 0.42}Z`;
  return (
    el('path', { d: `M${x + w * 0.45} ${y - h * 0.75}c${60 * s} ${-10 * s} ${70 * s} ${90 * s} ${4 * s} ${90 * s}`, stroke: glaze, 'stroke-width': 18 * s, fill: 'none', 'stroke-linecap': 'round' }) +
    el('rect', { x: x - w / 2, y: y - h, width: w, height: h, rx: 16 * s, fill: clay }) +
    el('path', { d: dip, fill: glaze }) +
    el('rect', { x: x + w * 0.18, y: y - h, width: w * 0.32, height: h, rx: 10 * s, fill: P.ink, opacity: 0.1 }) +
    el('ellipse', { cx: x, cy: y - h, rx: w / 2, ry: 10 * s, fill: mix(glaze, P.ink, 0.25) })
  );
}

/** A burlap sack shape standing at (x, y), width w, height h, with a rolled cuff at the top. */
function sackShape(x: number, y: number, w: number, h: number): string {
  const t = y - h;
  return `M${x - w * 0.42} ${y}C${x - w * 0.6} ${y - h * 0.3} ${x - w * 0.56} ${t + h * 0.3} ${x - w * 0.44} ${t + h * 0.08}L${x + w * 0.44} ${t + h * 0.08}C${x + w * 0.56} ${t + h * 0.3} ${x + w * 0.6} ${y - h * 0.3} ${x + w * 0.42} ${y}Z`;
}

/** Burlap texture and folds over a sack shape. */
function burlapTexture(d: Doc, shape: string, color: string, x: number, y: number, w: number, h: number): string {
  const weave =
    Array.from({ length: Math.ceil(w / 22) }, (_, i) => el('path', { d: `M${x - w / 2 + i * 22} ${y - h}L${x - w / 2 + i * 22} ${y}`, stroke: mix(color, P.coffee, 0.3), 'stroke-width': 2, opacity: 0.35 })).join('') +
    Array.from({ length: Math.ceil(h / 22) }, (_, i) => el('path', { d: `M${x - w / 2 - 40} ${y - h + i * 22}L${x + w / 2 + 40} ${y - h + i * 22}`, stroke: mix(color, P.white, 0.3), 'stroke-width': 2, opacity: 0.3 })).join('');
  const folds = [-0.25, 0.05, 0.3].map((k) => el('path', { d: `M${x + k * w} ${y - h * 0.85}Q${x + k * w + 30} ${y - h * 0.5} ${x + k * w - 10} ${y - h * 0.1}`, stroke: mix(color, P.coffee, 0.5), 'stroke-width': 6, fill: 'none', opacity: 0.35, 'stroke-linecap': 'round' })).join('');
  return el('g', { 'clip-path': d.clip(el('path', { d: shape })) }, weave, folds, el('rect', { x: x + w * 0.15, y: y - h, width: w, height: h, fill: P.coffee, opacity: 0.14 }));
}

/** A burlap sack of beans, open, with a stencilled mountain and a scoop; a tied sack behind. */
function costal(d: Doc, r: R): string {
  const burlap = '#cda77a';
  const back = sackShape(390, 900, 420, 520);
  const front = sackShape(860, 930, 680, 600);
  const mound: string[] = [];
  for (let i = 0; i < 170; i++) {
    const a = r() * Math.PI;
    const dist = Math.sqrt(r());
    mound.push(bean(860 + Math.cos(a) * dist * 270, 382 - Math.sin(a) * dist * 80, 40, r() * 360, roastAt(between(r, 0.62, 0.9))));
  }
  const stencil = g({ x: 860, y: 700, opacity: 0.5 }, el('circle', { r: 110, fill: 'none', stroke: P.brick, 'stroke-width': 10 }), el('path', { d: 'M-80 40L-25 -40L10 10L40 -25L85 40Z', fill: P.brick }), el('circle', { cx: 30, cy: -55, r: 18, fill: P.brick }));
  return (
    el('rect', { width: d.w, height: d.h, fill: P.sage }) +
    el('rect', { width: d.w, height: d.h, fill: d.radial([[0, P.paper, 0.35], [1, P.paper, 0]], 0.75, 0.2, 0.6) }) +
    el('rect', { y: 920, width: d.w, height: 80, fill: mix(P.sage, P.forest, 0.45) }) +
    shadow(420, 905, 230, 22, 0.25) +
    el('path', { d: back, fill: mix(burlap, P.coffee, 0.25) }) +
    burlapTexture(d, back, mix(burlap, P.coffee, 0.25), 390, 900, 420, 520) +
    el('path', { d: 'M300 420Q390 350 480 420L470 440Q390 390 310 440Z', fill: mix(burlap, P.coffee, 0.35) }) +
    el('path', { d: 'M360 400Q390 360 420 400', stroke: P.caramel, 'stroke-width': 12, fill: 'none', 'stroke-linecap': 'round' }) +
    shadow(870, 935, 380, 28, 0.28) +
    el('path', { d: front, fill: burlap }) +
    burlapTexture(d, front, burlap, 860, 930, 680, 600) +
    stencil +
    el('ellipse', { cx: 860, cy: 384, rx: 310, ry: 56, fill: mix(burlap, P.white, 0.12) }) +
    el('ellipse', { cx: 860, cy: 388, rx: 284, ry: 42, fill: P.roast }) +
    mound.join('') +
    g({ x: 1230, y: 880, rot: -18 }, el('path', { d: 'M-120 0Q-120 -70 0 -70L40 -70L40 40L0 40Q-120 40 -120 0Z', fill: '#b98552' }), el('rect', { x: 36, y: -20, width: 200, height: 30, rx: 12, fill: '#a06f42' })) +
    Array.from({ length: 30 }, () => bean(between(r, 500, 1340), between(r, 935, 985), 40, r() * 360, roastAt(between(r, 0.62, 0.9)))).join('') +
    d.grain(0.12)
  );
}

export const interior: Record<string, PictureSpec> = {
  'feature-barra': { w: 1200, h: 900, draw: (d, r) => bar(d, r, P.sand, P.ink, P.paper, false) },
  'blog-v60': { w: 1200, h: 800, draw: (d, r) => bar(d, r, '#d9b08c', '#b87333', P.terracotta, true) },
  'galeria-barra': { w: 1600, h: 1000, draw: espresso },
  'galeria-ventana': { w: 1600, h: 1000, draw: ventana },
  'galeria-tazas': { w: 1600, h: 1000, draw: tazas },
  'galeria-costal': { w: 1600, h: 1000, draw: costal },
};

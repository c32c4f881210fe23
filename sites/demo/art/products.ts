/** Product shots of the shop: coffee bags with label shapes, the mug, the gift card, the guide, the class. */
import { bean, cupSide, cupTop, kettle, pourOver, shadow, steam } from './objects.ts';
import { branch, ridge } from './nature.ts';
import { P } from './palette.ts';
import { emblem } from './place.ts';
import { mug } from './interior.ts';
import { between, el, g, mix, rng, type Doc } from './svg.ts';
import type { PictureSpec } from './picture.ts';
import { roastAt } from './tabletop.ts';

type R = () => number;

/** A studio backdrop: a wall and a floor meeting at `horizon`, soft light from the top left. */
function studio(d: Doc, wall: string, floor: string, horizon = 0.7): string {
  const y = d.h * horizon;
  return (
    el('rect', { width: d.w, height: d.h, fill: wall }) +
    el('rect', { width: d.w, height: d.h, fill: d.radial([[0, P.white, 0.35], [1, P.white, 0]], 0.3, 0.25, 0.75) }) +
    el('rect', { y, width: d.w, height: d.h - y, fill: floor }) +
    el('rect', { y, width: d.w, height: d.h - y, fill: d.linear([[0, P.ink, 0.12], [0.3, P.ink, 0]]) })
  );
}

interface BagLook {
  paper: string;
  label: string;
  sky: string;
  hills: [string, string];
  /** Roast level shown as filled dots, 1 to 3. */
  roast: number;
}

/** A stand-up coffee bag with a crimped top, a valve and a label with a small landscape. */
function bag(d: Doc, x: number, y: number, s: number, look: BagLook): string {
  const w = 520 * s;
  const h = 760 * s;
  const t = y - h;
  const body = `M${x - w * 0.46} ${t + 50 * s}L${x + w * 0.46} ${t + 50 * s}L${x + w / 2} ${y - 20 * s}Q${x + w / 2} ${y} ${x + w / 2 - 20 * s} ${y}L${x - w / 2 + 20 * s} ${y}Q${x - w / 2} ${y} ${x - w / 2} ${y - 20 * s}Z`;
  const crimp = el('rect', { x: x - w * 0.46, y: t, width: w * 0.92, height: 64 * s, rx: 6 * s, fill: mix(look.paper, P.white, 0.1) }) +
    Array.from({ length: 34 }, (_, i) => el('path', { d: `M${x - w * 0.44 + (i * w * 0.88) / 33} ${t + 10 * s}v${44 * s}`, stroke: mix(look.paper, P.ink, 0.18), 'stroke-width': 3 * s })).join('');
  const lw = w * 0.68;
  const lh = h * 0.5;
  const lx = x - lw / 2;
  const ly = y - lh - 90 * s;
  const arch = `M${x - lw * 0.36} ${ly + lh * 0.62}L${x - lw * 0.36} ${ly + lh * 0.3}A${lw * 0.36} ${lw * 0.36} 0 0 1 ${x + lw * 0.36} ${ly + lh * 0.3}L${x + lw * 0.36} ${ly + lh * 0.62}Z`;
  const r = rng(look.label + look.sky);
  const mini = new MiniDoc(d, x - lw * 0.4, ly + 10 * s, lw * 0.8, lh * 0.62);
  const scene =
    el('rect', { x: x - lw * 0.4, y: ly, width: lw * 0.8, height: lh * 0.65, fill: look.sky }) +
    el('circle', { cx: x + lw * 0.12, cy: ly + lh * 0.3, r: 34 * s, fill: P.gold }) +
    mini.ridge(r, ly + lh * 0.44, 30 * s, look.hills[0]) +
    mini.ridge(r, ly + lh * 0.54, 22 * s, look.hills[1]);
  const dots = [0, 1, 2].map((i) => el('circle', { cx: x - 40 * s + i * 40 * s, cy: ly + lh * 0.86, r: 11 * s, fill: i < look.roast ? P.paper : 'none', stroke: P.paper, 'stroke-width': 3 * s })).join('');
  return (
    shadow(x + 30 * s, y + 6 * s, w * 0.62, 26 * s, 0.25) +
    el('path', { d: body, fill: look.paper }) +
    el('path', { d: `M${x + w * 0.22} ${t + 50 * s}L${x + w * 0.46} ${t + 50 * s}L${x + w / 2} ${y - 20 * s}Q${x + w / 2} ${y} ${x + w / 2 - 20 * s} ${y}L${x + w * 0.26} ${y}Z`, fill: P.ink, opacity: 0.1 }) +
    el('path', { d: `M${x - w * 0.4} ${t + 80 * s}L${x - w * 0.43} ${y - 40 * s}`, stroke: P.white, 'stroke-width': 14 * s, opacity: 0.15, 'stroke-linecap': 'round' }) +
    el('path', { d: `M${x - w / 2 + 10 * s} ${y - 40 * s}Q${x} ${y - 70 * s} ${x + w / 2 - 10 * s} ${y - 40 * s}`, stroke: P.ink, 'stroke-width': 3 * s, fill: 'none', opacity: 0.15 }) +
    crimp +
    el('circle', { cx: x, cy: t + 140 * s, r: 24 * s, fill: mix(look.paper, P.ink, 0.15) }) +
    el('circle', { cx: x, cy: t + 140 * s, r: 12 * s, fill: mix(look.paper, P.white, 0.2) }) +
    el('rect', { x: lx, y: ly, width: lw, height: lh, rx: 22 * s, fill: look.label }) +
    el('g', { 'clip-path': d.clip(el('path', { d: arch })) }, scene) +
    el('path', { d: arch, fill: 'none', stroke: P.paper, 'stroke-width': 5 * s }) +
    el('rect', { x: x - lw * 0.3, y: ly + lh * 0.7, width: lw * 0.6, height: 5 * s, rx: 2 * s, fill: P.paper, opacity: 0.8 }) +
    dots
  );
}

/** Ridges drawn inside a small box (the bag label) rather than the whole picture. */
class MiniDoc {
  constructor(private d: Doc, private x: number, private y: number, private w: number, private h: number) {}
  ridge(r: R, base: number, amp: number, fill: string): string {
    const fake = { w: this.w, h: this.y + this.h + 100 } as Doc;
    return g({ x: this.x }, ridge(fake, r, base, amp, fill, 1.6));
  }
}

/** Beans scattered on the floor in front of a product. */
function floorBeans(r: R, x: number, y: number, w: number, count: number, roast: number): string {
  return Array.from({ length: count }, () => bean(x + between(r, -w / 2, w / 2), y + between(r, -20, 60), between(r, 40, 52), r() * 360, roastAt(roast + between(r, -0.05, 0.05)))).join('');
}

/** A coffee bag on a studio set, a few beans and a sprig of the plant beside it. */
function bagShot(look: BagLook, wall: string, floor: string, roast: number, prop: 'branch-right' | 'branch-left' | 'cup'): PictureSpec['draw'] {
  return (d, r) =>
    studio(d, wall, floor) +
    (prop === 'branch-right' ? branch(r, 1180, 160, 820, 420, 0.9, 3) : '') +
    (prop === 'branch-left' ? branch(r, -40, 120, 300, 380, 0.9, 3) : '') +
    bag(d, prop === 'branch-left' ? 660 : 560, 1000, 1.05, look) +
    (prop === 'cup' ? cupSide(1000, 1010, 0.9, P.paper) + steam(1000, 880, 0.7) : '') +
    floorBeans(r, 600, 1070, 900, 16, roast) +
    d.grain(0.1);
}

/** A gift card tied with a ribbon, leaning on its envelope. */
const tarjeta: PictureSpec['draw'] = (d, r) => {
  const card = (x: number, y: number) =>
    el('rect', { x: x + 14, y: y + 18, width: 760, height: 470, rx: 36, fill: P.ink, opacity: 0.25 }) +
    el('rect', { x, y, width: 760, height: 470, rx: 36, fill: P.terracotta }) +
    el('rect', { x, y, width: 760, height: 470, rx: 36, fill: d.linear([[0, P.white, 0.18], [1, P.white, 0]], 0, 0, 1, 1) }) +
    el('g', { 'clip-path': d.clip(el('rect', { x, y, width: 760, height: 470, rx: 36 })) }, ...Array.from({ length: 9 }, (_, i) => el('circle', { cx: x + 600, cy: y + 380, r: 40 + i * 40, fill: 'none', stroke: P.paper, 'stroke-width': 3, opacity: 0.12 }))) +
    emblem(d, x + 150, y + 150, 90, P.terracotta, P.paper, P.gold) +
    el('rect', { x: x + 60, y: y + 380, width: 260, height: 14, rx: 7, fill: P.paper, opacity: 0.7 }) +
    el('rect', { x: x + 470, y, width: 56, height: 470, fill: P.gold }) +
    el('rect', { x: x + 482, y, width: 8, height: 470, fill: P.white, opacity: 0.3 });
  const bow = (x: number, y: number) =>
    g({ x, y }, el('ellipse', { cx: -70, cy: -30, rx: 80, ry: 40, fill: P.gold, transform: 'rotate(25 -70 -30)' }), el('ellipse', { cx: 70, cy: -30, rx: 80, ry: 40, fill: P.gold, transform: 'rotate(-25 70 -30)' }), el('ellipse', { cx: -60, cy: -28, rx: 40, ry: 18, fill: mix(P.gold, P.ink, 0.2), transform: 'rotate(25 -60 -28)' }), el('ellipse', { cx: 60, cy: -28, rx: 40, ry: 18, fill: mix(P.gold, P.ink, 0.2), transform: 'rotate(-25 60 -28)' }), el('path', { d: 'M-20 0L-80 130L-40 120L-20 150ZM20 0L80 130L40 120L20 150Z', fill: P.gold }), el('circle', { r: 30, fill: mix(P.gold, P.brick, 0.2) }));
  return (
    studio(d, P.forest, mix(P.forest, P.ink, 0.35), 0.76) +
    Array.from({ length: 24 }, () => el('circle', { cx: between(r, 0, d.w), cy: between(r, 0, 800), r: between(r, 4, 10), fill: [P.gold, P.paper, P.rose][Math.floor(r() * 3)], opacity: 0.6 })).join('') +
    g({ x: 640, y: 520, rot: 8 }, el('rect', { x: -420, y: -270, width: 800, height: 520, rx: 20, fill: P.cream }), el('path', { d: 'M-420 -270L-20 40L380 -270', stroke: P.sand, 'stroke-width': 10, fill: 'none' })) +
    g({ x: 180, y: 430, rot: -6 }, card(0, 0), bow(498, 40)) +
    shadow(600, 960, 480, 30, 0.3) +
    d.grain(0.1)
  );
};

/** A tablet on a stand showing the pour-over, the brewing guide. */
const guia: PictureSpec['draw'] = (d, r) => {
  const sx = 260;
  const sy = 210;
  const sw = 680;
  const sh = 760;
  const screen = el('rect', { x: sx, y: sy, width: sw, height: sh });
  return (
    studio(d, P.gold, mix(P.gold, P.caramel, 0.6), 0.8) +
    el('circle', { cx: 1020, cy: 200, r: 120, fill: P.paper, opacity: 0.25 }) +
    shadow(600, 1000, 440, 26, 0.3) +
    el('rect', { x: sx - 40, y: sy - 40, width: sw + 80, height: sh + 80, rx: 50, fill: P.ink }) +
    el('rect', { x: sx, y: sy, width: sw, height: sh, fill: P.paper }) +
    el('g', { 'clip-path': d.clip(screen) },
      el('rect', { x: sx, y: sy, width: sw, height: 470, fill: P.sand }),
      el('circle', { cx: sx + 560, cy: sy + 110, r: 50, fill: P.gold }),
      pourOver(sx + 300, sy + 520, 0.7, P.terracotta),
      g({ x: sx + 560, y: sy + 370, rot: -16 }, kettle(0, 0, 0.55, P.ink)),
      el('rect', { x: sx, y: sy + 520, width: sw, height: 24, fill: P.coffee }),
      [0, 1, 2].map((i) => el('rect', { x: sx + 70, y: sy + 590 + i * 46, width: i === 2 ? 320 : 540, height: 16, rx: 8, fill: P.latte })).join('')) +
    el('circle', { cx: sx + sw / 2, cy: sy - 20, r: 7, fill: P.steel }) +
    el('path', { d: `M${sx + 120} ${sy + sh + 40}L${sx + 60} 1000M${sx + sw - 120} ${sy + sh + 40}L${sx + sw - 60} 1000`, stroke: P.ink, 'stroke-width': 22, 'stroke-linecap': 'round' }) +
    floorBeans(r, 1050, 1030, 200, 6, 0.8) +
    d.grain(0.1)
  );
};

/** A milk pitcher seen from above. */
function pitcher(x: number, y: number, rad: number, rot: number): string {
  const steel = '#c9c4bb';
  return g({ x, y, rot },
    el('circle', { cx: rad * 0.1, cy: rad * 0.14, r: rad * 1.02, fill: P.ink, opacity: 0.2 }),
    el('rect', { x: rad * 0.8, y: -rad * 0.18, width: rad * 0.9, height: rad * 0.36, rx: rad * 0.12, fill: mix(steel, P.ink, 0.3) }),
    el('path', { d: `M${-rad * 0.7} ${-rad * 0.7}L${-rad * 1.45} 0L${-rad * 0.7} ${rad * 0.7}Z`, fill: steel }),
    el('circle', { r: rad, fill: steel }),
    el('circle', { r: rad * 0.86, fill: '#f8ecd9' }),
    el('ellipse', { cx: -rad * 0.35, cy: -rad * 0.35, rx: rad * 0.3, ry: rad * 0.15, fill: P.white, opacity: 0.6, transform: `rotate(-40 ${-rad * 0.35} ${-rad * 0.35})` }));
}

/** The latte art class: cups with three patterns and the milk pitcher, from above. */
const taller: PictureSpec['draw'] = (d, r) =>
  el('rect', { width: d.w, height: d.h, fill: P.terracotta }) +
  el('rect', { x: 90, y: 90, width: d.w - 180, height: d.h - 180, rx: 70, fill: P.cream }) +
  cupTop(d, 380, 380, 150, P.paper, 'heart', 0) +
  cupTop(d, 820, 420, 150, P.sage, 'tulip', 10) +
  cupTop(d, 420, 830, 150, P.gold, 'rosetta', -10) +
  pitcher(840, 840, 130, 30) +
  Array.from({ length: 10 }, () => bean(between(r, 180, 1020), between(r, 1030, 1080), 40, r() * 360, roastAt(0.8))).join('') +
  d.grain(0.1);

/** The dip-glazed mug, steaming, on a terracotta set. */
const taza: PictureSpec['draw'] = (d, r) =>
  studio(d, P.rose, mix(P.rose, P.brick, 0.45), 0.72) +
  el('circle', { cx: 600, cy: 520, r: 330, fill: P.paper, opacity: 0.22 }) +
  shadow(620, 930, 300, 28, 0.3) +
  mug(560, 930, 3.0, P.sage) +
  steam(560, 360, 1.3) +
  floorBeans(r, 620, 1010, 800, 12, 0.82) +
  d.grain(0.1);

export const products: Record<string, PictureSpec> = {
  'producto-chiapas': { w: 1200, h: 1200, draw: bagShot({ paper: '#c9a27a', label: P.forest, sky: '#d8e4cf', hills: [P.sage, P.leaf], roast: 2 }, '#e3e8d6', '#c5cfb4', 0.6, 'branch-right') },
  'producto-oaxaca': { w: 1200, h: 1200, draw: bagShot({ paper: '#c9a27a', label: P.terracotta, sky: P.peach, hills: [P.rose, P.brick], roast: 1 }, '#f5dcc4', '#e3bf9d', 0.45, 'branch-left') },
  'producto-veracruz': { w: 1200, h: 1200, draw: bagShot({ paper: '#d7b894', label: P.plum, sky: '#f1d3d0', hills: [P.dusk, P.plum], roast: 2 }, '#efdcd8', '#d9bcb6', 0.55, 'branch-right') },
  'producto-mezcla': { w: 1200, h: 1200, draw: bagShot({ paper: '#3a2a22', label: P.gold, sky: '#f6e2b8', hills: [P.caramel, P.coffee], roast: 3 }, P.sand, P.latte, 0.85, 'cup') },
  'producto-taza': { w: 1200, h: 1200, draw: taza },
  'producto-tarjeta': { w: 1200, h: 1200, draw: tarjeta },
  'producto-guia': { w: 1200, h: 1200, draw: guia },
  'producto-taller': { w: 1200, h: 1200, draw: taller },
};

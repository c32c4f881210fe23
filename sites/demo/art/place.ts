/** The café from the street (Roma Norte, with a jacaranda) and the logo badge. */
import { cupSide, shadow } from './objects.ts';
import { pottedPlant, sky, sun } from './nature.ts';
import { P } from './palette.ts';
import { between, el, g, mix, type Doc } from './svg.ts';
import type { PictureSpec } from './picture.ts';

type R = () => number;

/** The mark of Café Altura: a coffee bean rising like the sun over two peaks. */
export function emblem(d: Doc, x: number, y: number, rad: number, bg: string, fg: string, sunColor: string): string {
  const k = rad / 100;
  const inside = el('circle', { cx: x, cy: y, r: rad * 0.86 });
  return (
    el('circle', { cx: x, cy: y, r: rad, fill: bg }) +
    el('circle', { cx: x, cy: y, r: rad * 0.86, fill: 'none', stroke: fg, 'stroke-width': 4 * k, opacity: 0.9 }) +
    el('g', { 'clip-path': d.clip(inside) },
      g({ x: x + 6 * k, y: y - 22 * k, rot: 35 },
        el('ellipse', { rx: 20 * k, ry: 28 * k, fill: sunColor }),
        el('path', { d: `M${1 * k} ${-22 * k}C${8 * k} ${-8 * k} ${-8 * k} ${8 * k} ${-1 * k} ${22 * k}`, stroke: bg, 'stroke-width': 4 * k, fill: 'none', 'stroke-linecap': 'round' })),
      el('path', { d: `M${x - 100 * k} ${y + 40 * k}L${x - 38 * k} ${y - 26 * k}L${x - 8 * k} ${y + 6 * k}L${x + 30 * k} ${y - 36 * k}L${x + 100 * k} ${y + 40 * k}L${x + 100 * k} ${y + 110 * k}L${x - 100 * k} ${y + 110 * k}Z`, fill: fg }),
      el('path', { d: `M${x + 30 * k} ${y - 36 * k}L${x + 100 * k} ${y + 40 * k}L${x + 100 * k} ${y + 52 * k}L${x + 44 * k} ${y + 52 * k}Z`, fill: bg, opacity: 0.14 }),
      el('path', { d: `M${x - 38 * k} ${y - 26 * k}L${x - 8 * k} ${y + 6 * k}L${x - 18 * k} ${y + 52 * k}L${x - 30 * k} ${y + 52 * k}Z`, fill: bg, opacity: 0.14 }),
      el('path', { d: `M${x - 70 * k} ${y + 62 * k}Q${x} ${y + 48 * k} ${x + 70 * k} ${y + 62 * k}`, stroke: bg, 'stroke-width': 5 * k, fill: 'none', 'stroke-linecap': 'round' }))
  );
}

/** A jacaranda tree in full bloom. */
function jacaranda(r: R, x: number, y: number, s: number): string {
  const trunk = el('path', { d: `M${x - 22 * s} ${y}C${x - 10 * s} ${y - 150 * s} ${x - 40 * s} ${y - 260 * s} ${x - 90 * s} ${y - 360 * s}M${x} ${y - 180 * s}C${x + 30 * s} ${y - 260 * s} ${x + 80 * s} ${y - 320 * s} ${x + 120 * s} ${y - 380 * s}`, stroke: P.coffee, 'stroke-width': 26 * s, fill: 'none', 'stroke-linecap': 'round' });
  const blooms = Array.from({ length: 40 }, (_, i) =>
    el('circle', { cx: x + between(r, -260, 260) * s, cy: y - 420 * s + between(r, -140, 110) * s, r: between(r, 40, 80) * s, fill: ['#8c6fb0', '#9b7fc4', '#b9a0dd'][i % 3] }),
  );
  const fallen = Array.from({ length: 30 }, () => el('circle', { cx: x + between(r, -300, 300) * s, cy: y + between(r, 10, 90) * s, r: between(r, 4, 8) * s, fill: '#b9a0dd', opacity: 0.8 }));
  return trunk + blooms.join('') + fallen.join('');
}

/** A bistro table with two chairs on the sidewalk. */
function bistro(x: number, y: number): string {
  const chair = (cx: number, dir: number) =>
    el('path', { d: `M${cx} ${y}L${cx} ${y - 90}L${cx + dir * 60} ${y - 90}M${cx} ${y - 90}L${cx} ${y - 190}M${cx + dir * 60} ${y - 90}L${cx + dir * 60} ${y}`, stroke: P.ink, 'stroke-width': 8, fill: 'none', 'stroke-linecap': 'round' });
  return (
    shadow(x, y + 6, 200, 14, 0.2) +
    chair(x - 150, 1) +
    chair(x + 150, -1) +
    el('path', { d: `M${x} ${y - 110}L${x} ${y}M${x - 50} ${y}L${x + 50} ${y}`, stroke: P.ink, 'stroke-width': 10, 'stroke-linecap': 'round' }) +
    el('rect', { x: x - 90, y: y - 122, width: 180, height: 14, rx: 7, fill: P.ink }) +
    cupSide(x - 30, y - 126, 0.35, P.paper) +
    cupSide(x + 40, y - 126, 0.35, P.gold)
  );
}

/** The storefront: awning, warm windows, the sign with the emblem, plants and a jacaranda. */
function fachada(d: Doc, r: R): string {
  const bx = 230;
  const bw = 1140;
  const top = 60;
  const ground = 860;
  const shopTop = 470;
  const facade = '#e9b889';
  const frame = P.forest;
  const upperWindows = [0, 1, 2, 3].map((i) => {
    const x = bx + 90 + i * 265;
    return (
      el('rect', { x: x - 14, y: top + 80, width: 158, height: 230, rx: 4, fill: mix(facade, P.white, 0.35) }) +
      el('rect', { x, y: top + 94, width: 130, height: 200, fill: d.linear([[0, '#9fb7bf'], [1, '#d9e3df']]) }) +
      el('path', { d: `M${x + 65} ${top + 94}L${x + 65} ${top + 294}M${x} ${top + 180}L${x + 130} ${top + 180}`, stroke: P.paper, 'stroke-width': 8 }) +
      el('path', { d: `M${x - 24} ${top + 300}h178v60h-178z` + Array.from({ length: 10 }, (_, k) => `M${x - 16 + k * 18} ${top + 304}v54`).join(''), stroke: P.ink, 'stroke-width': 5, fill: 'none' })
    );
  });
  const shopWindow = (x: number, w: number) => {
    const inner = el('rect', { x, y: shopTop + 130, width: w, height: 250 });
    const light = d.linear([[0, '#f6cf8e'], [1, '#d98f4e']]);
    return (
      el('rect', { x, y: shopTop + 130, width: w, height: 250, fill: light }) +
      el('g', { 'clip-path': d.clip(inner) },
        [0.25, 0.5, 0.75].map((k) => el('path', { d: `M${x + w * k} ${shopTop + 130}v50`, stroke: P.ink, 'stroke-width': 3 }) + el('path', { d: `M${x + w * k - 28} ${shopTop + 208}a28 28 0 0 1 56 0Z`, fill: P.ink }) + el('circle', { cx: x + w * k, cy: shopTop + 214, r: 10, fill: '#fff3c9' })).join(''),
        el('rect', { x, y: shopTop + 300, width: w, height: 80, fill: P.coffee, opacity: 0.8 }),
        [0, 1, 2, 3, 4].map((k) => el('rect', { x: x + 30 + k * (w - 60) / 5, y: shopTop + 250, width: 36, height: 50, rx: 6, fill: [P.paper, P.sage, P.gold, P.rose, P.paper][k] })).join(''),
        el('path', { d: `M${x} ${shopTop + 130}L${x + w * 0.4} ${shopTop + 130}L${x + w * 0.1} ${shopTop + 380}L${x} ${shopTop + 380}Z`, fill: P.white, opacity: 0.18 })) +
      el('rect', { x, y: shopTop + 130, width: w, height: 250, fill: 'none', stroke: frame, 'stroke-width': 14 })
    );
  };
  const awning = () => {
    const y = shopTop + 40;
    const stripes = Array.from({ length: 14 }, (_, i) => el('path', { d: `M${bx + 30 + i * 77} ${y}L${bx + 107 + i * 77} ${y}L${bx + 107 + i * 77 + 8} ${y + 80}L${bx + 30 + i * 77 + 8} ${y + 80}Z`, fill: i % 2 ? P.paper : P.terracotta }));
    const scallops = Array.from({ length: 14 }, (_, i) => el('path', { d: `M${bx + 38 + i * 77} ${y + 78}a38.5 26 0 0 0 77 0Z`, fill: i % 2 ? P.paper : P.terracotta }));
    return shadow(bx + bw / 2, y + 110, bw * 0.47, 18, 0.18) + stripes.join('') + scallops.join('') + el('rect', { x: bx + 20, y: y - 10, width: bw - 40, height: 14, rx: 6, fill: P.brick });
  };
  return (
    sky(d, '#bcd3d6', '#f4e6d3') +
    sun(d, 1420, 150, 50, '#f7dca6', P.white) +
    el('rect', { x: 0, y: 200, width: bx, height: ground - 200, fill: '#c9a4a0' }) +
    el('rect', { x: bx + bw, y: 140, width: d.w - bx - bw, height: ground - 140, fill: '#b9c4b0' }) +
    el('rect', { x: bx, y: top, width: bw, height: ground - top, fill: facade }) +
    el('rect', { x: bx - 16, y: top - 10, width: bw + 32, height: 34, fill: mix(facade, P.white, 0.3) }) +
    el('rect', { x: bx, y: shopTop - 20, width: bw, height: 24, fill: mix(facade, P.white, 0.3) }) +
    upperWindows.join('') +
    el('rect', { x: bx + 20, y: shopTop + 4, width: bw - 40, height: ground - shopTop - 4, fill: frame }) +
    el('rect', { x: bx + bw / 2 - 190, y: shopTop - 84, width: 380, height: 64, rx: 10, fill: frame }) +
    emblem(d, bx + bw / 2, shopTop - 52, 44, frame, P.paper, P.gold) +
    shopWindow(bx + 70, 360) +
    shopWindow(bx + bw - 430, 360) +
    el('rect', { x: bx + bw / 2 - 90, y: shopTop + 140, width: 180, height: ground - shopTop - 140, fill: mix(frame, P.ink, 0.3) }) +
    el('rect', { x: bx + bw / 2 - 70, y: shopTop + 160, width: 140, height: 170, fill: '#e9b673' }) +
    el('circle', { cx: bx + bw / 2 + 58, cy: shopTop + 390, r: 8, fill: P.gold }) +
    awning() +
    el('rect', { y: ground, width: d.w, height: d.h - ground, fill: '#d8c8b4' }) +
    Array.from({ length: 12 }, (_, i) => el('path', { d: `M${i * 150} ${ground}L${i * 150 - 60} ${d.h}`, stroke: '#c4b29c', 'stroke-width': 4 })).join('') +
    el('rect', { y: ground, width: d.w, height: 10, fill: P.ink, opacity: 0.1 }) +
    pottedPlant(r, bx + 20, ground - 80, 0.9) +
    pottedPlant(r, bx + bw - 20, ground - 80, 0.9, P.sage) +
    bistro(bx + bw / 2 - 20, ground + 100) +
    jacaranda(r, 120, ground + 40, 1) +
    d.grain(0.1)
  );
}

/** The logo: the emblem on its own, on a transparent background. */
const logo: PictureSpec['draw'] = (d) => emblem(d, d.w / 2, d.h / 2, d.w / 2 - 4, P.terracotta, P.paper, P.gold);

export const place: Record<string, PictureSpec> = {
  fachada: { w: 1600, h: 1000, draw: fachada },
  logo: { w: 480, h: 480, draw: logo },
};

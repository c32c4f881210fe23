/** Landscape pieces: skies, suns, mountain ridges, coffee farms, clouds, leaves and branches. */
import { P } from './palette.ts';
import { Doc, between, el, g, mix, smooth } from './svg.ts';

type R = () => number;

/** A full-bleed sky gradient, top to bottom. */
export function sky(d: Doc, top: string, bottom: string, mid?: string): string {
  const stops: [number, string][] = mid ? [[0, top], [0.55, mid], [1, bottom]] : [[0, top], [1, bottom]];
  return el('rect', { width: d.w, height: d.h, fill: d.linear(stops) });
}

/** A sun with a soft halo. */
export function sun(d: Doc, x: number, y: number, r: number, color: string = P.gold, glow: string = P.peach): string {
  return (
    el('circle', { cx: x, cy: y, r: r * 4, fill: d.radial([[0, glow, 0.9], [0.35, glow, 0.35], [1, glow, 0]]) }) +
    el('circle', { cx: x, cy: y, r, fill: color })
  );
}

/** A mountain ridge from x=-40 to w+40 around height `base`, filled down to the bottom of the picture. */
export function ridge(d: Doc, r: R, base: number, amp: number, fill: string, waves = 3): string {
  const phases = [r() * 6.28, r() * 6.28, r() * 6.28];
  const f = [waves / d.w, (waves * 2.3) / d.w, (waves * 5.1) / d.w].map((k) => k * 6.283);
  const pts: [number, number][] = [];
  const steps = Math.round(waves * 10);
  for (let i = 0; i <= steps; i++) {
    const x = -40 + ((d.w + 80) * i) / steps;
    const y = base - amp * (0.6 * Math.sin(x * f[0] + phases[0]) + 0.28 * Math.abs(Math.sin(x * f[1] + phases[1])) + 0.12 * Math.sin(x * f[2] + phases[2]));
    pts.push([x, y]);
  }
  const line = smooth(pts);
  return el('path', { d: `${line}L${d.w + 40} ${d.h + 10}L-40 ${d.h + 10}Z`, fill });
}

/** Layers of mountains fading into the sky colour (aerial perspective), far to near. */
export function ranges(d: Doc, r: R, haze: string, colors: string[], top: number, bottom: number): string {
  return colors
    .map((c, i) => {
      const t = colors.length === 1 ? 1 : i / (colors.length - 1);
      const base = top + (bottom - top) * t;
      return ridge(d, r, base, d.h * (0.09 - 0.03 * t), mix(haze, c, 0.35 + 0.65 * t), 2 + i * 0.7);
    })
    .join('');
}

/** A drifting cloud made of overlapping round puffs. */
export function cloud(x: number, y: number, s: number, fill: string, opacity = 0.85): string {
  const puffs: [number, number, number][] = [[0, 0, 34], [38, -14, 42], [80, -2, 30], [110, 8, 22], [-30, 10, 22]];
  return g({ x, y, s, opacity }, el('rect', { x: -40, y: 6, width: 170, height: 26, rx: 13, fill }), ...puffs.map(([cx, cy, rr]) => el('circle', { cx, cy, r: rr, fill })));
}

/** A leaf pointing along +x from the origin, two-toned with a midrib. */
export function leaf(len: number, wid: number, dark: string, light: string): string {
  const top = `M0 0C${len * 0.28} ${-wid} ${len * 0.72} ${-wid * 0.9} ${len} 0Z`;
  const whole = `M0 0C${len * 0.28} ${-wid} ${len * 0.72} ${-wid * 0.9} ${len} 0C${len * 0.72} ${wid * 0.9} ${len * 0.28} ${wid} 0 0Z`;
  return (
    el('path', { d: whole, fill: dark }) +
    el('path', { d: top, fill: light }) +
    el('path', { d: `M${len * 0.04} 0Q${len * 0.5} ${-wid * 0.08} ${len * 0.94} 0`, stroke: mix(light, P.white, 0.3), 'stroke-width': Math.max(1.5, wid * 0.06), fill: 'none', 'stroke-linecap': 'round' })
  );
}

/** A coffee cherry: a glossy round fruit with a small crown. */
export function cherry(x: number, y: number, rad: number, color: string): string {
  return (
    el('circle', { cx: x, cy: y, r: rad, fill: color }) +
    el('circle', { cx: x + rad * 0.22, cy: y + rad * 0.22, r: rad * 0.72, fill: mix(color, P.ink, 0.22) }) +
    el('circle', { cx: x - rad * 0.05, cy: y - rad * 0.05, r: rad * 0.66, fill: color }) +
    el('ellipse', { cx: x - rad * 0.35, cy: y - rad * 0.38, rx: rad * 0.22, ry: rad * 0.14, fill: P.white, opacity: 0.55, transform: `rotate(-35 ${x - rad * 0.35} ${y - rad * 0.38})` }) +
    el('circle', { cx: x + rad * 0.55, cy: y - rad * 0.55, r: rad * 0.1, fill: mix(color, P.ink, 0.5) })
  );
}

/**
 * A coffee branch: a curved stem from (x0, y0) to (x1, y1) with paired leaves and clusters of
 * cherries (red, some still orange or green) at the nodes.
 */
export function branch(r: R, x0: number, y0: number, x1: number, y1: number, s: number, nodes = 5): string {
  const bend = between(r, -0.18, 0.18);
  const cx = (x0 + x1) / 2 - (y1 - y0) * bend;
  const cy = (y0 + y1) / 2 + (x1 - x0) * bend;
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t * t * x1,
    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t * t * y1,
  ];
  const dir = (t: number) => {
    const [ax, ay] = at(t - 0.01);
    const [bx, by] = at(t + 0.01);
    return (Math.atan2(by - ay, bx - ax) * 180) / Math.PI;
  };
  const leaves: string[] = [];
  const fruit: string[] = [];
  for (let i = 0; i < nodes; i++) {
    const t = 0.12 + (0.82 * i) / Math.max(1, nodes - 1);
    const [x, y] = at(t);
    const a = dir(t);
    const len = s * between(r, 190, 250) * (1 - t * 0.3);
    for (const side of [-1, 1]) {
      const dark = side < 0 ? P.leaf : P.forest;
      leaves.push(g({ x, y, rot: a + side * between(r, 38, 70) }, leaf(len, len * 0.34, dark, mix(dark, P.sage, 0.45))));
    }
    const count = 3 + Math.floor(r() * 4);
    for (let k = 0; k < count; k++) {
      const ang = (k / count) * Math.PI * 2 + r();
      const rr = s * between(r, 17, 23);
      const color = r() < 0.7 ? P.cherry : r() < 0.6 ? '#d9612e' : '#8aa34a';
      fruit.push(cherry(x + Math.cos(ang) * rr * 1.2, y + Math.sin(ang) * rr * 1.2, rr, color));
    }
  }
  const stem = el('path', { d: `M${x0} ${y0}Q${cx} ${cy} ${x1} ${y1}`, stroke: P.coffee, 'stroke-width': 9 * s, fill: 'none', 'stroke-linecap': 'round' });
  return stem + leaves.join('') + fruit.join('');
}

/** A hill with rows of coffee bushes following its slope, closer together towards the top. */
export function farmHill(d: Doc, r: R, top: number, fill: string, bush: string, rows = 6, tilt = 0.12): string {
  const hill = ridge(d, r, top, d.h * 0.04, fill, 1.2);
  const bushes: string[] = [];
  const phase = r() * 6.28;
  for (let row = 0; row < rows; row++) {
    const t = (row + 0.6) / rows;
    const y0 = top + 20 + (d.h - top) * t ** 1.35;
    const size = 7 + 26 * t ** 1.4;
    const gap = size * between(r, 2.3, 2.7);
    const off = r() * gap;
    const dark = mix(bush, P.ink, 0.22);
    const lit = mix(bush, P.sage, 0.55);
    for (let x = -30 + off; x < d.w + 30; x += gap * between(r, 0.85, 1.15)) {
      const y = y0 + Math.sin(x / d.w * 3.2 + phase + row * 0.35) * d.h * 0.025 * (1 - t * 0.5) + (x - d.w / 2) * tilt * 0.05;
      const sz = size * between(r, 0.85, 1.15);
      bushes.push(
        el('ellipse', { cx: x + sz * 0.3, cy: y + sz * 0.55, rx: sz * 1.2, ry: sz * 0.38, fill: P.ink, opacity: 0.18 }) +
          el('circle', { cx: x - sz * 0.5, cy: y, r: sz * 0.68, fill: dark }) +
          el('circle', { cx: x + sz * 0.5, cy: y + sz * 0.05, r: sz * 0.66, fill: dark }) +
          el('circle', { cx: x, cy: y - sz * 0.42, r: sz * 0.8, fill: bush }) +
          el('circle', { cx: x - sz * 0.25, cy: y - sz * 0.72, r: sz * 0.36, fill: lit }),
      );
    }
  }
  return hill + el('g', { 'clip-path': d.clip(hill) }, ...bushes);
}

/** A potted plant: a terracotta pot with broad leaves fanning out from it. */
export function pottedPlant(r: R, x: number, y: number, s: number, pot: string = P.terracotta): string {
  const leaves: string[] = [];
  const count = 7;
  for (let i = 0; i < count; i++) {
    const a = -160 + (140 * i) / (count - 1) + between(r, -8, 8);
    const len = between(r, 110, 170) * s;
    const dark = i % 2 ? P.leaf : P.forest;
    leaves.push(g({ x, y: y - 6 * s, rot: a }, leaf(len, len * 0.3, dark, mix(dark, P.sage, 0.5))));
  }
  const w = 70 * s;
  const h = 80 * s;
  const body = `M${x - w} ${y}L${x + w} ${y}L${x + w * 0.78} ${y + h}L${x - w * 0.78} ${y + h}Z`;
  return (
    leaves.join('') +
    el('path', { d: body, fill: pot }) +
    el('path', { d: `M${x + w * 0.2} ${y}L${x + w} ${y}L${x + w * 0.78} ${y + h}L${x + w * 0.05} ${y + h}Z`, fill: mix(pot, P.ink, 0.15) }) +
    el('rect', { x: x - w * 1.08, y: y - 4 * s, width: w * 2.16, height: 18 * s, rx: 4 * s, fill: mix(pot, P.white, 0.12) })
  );
}

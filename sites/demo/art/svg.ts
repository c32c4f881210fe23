/** SVG building blocks for the demo illustrations: a seeded random source, numbers, elements, documents. */

/** A deterministic random source (mulberry32) seeded from a string: same name, same picture. */
export function rng(seed: string): () => number {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A random number in [min, max). */
export const between = (r: () => number, min: number, max: number) => min + (max - min) * r();

/** A number with at most one decimal, as SVG text ("12.5", "-3", "0"). */
export function n(x: number): string {
  const v = Math.round(x * 10) / 10;
  return Object.is(v, -0) ? '0' : String(v);
}

type Attrs = Record<string, string | number | undefined>;

/** One element: `el('circle', { cx: 1, cy: 2, r: 3 })`; numbers are rounded, undefined attributes skipped. */
export function el(tag: string, attrs: Attrs = {}, ...children: string[]): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join('');
  return children.length ? `<${tag}${a}>${children.join('')}</${tag}>` : `<${tag}${a}/>`;
}

/** A group, optionally moved, rotated (degrees) and scaled. */
export function g(t: { x?: number; y?: number; rot?: number; s?: number; opacity?: number } | null, ...children: string[]): string {
  const parts: string[] = [];
  if (t?.x || t?.y) parts.push(`translate(${n(t.x ?? 0)} ${n(t.y ?? 0)})`);
  if (t?.rot) parts.push(`rotate(${n(t.rot)})`);
  if (t?.s !== undefined && t.s !== 1) parts.push(`scale(${n(t.s)})`);
  return el('g', { transform: parts.length ? parts.join(' ') : undefined, opacity: t?.opacity }, ...children);
}

/** Path data from points: `M x y L x y … Z`. */
export function poly(points: [number, number][], close = true): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${n(x)} ${n(y)}`).join('') + (close ? 'Z' : '');
}

/** A smooth closed or open path through points (Catmull-Rom turned into cubic Béziers). */
export function smooth(points: [number, number][], close = false): string {
  const p = points;
  const at = (i: number) => (close ? p[(i + p.length) % p.length] : p[Math.max(0, Math.min(p.length - 1, i))]);
  let d = `M${n(p[0][0])} ${n(p[0][1])}`;
  const last = close ? p.length : p.length - 1;
  for (let i = 0; i < last; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return close ? d + 'Z' : d;
}

/** Mixes two hex colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return '#' + pa.map((v, i) => Math.round(v + (pb[i] - v) * t).toString(16).padStart(2, '0')).join('');
}

/** An SVG document under construction: gradients and filters go to `<defs>` with unique ids. */
export class Doc {
  private defs: string[] = [];
  private count = 0;
  constructor(readonly w: number, readonly h: number, readonly seed: string) {}

  /** A vertical (or angled) linear gradient; returns `url(#id)`. */
  linear(stops: [number, string, number?][], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = `l${++this.count}`;
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, ...stops.map(stop)));
    return `url(#${id})`;
  }

  /** A radial gradient centred at (cx, cy) in the shape's box; returns `url(#id)`. */
  radial(stops: [number, string, number?][], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = `r${++this.count}`;
    this.defs.push(el('radialGradient', { id, cx, cy, r }, ...stops.map(stop)));
    return `url(#${id})`;
  }

  /** A clip path from markup; returns `url(#id)`. */
  clip(markup: string): string {
    const id = `c${++this.count}`;
    this.defs.push(el('clipPath', { id }, markup));
    return `url(#${id})`;
  }

  /** A soft blur filter of the given radius; returns `url(#id)`. */
  blur(radius: number): string {
    const id = `b${++this.count}`;
    this.defs.push(el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: radius })));
    return `url(#${id})`;
  }

  /**
   * A fine paper grain laid over the whole picture, like risograph print. The noise is drawn
   * once on a small tile and repeated as a pattern: a full-size turbulence filter made the
   * demo's first import take 15 s to rasterise.
   */
  grain(strength = 0.1): string {
    const id = `g${++this.count}`;
    const tile = 160;
    const seed = Math.floor(rng(this.seed)() * 1000);
    this.defs.push(
      el('filter', { id: `${id}f`, x: 0, y: 0, width: '100%', height: '100%' },
        el('feTurbulence', { type: 'fractalNoise', baseFrequency: 0.85, numOctaves: 2, seed, stitchTiles: 'stitch' }),
        el('feColorMatrix', { type: 'matrix', values: '0 0 0 0 0.17 0 0 0 0 0.11 0 0 0 0 0.08 2.4 0 0 0 -1.05' })),
      el('pattern', { id, width: tile, height: tile, patternUnits: 'userSpaceOnUse' },
        el('rect', { width: tile, height: tile, filter: `url(#${id}f)` })),
    );
    return el('rect', { width: this.w, height: this.h, fill: `url(#${id})`, opacity: strength });
  }

  /** The finished file, with the "generated" notice inside the root element. */
  render(body: string): string {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}">\n` +
      `<!-- generated by sites/demo/draw.ts, do not edit -->\n` +
      `<defs>${this.defs.join('')}</defs>\n${body}\n</svg>\n`
    );
  }
}

function stop([offset, color, opacity]: [number, string, number?]): string {
  return el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity });
}

/** Café things seen from the side or from above: beans, cups, latte art, kettle, dripper, carafe. */
import { P } from './palette.ts';
import { el, g, mix, type Doc } from './svg.ts';

/** A coffee bean of length `len`, centred at (x, y), turned `rot` degrees. */
export function bean(x: number, y: number, len: number, rot: number, color: string): string {
  const crease = `M${len * 0.02} ${-len * 0.4}C${len * 0.16} ${-len * 0.14} ${-len * 0.16} ${len * 0.14} ${-len * 0.02} ${len * 0.4}`;
  return g(
    { x, y, rot },
    el('ellipse', { cx: 0, cy: 0, rx: len * 0.36, ry: len * 0.5, fill: color }),
    el('ellipse', { cx: -len * 0.1, cy: -len * 0.12, rx: len * 0.16, ry: len * 0.28, fill: mix(color, P.white, 0.18) }),
    el('path', { d: crease, stroke: mix(color, P.ink, 0.55), 'stroke-width': len * 0.075, fill: 'none', 'stroke-linecap': 'round' }),
  );
}

/** A soft oval shadow on the ground. */
export function shadow(x: number, y: number, rx: number, ry: number, opacity = 0.18): string {
  return el('ellipse', { cx: x, cy: y, rx, ry, fill: P.ink, opacity });
}

/** Rising steam: three wavy strokes. */
export function steam(x: number, y: number, s: number, color: string = P.white): string {
  return [-1, 0, 1]
    .map((k) => {
      const x0 = x + k * 26 * s;
      const h = (k === 0 ? 120 : 90) * s;
      return el('path', {
        d: `M${x0} ${y}c${-18 * s} ${-h * 0.25} ${18 * s} ${-h * 0.5} 0 ${-h * 0.75}s${14 * s} ${-h * 0.2} ${6 * s} ${-h * 0.3}`,
        stroke: color, 'stroke-width': 9 * s, fill: 'none', 'stroke-linecap': 'round', opacity: 0.55,
      });
    })
    .join('');
}

/** A cup on its saucer, seen from the side; (x, y) is the middle of the saucer. */
export function cupSide(x: number, y: number, s: number, color: string, drink: string = P.roast): string {
  const w = 150 * s;
  const h = 120 * s;
  const top = y - h;
  const body = `M${x - w / 2} ${top}L${x + w / 2} ${top}C${x + w / 2} ${y - h * 0.35} ${x + w * 0.3} ${y - 6 * s} ${x + w * 0.18} ${y - 6 * s}L${x - w * 0.18} ${y - 6 * s}C${x - w * 0.3} ${y - 6 * s} ${x - w / 2} ${y - h * 0.35} ${x - w / 2} ${top}Z`;
  const shade = `M${x + w * 0.12} ${top}L${x + w / 2} ${top}C${x + w / 2} ${y - h * 0.35} ${x + w * 0.3} ${y - 6 * s} ${x + w * 0.18} ${y - 6 * s}L${x + w * 0.06} ${y - 6 * s}C${x + w * 0.2} ${y - h * 0.3} ${x + w * 0.2} ${y - h * 0.7} ${x + w * 0.12} ${top}Z`;
  return (
    shadow(x + 10 * s, y + 14 * s, w * 0.95, 20 * s) +
    el('ellipse', { cx: x, cy: y + 4 * s, rx: w * 0.85, ry: 20 * s, fill: mix(color, P.ink, 0.2) }) +
    el('ellipse', { cx: x, cy: y - 2 * s, rx: w * 0.85, ry: 18 * s, fill: color }) +
    el('ellipse', { cx: x, cy: y - 3 * s, rx: w * 0.5, ry: 9 * s, fill: mix(color, P.ink, 0.12) }) +
    el('path', { d: `M${x + w * 0.4} ${top + h * 0.22}c${44 * s} ${-8 * s} ${58 * s} ${40 * s} ${8 * s} ${62 * s}`, stroke: color, 'stroke-width': 15 * s, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d: body, fill: color }) +
    el('path', { d: shade, fill: mix(color, P.ink, 0.14) }) +
    el('ellipse', { cx: x, cy: top, rx: w / 2, ry: 14 * s, fill: mix(color, P.white, 0.25) }) +
    el('ellipse', { cx: x, cy: top + 2 * s, rx: w / 2 - 9 * s, ry: 10 * s, fill: drink })
  );
}

/** Milk foam drawn on the coffee of a cup seen from above, pointing up: a heart, or a heart cut by crema lines. */
function latteArt(d: Doc, kind: 'heart' | 'rosetta' | 'tulip', k: number, milk: string, crema: string): string {
  const w = kind === 'rosetta' ? k * 0.62 : k * 0.7;
  const top = kind === 'rosetta' ? -k * 0.8 : -k * 0.5;
  const bottom = k * 0.7;
  const shape = `M0 ${bottom}C${-w * 1.25} ${bottom - k * 0.2} ${-w * 1.2} ${top + k * 0.05} ${-w * 0.45} ${top}C${-w * 0.15} ${top - k * 0.02} 0 ${top + k * 0.08} 0 ${top + k * 0.16}C0 ${top + k * 0.08} ${w * 0.15} ${top - k * 0.02} ${w * 0.45} ${top}C${w * 1.2} ${top + k * 0.05} ${w * 1.25} ${bottom - k * 0.2} 0 ${bottom}Z`;
  if (kind === 'heart') return el('path', { d: shape, fill: milk });
  const cuts = kind === 'rosetta' ? 7 : 2;
  const lines: string[] = [];
  for (let i = 1; i <= cuts; i++) {
    const y = bottom - ((bottom - top) * i) / (cuts + 1) + k * 0.05;
    const lift = kind === 'rosetta' ? k * 0.16 : k * 0.28;
    lines.push(el('path', { d: `M${-w * 1.3} ${y + lift * 0.6}Q0 ${y - lift * 1.4} ${w * 1.3} ${y + lift * 0.6}`, stroke: crema, 'stroke-width': kind === 'rosetta' ? k * 0.05 : k * 0.07, fill: 'none' }));
  }
  lines.push(el('path', { d: `M0 ${top}L0 ${bottom}`, stroke: crema, 'stroke-width': k * 0.035 }));
  return el('path', { d: shape, fill: milk }) + el('g', { 'clip-path': d.clip(el('path', { d: shape })) }, ...lines);
}

/** A cup and saucer seen from above, with latte art or black coffee. */
export function cupTop(d: Doc, x: number, y: number, r: number, color: string, kind: 'heart' | 'rosetta' | 'tulip' | 'black', rot = 0): string {
  const crema = kind === 'black' ? P.roast : '#b9773f';
  const milk = '#f8ecd9';
  return (
    el('circle', { cx: x + r * 0.12, cy: y + r * 0.16, r: r * 1.5, fill: P.ink, opacity: 0.16 }) +
    el('circle', { cx: x, cy: y, r: r * 1.48, fill: color }) +
    el('circle', { cx: x, cy: y, r: r * 1.2, fill: mix(color, P.ink, 0.08) }) +
    g({ x, y, rot }, el('rect', { x: r * 0.9, y: -r * 0.1, width: r * 0.62, height: r * 0.3, rx: r * 0.15, fill: P.ink, opacity: 0.15 }), el('rect', { x: r * 0.9, y: -r * 0.15, width: r * 0.6, height: r * 0.3, rx: r * 0.15, fill: mix(color, P.white, 0.2) })) +
    el('circle', { cx: x, cy: y, r, fill: mix(color, P.white, 0.2) }) +
    el('circle', { cx: x, cy: y, r: r * 0.86, fill: crema }) +
    (kind === 'black'
      ? el('circle', { cx: x, cy: y, r: r * 0.7, fill: mix(P.roast, P.ink, 0.4) }) + el('ellipse', { cx: x - r * 0.3, cy: y - r * 0.3, rx: r * 0.18, ry: r * 0.08, fill: P.white, opacity: 0.35, transform: `rotate(-40 ${x - r * 0.3} ${y - r * 0.3})` })
      : g({ x, y, rot }, latteArt(d, kind, r * 0.72, milk, crema)))
  );
}

/** A gooseneck kettle standing at (x, y) (bottom centre), spout to the left. */
export function kettle(x: number, y: number, s: number, color: string): string {
  const w = 230 * s;
  const h = 170 * s;
  const light = mix(color, P.white, 0.22);
  const dark = mix(color, P.ink, 0.3);
  const body = `M${x - w / 2} ${y - 12 * s}Q${x - w / 2} ${y} ${x - w / 2 + 14 * s} ${y}L${x + w / 2 - 14 * s} ${y}Q${x + w / 2} ${y} ${x + w / 2} ${y - 12 * s}L${x + w * 0.42} ${y - h}Q${x + w * 0.4} ${y - h - 14 * s} ${x + w * 0.3} ${y - h - 14 * s}L${x - w * 0.3} ${y - h - 14 * s}Q${x - w * 0.4} ${y - h - 14 * s} ${x - w * 0.42} ${y - h}Z`;
  const spout = `M${x - w * 0.44} ${y - h * 0.2}C${x - w * 0.85} ${y - h * 0.25} ${x - w * 0.75} ${y - h * 1.05} ${x - w * 1.1} ${y - h * 1.15}L${x - w * 1.2} ${y - h * 1.08}`;
  return (
    el('path', { d: spout, stroke: dark, 'stroke-width': 16 * s, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    el('path', { d: spout, stroke: color, 'stroke-width': 9 * s, fill: 'none', 'stroke-linecap': 'round', 'stroke-linejoin': 'round' }) +
    el('path', { d: `M${x + w * 0.4} ${y - h * 0.85}C${x + w * 0.85} ${y - h * 0.95} ${x + w * 0.85} ${y - h * 0.15} ${x + w * 0.46} ${y - h * 0.2}`, stroke: P.ink, 'stroke-width': 20 * s, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d: body, fill: color }) +
    el('path', { d: `M${x + w * 0.12} ${y - h - 14 * s}L${x + w * 0.3} ${y - h - 14 * s}Q${x + w * 0.4} ${y - h - 14 * s} ${x + w * 0.42} ${y - h}L${x + w / 2} ${y - 12 * s}Q${x + w / 2} ${y} ${x + w / 2 - 14 * s} ${y}L${x + w * 0.22} ${y}Z`, fill: dark, opacity: 0.55 }) +
    el('path', { d: `M${x - w * 0.3} ${y - h * 0.85}L${x - w * 0.36} ${y - h * 0.15}`, stroke: light, 'stroke-width': 10 * s, 'stroke-linecap': 'round', opacity: 0.7 }) +
    el('ellipse', { cx: x, cy: y - h - 16 * s, rx: w * 0.26, ry: 10 * s, fill: dark }) +
    el('path', { d: `M${x - w * 0.2} ${y - h - 18 * s}Q${x} ${y - h - 62 * s} ${x + w * 0.2} ${y - h - 18 * s}Z`, fill: color }) +
    el('circle', { cx: x, cy: y - h - 50 * s, r: 12 * s, fill: P.ink })
  );
}

/** Top of the dripper drawn by `pourOver(x, y, s)`: where the water lands. */
export function dripperTop(x: number, y: number, s: number): [number, number] {
  return [x, y - 230 * s + 14 * s - 150 * s];
}

/** The tip of the kettle spout drawn by `kettle(x, y, s)`: where the water stream starts. */
export function spoutTip(x: number, y: number, s: number): [number, number] {
  return [x - 230 * s * 1.2, y - 170 * s * 1.08];
}

/** A cone dripper (V60 style) on a glass carafe; (x, y) is the bottom of the carafe. */
export function pourOver(x: number, y: number, s: number, dripper: string, coffee: string = P.roast): string {
  const cw = 230 * s;
  const ch = 230 * s;
  const neck = y - ch;
  const glass = `M${x - cw * 0.24} ${neck}L${x + cw * 0.24} ${neck}L${x + cw * 0.26} ${neck + ch * 0.16}C${x + cw * 0.62} ${neck + ch * 0.3} ${x + cw * 0.55} ${y} ${x + cw * 0.3} ${y}L${x - cw * 0.3} ${y}C${x - cw * 0.55} ${y} ${x - cw * 0.62} ${neck + ch * 0.3} ${x - cw * 0.26} ${neck + ch * 0.16}Z`;
  const fill = `M${x - cw * 0.54} ${y - ch * 0.42}L${x + cw * 0.54} ${y - ch * 0.42}C${x + cw * 0.56} ${y - ch * 0.1} ${x + cw * 0.46} ${y} ${x + cw * 0.3} ${y}L${x - cw * 0.3} ${y}C${x - cw * 0.46} ${y} ${x - cw * 0.56} ${y - ch * 0.1} ${x - cw * 0.54} ${y - ch * 0.42}Z`;
  const base = neck + 14 * s;
  const dTop = base - 150 * s;
  const cone = `M${x - 150 * s} ${dTop}L${x + 150 * s} ${dTop}L${x + 34 * s} ${base - 24 * s}L${x - 34 * s} ${base - 24 * s}Z`;
  const ribs = [-0.6, -0.3, 0, 0.3, 0.6]
    .map((k) => el('path', { d: `M${x + k * 120 * s} ${dTop + 16 * s}L${x + k * 26 * s} ${base - 34 * s}`, stroke: mix(dripper, P.ink, 0.12), 'stroke-width': 5 * s, 'stroke-linecap': 'round', opacity: 0.6 }))
    .join('');
  return (
    shadow(x, y + 6 * s, cw * 0.7, 16 * s) +
    el('path', { d: fill, fill: coffee }) +
    el('path', { d: glass, fill: P.white, opacity: 0.22, stroke: mix(P.white, P.steel, 0.3), 'stroke-width': 5 * s }) +
    el('path', { d: `M${x - cw * 0.38} ${neck + ch * 0.35}Q${x - cw * 0.46} ${y - ch * 0.25} ${x - cw * 0.34} ${y - ch * 0.1}`, stroke: P.white, 'stroke-width': 8 * s, fill: 'none', 'stroke-linecap': 'round', opacity: 0.55 }) +
    el('rect', { x: x - cw * 0.27, y: neck + ch * 0.04, width: cw * 0.54, height: ch * 0.12, rx: 6 * s, fill: P.caramel }) +
    el('rect', { x: x - cw * 0.27, y: neck + ch * 0.04, width: cw * 0.54, height: ch * 0.04, fill: mix(P.caramel, P.white, 0.25) }) +
    el('ellipse', { cx: x, cy: base - 16 * s, rx: 110 * s, ry: 14 * s, fill: mix(dripper, P.ink, 0.15) }) +
    el('path', { d: `M${x + 140 * s} ${dTop + 30 * s}c${50 * s} ${0} ${50 * s} ${60 * s} ${-10 * s} ${70 * s}`, stroke: dripper, 'stroke-width': 18 * s, fill: 'none', 'stroke-linecap': 'round' }) +
    el('path', { d: `M${x - 140 * s} ${dTop + 4 * s}L${x - 118 * s} ${dTop - 22 * s}L${x - 80 * s} ${dTop - 6 * s}L${x - 40 * s} ${dTop - 26 * s}L${x} ${dTop - 8 * s}L${x + 40 * s} ${dTop - 26 * s}L${x + 80 * s} ${dTop - 6 * s}L${x + 118 * s} ${dTop - 22 * s}L${x + 140 * s} ${dTop + 4 * s}Z`, fill: P.cream }) +
    el('path', { d: cone, fill: dripper }) +
    ribs +
    el('path', { d: `M${x + 40 * s} ${dTop}L${x + 150 * s} ${dTop}L${x + 34 * s} ${base - 24 * s}L${x + 8 * s} ${base - 24 * s}Z`, fill: P.ink, opacity: 0.12 }) +
    el('ellipse', { cx: x, cy: dTop, rx: 150 * s, ry: 16 * s, fill: mix(dripper, P.white, 0.25) }) +
    el('ellipse', { cx: x, cy: dTop + 2 * s, rx: 128 * s, ry: 10 * s, fill: P.coffee })
  );
}

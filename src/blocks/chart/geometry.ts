/**
 * The chart's drawing as numbers: pure functions from the dataset to SVG coordinates, so the
 * geometry is tested without rendering (bar heights proportional, pie angles summing to 360°,
 * one point per value on a line). Chart.tsx only writes these numbers out.
 */
import { niceTicks, type Ticks } from './ticks.ts';

/** A drawing's frame in SVG user units (its viewBox) and its text size in the same units. */
export interface Frame {
  width: number;
  height: number;
  /** Text size: legible at the width the frame is shown at (see CHART_FRAMES). */
  font: number;
}

/**
 * Two frames for bar and line charts, both rendered; CSS shows one by the width of the block's
 * column (a container query at 560 px): the narrow one keeps its text at ≥ 12 px on a phone, the
 * wide one is not a stretched phone chart on a desktop.
 */
export const CHART_FRAMES = {
  narrow: { width: 360, height: 300, font: 12.5 },
  wide: { width: 720, height: 360, font: 14 },
} as const satisfies Record<string, Frame>;

/** The pie's square viewBox: side, radius and the smallest slice (degrees) that gets its percentage written inside. */
export const PIE = { size: 200, radius: 96, labelRadius: 0.64, minLabelAngle: 20 } as const;

/** Rough width of a text in user units (no font metrics on the server): 0.58 em per character. */
export const textWidth = (text: string, font: number) => text.length * font * 0.62;

const r2 = (x: number) => Math.round(x * 100) / 100;

export interface Plot {
  x0: number;
  x1: number;
  /** Top (the axis' max) and bottom (its min) of the plot area. */
  y0: number;
  y1: number;
}
export interface CartesianInput {
  /** Row labels along the bottom. */
  labels: readonly string[];
  /** values[series][row]; null: no value. */
  series: readonly (readonly (number | null)[])[];
  /** Ticks written on the value axis. */
  tickLabel: (value: number) => string;
  /** Bars start from zero; a line's axis fits its values. */
  kind: 'bar' | 'line';
  xAxisTitle?: string;
  yAxisTitle?: string;
}
export interface Bar {
  series: number;
  row: number;
  x: number;
  y: number;
  width: number;
  height: number;
  value: number;
}
export interface LinePoint {
  row: number;
  x: number;
  y: number;
  value: number;
}
export interface Cartesian {
  frame: Frame;
  plot: Plot;
  ticks: Ticks;
  /** The y of value 0 (or of the axis' min when 0 is outside it). */
  baseline: number;
  yTicks: { value: number; y: number; label: string }[];
  /** Category labels written (every `labelEvery`-th); turned 45° when even that would overlap. */
  xLabels: { x: number; y: number; label: string }[];
  rotateLabels: boolean;
  labelEvery: number;
  bars: Bar[];
  /** One path per series (`M … L …`, a new `M` after a gap) and its points. */
  lines: { series: number; d: string; points: LinePoint[] }[];
  xTitle?: { x: number; y: number };
  yTitle?: { x: number; y: number };
}

/** Bars and lines: the value axis, category labels and the marks, in one frame. */
export function cartesian(input: CartesianInput, frame: Frame): Cartesian {
  const { font } = frame;
  const values = input.series.flat().filter((x): x is number => x !== null);
  const ticks = niceTicks(values.length ? Math.min(...values) : 0, values.length ? Math.max(...values) : 0, frame.height > 320 ? 6 : 5, input.kind === 'bar');
  const tickLabels = ticks.values.map(input.tickLabel);
  const yTitleSpace = input.yAxisTitle ? font * 1.8 : 0;
  const x0 = r2(yTitleSpace + Math.max(...tickLabels.map((l) => textWidth(l, font))) + font * 0.7);
  const x1 = frame.width - font * 0.8;
  const n = Math.max(1, input.labels.length);
  const band = (x1 - x0) / n;
  const longest = Math.max(...input.labels.map((l) => textWidth(l, font)));
  // Labels that would touch: write every 2nd or 3rd (months), or turn them when that is not enough.
  const crowding = Math.ceil(longest / (band * 0.85));
  const labelEvery = crowding > 1 && crowding <= 3 ? crowding : 1;
  const rotateLabels = crowding > 3;
  const labelSpace = rotateLabels ? Math.min(longest, frame.height * 0.3) * 0.71 + font * 1.2 : font * 1.9;
  const xTitleSpace = input.xAxisTitle ? font * 1.8 : 0;
  const y0 = font * 0.9;
  const y1 = r2(frame.height - labelSpace - xTitleSpace);
  const plot = { x0, x1, y0, y1 };
  const y = (value: number) => r2(y1 - ((value - ticks.min) / (ticks.max - ticks.min)) * (y1 - y0));
  const baseline = y(Math.min(Math.max(0, ticks.min), ticks.max));
  const centre = (row: number) => r2(x0 + (row + 0.5) * band);

  const bars: Bar[] = [];
  if (input.kind === 'bar') {
    const s = input.series.length;
    const groupWidth = band * (s > 1 ? 0.8 : 0.64);
    const gap = s > 1 ? Math.min(2, groupWidth / s / 8) : 0;
    const width = groupWidth / s;
    input.series.forEach((vals, si) =>
      vals.forEach((value, row) => {
        if (value === null) return;
        const top = y(value);
        bars.push({
          series: si,
          row,
          x: r2(x0 + row * band + (band - groupWidth) / 2 + si * width + gap / 2),
          y: Math.min(top, baseline),
          width: r2(width - gap),
          height: r2(Math.abs(baseline - top)),
          value,
        });
      }),
    );
  }
  const lines =
    input.kind === 'line'
      ? input.series.map((vals, si) => {
          const points: LinePoint[] = [];
          let d = '';
          let pen = false;
          vals.forEach((value, row) => {
            if (value === null) return void (pen = false);
            const p = { row, x: centre(row), y: y(value), value };
            points.push(p);
            d += `${pen ? 'L' : 'M'}${p.x} ${p.y}`;
            pen = true;
          });
          return { series: si, d, points };
        })
      : [];
  const labelY = r2(y1 + font * 1.35);
  return {
    frame,
    plot,
    ticks,
    baseline,
    yTicks: ticks.values.map((value, i) => ({ value, y: y(value), label: tickLabels[i]! })),
    xLabels: input.labels.flatMap((label, row) => (row % labelEvery === 0 ? [{ x: centre(row), y: labelY, label }] : [])),
    rotateLabels,
    labelEvery,
    bars,
    lines,
    xTitle: input.xAxisTitle ? { x: r2((x0 + x1) / 2), y: r2(frame.height - font * 0.5) } : undefined,
    yTitle: input.yAxisTitle ? { x: r2(font * 1.1), y: r2((y0 + y1) / 2) } : undefined,
  };
}

export interface Slice {
  row: number;
  value: number;
  /** Share of the total, 0–1. */
  share: number;
  /** Degrees clockwise from twelve o'clock. */
  start: number;
  end: number;
  /** The SVG path of the slice (a full circle when it is the only one). */
  d: string;
  /** Where its percentage is written, or undefined when the slice is too thin for it. */
  label?: { x: number; y: number };
}

const point = (angle: number, radius: number) => {
  const a = ((angle - 90) * Math.PI) / 180;
  return { x: r2(PIE.size / 2 + radius * Math.cos(a)), y: r2(PIE.size / 2 + radius * Math.sin(a)) };
};

/** Pie slices of the positive values, clockwise from the top; negative, zero and empty values get none. */
export function pie(values: readonly (number | null)[]): Slice[] {
  const total = values.reduce<number>((sum, v) => sum + (v !== null && v > 0 ? v : 0), 0);
  if (!(total > 0)) return [];
  const c = PIE.size / 2;
  const R = PIE.radius;
  const slices: Slice[] = [];
  let start = 0;
  values.forEach((value, row) => {
    if (value === null || !(value > 0)) return;
    const share = value / total;
    const end = start + share * 360;
    const a = point(start, R);
    const b = point(end, R);
    const d =
      share >= 1 - 1e-9
        ? `M${c} ${c - R}A${R} ${R} 0 1 1 ${c} ${c + R}A${R} ${R} 0 1 1 ${c} ${c - R}Z`
        : `M${c} ${c}L${a.x} ${a.y}A${R} ${R} 0 ${end - start > 180 ? 1 : 0} 1 ${b.x} ${b.y}Z`;
    const label = end - start >= PIE.minLabelAngle ? point(share >= 1 - 1e-9 ? 0 : (start + end) / 2, share >= 1 - 1e-9 ? 0 : R * PIE.labelRadius) : undefined;
    slices.push({ row, value, share, start, end, d, label });
    start = end;
  });
  return slices;
}

/** Line markers by series, so lines differ by shape as well as colour. */
export const MARKERS = ['circle', 'square', 'triangle', 'diamond', 'circle', 'square'] as const;
/** Line dashes by series (SVG stroke-dasharray in user units). */
export const DASHES = ['', '7 4', '2 3', '10 3 2 3', '4 4', '1 2'] as const;

/** A marker's path around (x, y) with radius r. */
export function markerPath(shape: (typeof MARKERS)[number], x: number, y: number, r: number): string {
  switch (shape) {
    case 'square':
      return `M${r2(x - r)} ${r2(y - r)}h${r2(2 * r)}v${r2(2 * r)}h${r2(-2 * r)}Z`;
    case 'triangle':
      return `M${x} ${r2(y - r * 1.2)}L${r2(x + r * 1.1)} ${r2(y + r * 0.8)}L${r2(x - r * 1.1)} ${r2(y + r * 0.8)}Z`;
    case 'diamond':
      return `M${x} ${r2(y - r * 1.3)}L${r2(x + r * 1.3)} ${y}L${x} ${r2(y + r * 1.3)}L${r2(x - r * 1.3)} ${y}Z`;
    default:
      return `M${r2(x - r)} ${y}a${r} ${r} 0 1 0 ${r2(2 * r)} 0a${r} ${r} 0 1 0 ${r2(-2 * r)} 0Z`;
  }
}

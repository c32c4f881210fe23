import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { ChartData, MAX_ROWS, MAX_SERIES } from './chart.schema.ts';
import { CHART_FRAMES, PIE, cartesian, pie } from './geometry.ts';
import meta from './meta.ts';
import { chartKind, chartName, chartWarnings, formatShare, formatValue } from './read.ts';
import { niceStep, niceTicks } from './ticks.ts';

const kilos = {
  title: 'Kilos tostados por mes',
  columns: [{ label: 'Espresso' }, { label: 'Filtrado' }],
  rows: [
    { label: 'ene', values: [420, 180] },
    { label: 'feb', values: [380, 210] },
    { label: 'mar', values: [510, null] },
  ],
  number: { decimals: 0, unit: 'kg' },
};
const messages = (input: unknown) => {
  const result = v.safeParse(ChartData, input);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('chart schema', () => {
  it('the meta renders type 62 and the three §3 variants 1008–1010', () => {
    expect(meta.types).toEqual([BlockType.CHART]);
    expect(meta.variants).toEqual([BlockVariant.CHART_BAR, BlockVariant.CHART_LINE, BlockVariant.CHART_PIE]);
    expect(meta.variants).toEqual([1008, 1009, 1010]);
  });

  it('takes a dataset with defaults for what is not given', () => {
    const data = v.parse(ChartData, { columns: [{ label: ' Kilos ' }], rows: [{ label: 'ene', values: [3] }] });
    expect(data).toMatchObject({ title: '', description: '', xAxisTitle: '', yAxisTitle: '' });
    expect(data.kind).toBeUndefined();
    expect(data.legend).toBeUndefined();
    expect(data.columns[0]!.label).toBe('Kilos');
    expect(data.number).toEqual({ style: 'decimal', currency: 'MXN', decimals: 2, unit: '' });
    expect(v.parse(ChartData, kilos).rows[2]!.values).toEqual([510, null]);
  });

  it('§5: a dataset needs at least one column and one row, with the catalogue message', () => {
    const message = t('validation.datasetEmpty');
    expect(message).toBe('Los datos necesitan al menos una columna y una fila.');
    expect(messages({ columns: [], rows: [{ label: 'a', values: [] }] })).toEqual([message]);
    expect(messages({ columns: [{ label: 'a' }], rows: [] })).toEqual([message]);
    expect(messages({ columns: [], rows: [] })).toEqual([message]);
  });

  it('each row has one value per column (catalogue message, at rows)', () => {
    const result = v.safeParse(ChartData, { columns: [{ label: 'a' }, { label: 'b' }], rows: [{ label: 'x', values: [1] }] });
    expect(result.success).toBe(false);
    expect(result.issues![0]!.message).toBe(t('chart.valuesPerRow'));
    expect(v.getDotPath(result.issues![0]!)).toBe('rows');
  });

  it('refuses bad data: kind, colours, labels, numbers, sizes', () => {
    const ok = { columns: [{ label: 'a' }], rows: [{ label: 'x', values: [1] }] };
    expect(v.safeParse(ChartData, ok).success).toBe(true);
    expect(v.safeParse(ChartData, { ...ok, kind: 'donut' }).success).toBe(false);
    expect(v.safeParse(ChartData, { ...ok, columns: [{ label: 'a', color: 'red' }] }).success).toBe(false);
    expect(v.safeParse(ChartData, { ...ok, columns: [{ label: 'a', color: '#abc' }] }).success).toBe(false);
    expect(v.safeParse(ChartData, { ...ok, columns: [{ label: 'a', color: '#a4462a;x' }] }).success).toBe(false);
    expect(v.safeParse(ChartData, { ...ok, columns: [{ label: 'a', color: '#A4462A' }] }).success).toBe(true);
    expect(v.safeParse(ChartData, { ...ok, columns: [{ label: '  ' }] }).success).toBe(false);
    expect(v.safeParse(ChartData, { ...ok, rows: [{ label: 'x', values: ['1'] }] }).success).toBe(false);
    expect(v.safeParse(ChartData, { ...ok, rows: [{ label: 'x', values: [Infinity] }] }).success).toBe(false);
    expect(v.safeParse(ChartData, { ...ok, number: { style: 'currency', currency: 'pesos' } }).success).toBe(false);
    expect(v.safeParse(ChartData, { ...ok, number: { decimals: 5 } }).success).toBe(false);
    const columns = Array.from({ length: MAX_SERIES + 1 }, (_, i) => ({ label: `s${i}` }));
    expect(v.safeParse(ChartData, { columns, rows: [{ label: 'x', values: columns.map(() => 1) }] }).success).toBe(false);
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => ({ label: `r${i}`, values: [i] }));
    expect(v.safeParse(ChartData, { ...ok, rows }).success).toBe(false);
  });
});

describe('kind, names, numbers', () => {
  it('data kind wins, then the stored variant; type 62 alone is a bar chart', () => {
    expect(chartKind({}, 62)).toBe('bar');
    expect(chartKind({}, undefined)).toBe('bar');
    expect(chartKind({}, 1008)).toBe('bar');
    expect(chartKind({}, 1009)).toBe('line');
    expect(chartKind({}, 1010)).toBe('pie');
    expect(chartKind({ kind: 'line' }, 1010)).toBe('line');
  });

  it('names the drawing by kind and title', () => {
    expect(chartName('bar', 'Kilos tostados')).toBe('Gráfica de barras: Kilos tostados');
    expect(chartName('line', '')).toBe('Gráfica de líneas');
    expect(chartName('pie', 'Origen')).toBe('Gráfica circular: Origen');
  });

  it('formats with Intl es-419: decimals, units, pesos, percentages', () => {
    const number = v.parse(ChartData, kilos).number;
    expect(formatValue(1260, number)).toBe('1,260 kg');
    const plain = { style: 'decimal', currency: 'MXN', decimals: 2, unit: '' } as const;
    expect(formatValue(1234.567, plain)).toBe('1,234.57');
    expect(formatValue(480, { ...plain, style: 'currency' })).toBe('$480');
    expect(formatValue(480.5, { ...plain, style: 'currency' })).toBe('$480.5');
    expect(formatValue(0.25, { ...plain, style: 'percent' })).toBe('25%');
    expect(formatShare(0.42)).toBe('42%');
    expect(formatShare(0.055)).toBe('5.5%');
  });

  it('warns the owner of a pie with several columns or values it cannot draw', () => {
    const pieData = v.parse(ChartData, { kind: 'pie', columns: [{ label: 'kg' }, { label: 'x' }], rows: [{ label: 'a', values: [1, 2] }, { label: 'b', values: [-1, 2] }] });
    expect(chartWarnings(pieData)).toEqual([t('chart.pieFirstColumn'), t('chart.pieSkipsValues')]);
    expect(chartWarnings(v.parse(ChartData, kilos))).toEqual([]);
  });
});

describe('nice ticks', () => {
  it('steps are 1, 2, 2.5 or 5 times a power of ten', () => {
    expect([0.7, 1, 1.3, 2.2, 3, 6, 12, 240, 0.031].map(niceStep)).toEqual([1, 1, 2, 2.5, 5, 10, 20, 250, 0.05]);
  });

  it('bars start at zero and end on a nice max', () => {
    expect(niceTicks(180, 510, 5, true)).toEqual({ min: 0, max: 600, step: 100, values: [0, 100, 200, 300, 400, 500, 600] });
    expect(niceTicks(0, 1260, 5, true).values).toEqual([0, 250, 500, 750, 1000, 1250, 1500]);
  });

  it('a line fits its values; negatives; decimals without float noise', () => {
    expect(niceTicks(432, 518, 5)).toEqual({ min: 420, max: 520, step: 20, values: [420, 440, 460, 480, 500, 520] });
    expect(niceTicks(-35, 80, 5, true).values).toEqual([-40, -20, 0, 20, 40, 60, 80]);
    expect(niceTicks(0.1, 0.7, 5).values).toEqual([0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]);
  });

  it('a single value or no value still gets an axis', () => {
    expect(niceTicks(0, 0, 5, true).values).toEqual([0, 0.2, 0.4, 0.6, 0.8, 1]);
    const one = niceTicks(50, 50, 5);
    expect(one.min).toBeLessThan(50);
    expect(one.max).toBeGreaterThan(50);
    expect(niceTicks(NaN, NaN).values.length).toBeGreaterThan(1);
  });
});

describe('SVG geometry', () => {
  const input = (kind: 'bar' | 'line', series: (number | null)[][]) => ({ kind, labels: series[0]!.map((_, i) => `m${i}`), series, tickLabel: String });

  it('bar heights are proportional to the values, from the zero baseline', () => {
    const g = cartesian(input('bar', [[100, 200, 400]]), CHART_FRAMES.wide);
    const [a, b, c] = g.bars;
    expect(b!.height / a!.height).toBeCloseTo(2, 1);
    expect(c!.height / a!.height).toBeCloseTo(4, 1);
    for (const bar of g.bars) expect(bar.y + bar.height).toBeCloseTo(g.baseline, 1);
    expect(g.baseline).toBe(g.plot.y1);
    // The max tick (400) is the top of the plot: the tallest bar reaches it.
    expect(c!.y).toBeCloseTo(g.plot.y0, 1);
  });

  it('grouped bars sit side by side inside their band, within the plot; gaps for null', () => {
    const g = cartesian(input('bar', [[1, 2, 3], [3, null, 1]]), CHART_FRAMES.narrow);
    expect(g.bars).toHaveLength(5);
    for (const bar of g.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(g.plot.x0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(g.plot.x1);
    }
    const row0 = g.bars.filter((b) => b.row === 0);
    expect(row0[0]!.x + row0[0]!.width).toBeLessThanOrEqual(row0[1]!.x);
  });

  it('negative bars hang below the baseline', () => {
    const g = cartesian(input('bar', [[-20, 40]]), CHART_FRAMES.wide);
    expect(g.bars[0]!.y).toBe(g.baseline);
    expect(g.bars[1]!.y + g.bars[1]!.height).toBeCloseTo(g.baseline, 1);
    expect(g.bars[1]!.height / g.bars[0]!.height).toBeCloseTo(2, 1);
  });

  it('a line has one point per value, left to right, higher values higher; a null breaks it', () => {
    const g = cartesian(input('line', [[440, 460, null, 500]]), CHART_FRAMES.wide);
    const { points, d } = g.lines[0]!;
    expect(points.map((p) => p.row)).toEqual([0, 1, 3]);
    expect(points[0]!.x).toBeLessThan(points[1]!.x);
    expect(points[1]!.y).toBeLessThan(points[0]!.y);
    expect(d.match(/M/g)).toHaveLength(2);
    // Evenly spaced: equal value steps are equal pixel steps.
    const g2 = cartesian(input('line', [[10, 20, 30]]), CHART_FRAMES.narrow);
    const [p, q, r] = g2.lines[0]!.points;
    expect(q!.y - p!.y).toBeCloseTo(r!.y - q!.y, 1);
    expect(q!.x - p!.x).toBeCloseTo(r!.x - q!.x, 1);
  });

  it('crowded labels: every other one (twelve months on a phone), or turned when much too long', () => {
    const short = cartesian(input('bar', [[1, 2, 3]]), CHART_FRAMES.narrow);
    expect(short.rotateLabels).toBe(false);
    expect(short.xLabels).toHaveLength(3);
    const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];
    const year = { ...input('line', [months.map((_, i) => i)]), labels: months };
    const phone = cartesian(year, CHART_FRAMES.narrow);
    expect(phone.labelEvery).toBe(2);
    expect(phone.xLabels.map((l) => l.label)).toEqual(['ene', 'mar', 'may', 'jul', 'sep', 'nov']);
    expect(cartesian(year, CHART_FRAMES.wide).xLabels).toHaveLength(12);
    const long = cartesian({ ...input('bar', [Array.from({ length: 12 }, (_, i) => i)]), labels: Array.from({ length: 12 }, () => 'septiembre') }, CHART_FRAMES.narrow);
    expect(long.rotateLabels).toBe(true);
  });

  it('pie angles sum to 360°, each proportional to its value; non-positive values get no slice', () => {
    const slices = pie([1260, 840, 540, 360, null, 0, -5]);
    expect(slices.map((s) => s.row)).toEqual([0, 1, 2, 3]);
    expect(slices.reduce((sum, s) => sum + (s.end - s.start), 0)).toBeCloseTo(360, 6);
    expect(slices[0]!.start).toBe(0);
    expect(slices.at(-1)!.end).toBeCloseTo(360, 6);
    expect(slices.map((s) => s.share)).toEqual([0.42, 0.28, 0.18, 0.12]);
    expect(slices[0]!.end - slices[0]!.start).toBeCloseTo(151.2, 6);
    // Slice 0 is more than half? No: its arc flag is 0; a slice over 180° gets 1.
    expect(slices[0]!.d).toMatch(/A96 96 0 0 1/);
    expect(pie([3, 1])[0]!.d).toMatch(/A96 96 0 1 1/);
    expect(slices.every((s) => s.label)).toBe(true);
    expect(pie([100, 1])[1]!.label).toBeUndefined();
  });

  it('a single slice is a full circle; nothing to draw gives no slices', () => {
    const [whole] = pie([7]);
    expect(whole!.share).toBe(1);
    expect(whole!.d).toBe(`M100 4A96 96 0 1 1 100 196A96 96 0 1 1 100 4Z`);
    expect(whole!.label).toEqual({ x: PIE.size / 2, y: PIE.size / 2 });
    expect(pie([0, null, -1])).toEqual([]);
  });
});

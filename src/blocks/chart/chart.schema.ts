import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';

/** The three kinds of chart, the §3 variants 1008 (bar), 1009 (line) and 1010 (pie). */
export const CHART_KINDS = ['bar', 'line', 'pie'] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** At most this many series and rows: beyond that a chart is no longer readable on a phone. */
export const MAX_SERIES = 6;
export const MAX_ROWS = 24;

/** A colour the owner gives: `#rrggbb` only (written as an SVG `fill`, never as CSS). */
const HexColor = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/));
const Label = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60));
const Text = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)), '');

/** A series (a column of the dataset): its name and, optionally, its colour. */
const ChartColumn = v.object({ label: Label, color: v.optional(HexColor) });

/** A row of the dataset: its label (a month, a state) and one value per column; `null` is a gap. */
const ChartRow = v.object({
  label: Label,
  values: v.array(v.nullable(v.pipe(v.number(), v.finite()))),
  /** A pie slice's own colour (pie charts colour rows, not columns). */
  color: v.optional(HexColor),
});

/** How values are written for visitors (Intl, es-419). */
const ChartNumber = v.object({
  style: v.optional(v.picklist(['decimal', 'currency', 'percent']), 'decimal'),
  /** ISO 4217 code for `currency`. */
  currency: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)), 'MXN'),
  /** Most decimals shown (default 2; 0 for whole numbers). */
  decimals: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(4)), 2),
  /** Written after each value, `kg`. */
  unit: Text(20),
});

/**
 * Chart (block type 62; §3 variants 1008 bar, 1009 line, 1010 pie): a dataset of columns
 * (series) and rows (categories), drawn as SVG on the server with a table of the same data.
 * §5: a dataset needs at least one column and one row.
 */
export const ChartData = v.pipe(
  v.object({
    /** Bar, line or pie; absent: the stored variant decides (bar for type 62). */
    kind: v.optional(v.picklist(CHART_KINDS)),
    title: Text(120),
    description: Text(300),
    columns: v.pipe(v.array(ChartColumn), v.maxLength(MAX_SERIES)),
    rows: v.pipe(v.array(ChartRow), v.maxLength(MAX_ROWS)),
    number: v.optional(ChartNumber, {}),
    /** Axis titles of bar and line charts: under the categories, beside the values. */
    xAxisTitle: Text(60),
    yAxisTitle: Text(60),
    /** Show the legend: default when there are several series, and always for a pie. */
    legend: v.optional(v.boolean()),
  }),
  v.check((d) => d.columns.length > 0 && d.rows.length > 0, () => t('validation.datasetEmpty')),
  v.forward(
    v.check((d) => d.rows.every((r) => r.values.length === d.columns.length), () => t('chart.valuesPerRow')),
    ['rows'],
  ),
);
export type ChartData = v.InferOutput<typeof ChartData>;

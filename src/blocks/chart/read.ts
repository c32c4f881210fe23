/** What the chart shows, read from its validated data and stored type: no markup here. */
import { BlockVariant } from '../../shared/enums.ts';
import { formatNumber, t } from '../../shared/messages/index.ts';
import type { ChartData, ChartKind } from './chart.schema.ts';

/** The §3 variant of each kind. */
export const CHART_KIND_VARIANTS: Readonly<Record<ChartKind, BlockVariant>> = {
  bar: BlockVariant.CHART_BAR,
  line: BlockVariant.CHART_LINE,
  pie: BlockVariant.CHART_PIE,
};

/** The palette: this many theme colours (--chart-1…), then they repeat with another pattern. */
export const PALETTE_SIZE = 4;

/** `kind` in the data wins; otherwise the stored variant (1008–1010); type 62 alone is a bar chart. */
export function chartKind(data: Pick<ChartData, 'kind'>, type?: number): ChartKind {
  if (data.kind) return data.kind;
  const entry = Object.entries(CHART_KIND_VARIANTS).find(([, variant]) => variant === type);
  return (entry?.[0] as ChartKind | undefined) ?? 'bar';
}

/** A value for visitors, in the data's number format (Intl es-419), with its unit. */
export function formatValue(value: number, number: ChartData['number'], opts: { decimals?: number } = {}): string {
  const decimals = opts.decimals ?? number.decimals;
  const options: Intl.NumberFormatOptions =
    number.style === 'currency'
      ? { style: 'currency', currency: number.currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: 0, maximumFractionDigits: decimals }
      : number.style === 'percent'
        ? { style: 'percent', maximumFractionDigits: decimals }
        : { maximumFractionDigits: decimals };
  const text = formatNumber(value, options);
  return number.unit ? t('chart.withUnit', { value: text, unit: number.unit }) : text;
}

/** A share for a pie: "42 %" style of es-419 ("42%"), one decimal under 10 %. */
export function formatShare(share: number): string {
  return formatNumber(share, { style: 'percent', maximumFractionDigits: share < 0.1 ? 1 : 0 });
}

/** The drawing's accessible name: «Gráfica de barras: Kilos tostados por mes». */
export function chartName(kind: ChartKind, title: string): string {
  const kindName = t(kind === 'bar' ? 'chart.kindBar' : kind === 'line' ? 'chart.kindLine' : 'chart.kindPie');
  return title ? t('chart.named', { kind: kindName, title }) : kindName;
}

/** Owner warnings (publish): a pie with values it cannot draw, or with columns it does not show. */
export function chartWarnings(data: ChartData): string[] {
  if (data.kind !== 'pie') return [];
  const warnings: string[] = [];
  if (data.columns.length > 1) warnings.push(t('chart.pieFirstColumn'));
  if (data.rows.some((r) => r.values[0] === null || (r.values[0] ?? 0) <= 0)) warnings.push(t('chart.pieSkipsValues'));
  return warnings;
}

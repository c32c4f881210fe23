import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { ChartData } from './chart.schema.ts';
import { CHART_KIND_VARIANTS, chartWarnings } from './read.ts';

/** Chart block (type 62; §3 variants 1008 bar, 1009 line, 1010 pie): static SVG, no script. */
export default defineBlockMeta({
  name: 'chart',
  types: [BlockType.CHART],
  variants: Object.values(CHART_KIND_VARIANTS),
  data: ChartData,
  warnings: chartWarnings,
});

/**
 * es-419 text of the chart block.
 * Part of the one catalogue (see ./index.ts); keys are permanent and start with `chart.`.
 * The §5 rule (a dataset needs at least one column and one row) is `validation.datasetEmpty`.
 */
export const chartMessages = {
  // Owner-facing: site-file validation and publish warnings.
  'chart.valuesPerRow': 'Cada fila de la gráfica necesita un valor por columna.',
  'chart.pieSkipsValues': 'La gráfica circular omite los valores negativos o vacíos.',
  'chart.pieFirstColumn': 'La gráfica circular muestra solo la primera columna de datos.',
  // Visitor-facing: the accessible name of the drawing, its legend and its data table.
  'chart.kindBar': 'Gráfica de barras',
  'chart.kindLine': 'Gráfica de líneas',
  'chart.kindPie': 'Gráfica circular',
  'chart.named': '{kind}: {title}',
  'chart.legend': 'Leyenda',
  'chart.showData': 'Ver datos',
  'chart.category': 'Categoría',
  'chart.share': 'Porcentaje',
  'chart.noValue': 'Sin dato',
  'chart.withUnit': '{value} {unit}',
} as const;

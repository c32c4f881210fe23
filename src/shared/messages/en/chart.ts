/** English text of the chart block (see ../chart.ts). */
import type { chartMessages } from '../chart.ts';

export const chartMessagesEn = {
  'chart.valuesPerRow': 'Each row of the chart needs one value per column.',
  'chart.pieSkipsValues': 'The pie chart leaves out negative or empty values.',
  'chart.pieFirstColumn': 'The pie chart shows only the first data column.',
  'chart.kindBar': 'Bar chart',
  'chart.kindLine': 'Line chart',
  'chart.kindPie': 'Pie chart',
  'chart.named': '{kind}: {title}',
  'chart.legend': 'Legend',
  'chart.showData': 'View data',
  'chart.category': 'Category',
  'chart.share': 'Percentage',
  'chart.noValue': 'No data',
  'chart.withUnit': '{value} {unit}',
} satisfies Record<keyof typeof chartMessages, string>;

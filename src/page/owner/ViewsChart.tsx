import { formatDate, formatNumber } from '../../shared/messages/intl.ts';
import { t } from '../../shared/messages/index.ts';

/** One day of the chart. */
export interface ChartDay {
  date: string;
  views: number;
}

const W = 720;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** The smallest "round" number (1, 2, 5 × 10^k) at or above `max`, for the top of the axis. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((m) => m * p).find((v) => v >= max) ?? 10 * p);
}

const day = (date: string) => formatDate(`${date}T00:00:00Z`, 'medium');

/**
 * Page views per day as a bar chart drawn on the server (hand-built SVG, no script): a title
 * and a description for screen readers, and the same figures as a table below it.
 */
export function ViewsChart({ days, from, to }: { days: ChartDay[]; from: string; to: string }) {
  const total = days.reduce((s, d) => s + d.views, 0);
  const peak = days.reduce((best, d) => (d.views > best.views ? d : best), days[0] ?? { date: from, views: 0 });
  const top = niceMax(peak.views);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(days.length, 1);
  const barW = Math.max(1, step * 0.7);
  const y = (v: number) => PAD.top + innerH - (v / top) * innerH;
  const labelled = new Set([0, Math.floor((days.length - 1) / 2), days.length - 1]);
  return (
    <figure className="owner-chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title chart-desc" className="owner-chart__svg" preserveAspectRatio="none">
        <title id="chart-title">{t('owner.chartTitle', { from: day(from), to: day(to) })}</title>
        <desc id="chart-desc">{t('owner.chartDesc', { total, days: days.length, max: peak.views, maxDay: day(peak.date) })}</desc>
        {[0, top / 2, top].map((v) => (
          <g key={v} className="owner-chart__grid">
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} />
            <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end">
              {formatNumber(v)}
            </text>
          </g>
        ))}
        {days.map((d, i) => (
          <rect key={d.date} className="owner-chart__bar" x={PAD.left + i * step + (step - barW) / 2} y={y(d.views)} width={barW} height={PAD.top + innerH - y(d.views)} />
        ))}
        {days.map((d, i) =>
          labelled.has(i) ? (
            <text key={`l${d.date}`} className="owner-chart__label" x={PAD.left + i * step + step / 2} y={H - 8} textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}>
              {day(d.date)}
            </text>
          ) : null,
        )}
      </svg>
      <details className="owner-chart__table">
        <summary>{t('owner.chartTable')}</summary>
        <table className="owner-table">
          <thead>
            <tr>
              <th scope="col">{t('owner.day')}</th>
              <th scope="col" className="num">
                {t('owner.views')}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{day(d.date)}</th>
                <td className="num">{formatNumber(d.views)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

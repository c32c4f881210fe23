import { formatDate, formatNumber } from '../../shared/messages/intl.ts';
import { t } from '../../shared/messages/index.ts';

/** One day of the chart. */
export interface ChartDay {
  date: string;
  views: number;
}

const W = 720;
const H = 200;

/** The smallest "round" number (1, 2, 5 × 10^k) at or above `max`, for the top of the axis. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const p = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * p).find((v) => v >= max) ?? 10 * p;
}

const day = (date: string) => formatDate(`${date}T00:00:00Z`, 'medium');

/**
 * Page views per day as a bar chart drawn on the server (hand-built SVG, no script), with a
 * title and a description for screen readers and the same figures as a table below it. The
 * SVG stretches to any width; the axis labels are HTML beside it, so text never distorts.
 */
export function ViewsChart({ days, from, to }: { days: ChartDay[]; from: string; to: string }) {
  const total = days.reduce((s, d) => s + d.views, 0);
  const peak = days.reduce((best, d) => (d.views > best.views ? d : best), days[0] ?? { date: from, views: 0 });
  const top = niceMax(peak.views);
  const step = W / Math.max(days.length, 1);
  const barW = Math.max(1, step * 0.7);
  const y = (v: number) => H - (v / top) * H;
  const ticks = [top, top / 2, 0];
  const labels = days.length > 2 ? [days[0], days[Math.floor((days.length - 1) / 2)], days[days.length - 1]] : days;
  return (
    <figure className="owner-chart">
      <div className="owner-chart__plot">
        <div className="owner-chart__y" aria-hidden="true">
          {ticks.map((v) => (
            <span key={v} style={{ top: `${(y(v) / H) * 100}%` }}>
              {formatNumber(v)}
            </span>
          ))}
        </div>
        <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title chart-desc" className="owner-chart__svg" preserveAspectRatio="none">
          <title id="chart-title">{t('owner.chartTitle', { from: day(from), to: day(to) })}</title>
          <desc id="chart-desc">{t('owner.chartDesc', { total, days: days.length, max: peak.views, maxDay: day(peak.date) })}</desc>
          {ticks.map((v) => (
            <line key={v} className="owner-chart__grid" x1={0} x2={W} y1={y(v)} y2={y(v)} />
          ))}
          {days.map((d, i) => (
            <rect key={d.date} className="owner-chart__bar" x={i * step + (step - barW) / 2} y={y(d.views)} width={barW} height={H - y(d.views)} />
          ))}
        </svg>
        <div className="owner-chart__x" aria-hidden="true">
          {labels.map((d) => (
            <span key={d.date}>{day(d.date)}</span>
          ))}
        </div>
      </div>
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

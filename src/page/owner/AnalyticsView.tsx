import type { ReactNode } from 'react';
import type { CampaignRow, DayRow, DeviceRow, ErrorGroup, PageRow, PageSpeedRow, Percentile, ReferrerRow, Summary } from '../../shared/owner/analytics.ts';
import { formatDate, formatNumber, formatTime } from '../../shared/messages/intl.ts';
import { t, type MessageKey } from '../../shared/messages/index.ts';
import { ViewsChart } from './ViewsChart.tsx';
import { Stat } from './Stat.tsx';
import { ownerTimeZone } from './time-zone.tsx';

/** Everything the analytics page shows, as the reports return it. */
export interface AnalyticsData {
  period: { preset: string; firstDay: string; lastDay: string; invalid: boolean };
  summary: Summary;
  perDay: DayRow[];
  topPages: PageRow[];
  referrers: ReferrerRow[];
  campaigns: CampaignRow[];
  devices: DeviceRow[];
  errors: ErrorGroup[];
  speed: PageSpeedRow[];
}

const PRESETS: { id: string; label: MessageKey }[] = [
  { id: '7d', label: 'owner.period7d' },
  { id: '30d', label: 'owner.period30d' },
  { id: '90d', label: 'owner.period90d' },
];
const DEVICE_LABEL: Record<string, MessageKey> = { mobile: 'owner.deviceMobile', tablet: 'owner.deviceTablet', desktop: 'owner.deviceDesktop' };
const n = (v: number) => formatNumber(v);
const day = (date: string) => formatDate(`${date}T00:00:00Z`, 'medium');

/** The owner's analytics for a period (GET /config/analytics), server HTML only. */
export function AnalyticsView({ data }: { data: AnalyticsData }) {
  const zone = ownerTimeZone();
  const { period, summary } = data;
  return (
    <>
      <PeriodPicker period={period} />
      <ul className="owner-stats" aria-label={t('owner.periodRange', { from: day(period.firstDay), to: day(period.lastDay) })}>
        <Stat label={t('owner.visits')} value={summary.visits} id="stat-visits" />
        <Stat label={t('owner.visitors')} value={summary.visitors} id="stat-visitors" />
        <Stat label={t('owner.pageViews')} value={summary.pageViews} id="stat-page-views" />
      </ul>
      <Section id="views-per-day" title={t('owner.chartHeading')} wide>
        <ViewsChart days={data.perDay} from={period.firstDay} to={period.lastDay} />
      </Section>
      <div className="owner-grid">
        <Section id="top-pages" title={t('owner.topPages')}>
          <Table head={[t('owner.page'), t('owner.views'), t('owner.visitors')]} rows={data.topPages.map((r) => [<code key="p">{r.path}</code>, n(r.views), n(r.visitors)])} />
        </Section>
        <Section id="referrers" title={t('owner.topReferrers')}>
          <Table head={[t('owner.referrer'), t('owner.views'), t('owner.visitors')]} rows={data.referrers.map((r) => [r.host, n(r.views), n(r.visitors)])} />
        </Section>
        <Section id="campaigns" title={t('owner.campaigns')}>
          <Table head={[t('owner.source'), t('owner.landings'), t('owner.visitors')]} rows={data.campaigns.map((r) => [r.source, n(r.landings), n(r.visitors)])} />
        </Section>
        <Section id="devices" title={t('owner.devices')}>
          <Table head={[t('owner.device'), t('owner.views'), t('owner.visitors')]} rows={data.devices.map((r) => [DEVICE_LABEL[r.device] ? t(DEVICE_LABEL[r.device]) : r.device, n(r.views), n(r.visitors)])} />
        </Section>
      </div>
      <Section id="js-errors" title={t('owner.jsErrors')} wide>
        <Table
          head={[t('owner.errorMessage'), t('owner.errorCount'), t('owner.errorPages'), t('owner.errorLastSeen')]}
          rows={data.errors.map((e) => [<code key="m">{e.message}</code>, n(e.count), n(e.pages), `${formatDate(e.lastSeen, 'medium', zone)} ${formatTime(e.lastSeen, zone)}`])}
        />
      </Section>
      <Section id="page-speed" title={t('owner.pageSpeed')} wide>
        <p className="owner-muted">{t('owner.pageSpeedNote')}</p>
        <Table
          head={[t('owner.page'), t('owner.lcp'), t('owner.cls'), t('owner.inp')]}
          rows={data.speed.map((r) => [<code key="p">{r.path}</code>, metric(r.LCP, 0), metric(r.CLS, 3), metric(r.INP, 0)])}
        />
      </Section>
    </>
  );
}

function metric(p: Percentile | null, digits: number): ReactNode {
  if (!p) return t('owner.notMeasured');
  return (
    <>
      {formatNumber(p.p75, { maximumFractionDigits: digits })}
      <span className="owner-samples"> {t('owner.samples', { samples: p.samples })}</span>
    </>
  );
}

function PeriodPicker({ period }: { period: AnalyticsData['period'] }) {
  return (
    <div className="owner-period">
      {period.invalid ? (
        <p className="owner-alert" role="alert">
          {t('owner.periodInvalid')}
        </p>
      ) : null}
      <nav aria-label={t('owner.periodLabel')}>
        <ul className="owner-period__presets">
          {PRESETS.map((p) => (
            <li key={p.id}>
              <a href={`/config/analytics?period=${p.id}`} aria-current={period.preset === p.id ? 'page' : undefined}>
                {t(p.label)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className="owner-period__custom" method="get" action="/config/analytics">
        <div className="owner-field owner-field--inline">
          <label htmlFor="period-from">{t('owner.periodFrom')}</label>
          <input id="period-from" name="from" type="date" required defaultValue={period.firstDay} />
        </div>
        <div className="owner-field owner-field--inline">
          <label htmlFor="period-to">{t('owner.periodTo')}</label>
          <input id="period-to" name="to" type="date" required defaultValue={period.lastDay} />
        </div>
        <button type="submit" className="owner-button owner-button--quiet">
          {t('owner.periodApply')}
        </button>
      </form>
      <p className="owner-muted" id="period-range">
        {t('owner.periodRange', { from: day(period.firstDay), to: day(period.lastDay) })}
      </p>
    </div>
  );
}

function Section({ id, title, wide, children }: { id: string; title: string; wide?: boolean; children: ReactNode }) {
  return (
    <section className={wide ? 'owner-section owner-section--wide' : 'owner-section'} aria-labelledby={`${id}-heading`} id={id}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </section>
  );
}

/** A table whose first column names the row; numbers right-aligned; a note when empty. */
function Table({ head, rows }: { head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return <p className="owner-muted">{t('owner.noData')}</p>;
  return (
    <div className="owner-table-wrap">
      <table className="owner-table">
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={i > 0 ? 'num' : undefined}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, r) => (
            <tr key={r}>
              <th scope="row">{cells[0]}</th>
              {cells.slice(1).map((c, i) => (
                <td key={i} className="num">
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { ReactNode } from 'react';
import { t } from '../../shared/messages/index.ts';
import type { ChartData, ChartKind } from './chart.schema.ts';
import { CHART_FRAMES, DASHES, MARKERS, PIE, cartesian, markerPath, pie, type Frame } from './geometry.ts';
import { PALETTE_SIZE, chartKind, chartName, formatShare, formatValue } from './read.ts';
import { classList } from '../../ui/class-list.ts';

/** Series `i` (or pie slice `i`): its colour (given `#rrggbb`, else theme palette class) and its pattern. */
function seriesLook(i: number, color: string | undefined) {
  return {
    /** `color` as an SVG presentation attribute, or a class setting it from --chart-N. */
    colour: color ? { color } : { className: `chart__c${(i % PALETTE_SIZE) + 1}` },
    /** 0 solid; then stripes, dots, lines, cross-hatch, back stripes (colour is not the only cue). */
    pattern: i % 6,
  };
}

/** The fill patterns of one drawing (ids prefixed: two drawings of one block must not share ids). */
function Patterns({ uid, looks }: { uid: string; looks: ReturnType<typeof seriesLook>[] }) {
  return (
    <defs>
      {looks.map((look, i) =>
        look.pattern === 0 ? null : (
          <pattern key={i} id={`${uid}-p${i}`} patternUnits="userSpaceOnUse" width="8" height="8" patternTransform={look.pattern === 1 ? 'rotate(45)' : look.pattern === 5 ? 'rotate(-45)' : look.pattern === 4 ? 'rotate(45)' : undefined} {...look.colour}>
            <rect width="8" height="8" fill="currentColor" />
            {look.pattern === 2 ? <circle className="chart__hatch" cx="4" cy="4" r="1.7" /> : <rect className="chart__hatch" width="8" height="2.6" />}
            {look.pattern === 4 ? <rect className="chart__hatch" width="2.6" height="8" /> : null}
          </pattern>
        ),
      )}
    </defs>
  );
}

/** How a mark of class `base` is painted: its pattern, or the solid colour (class or attribute). */
function paint(base: string, uid: string, i: number, look: ReturnType<typeof seriesLook>) {
  if (look.pattern !== 0) return { className: base, fill: `url(#${uid}-p${i})` };
  return 'className' in look.colour ? { className: `${base} ${look.colour.className}`, fill: 'currentColor' } : { className: base, color: look.colour.color, fill: 'currentColor' };
}

function Cartesian({ kind, data, frameName, frame, uid, name }: { kind: 'bar' | 'line'; data: ChartData; frameName: string; frame: Frame; uid: string; name: string }) {
  const looks = data.columns.map((c, i) => seriesLook(i, c.color));
  const g = cartesian(
    {
      kind,
      labels: data.rows.map((r) => r.label),
      series: data.columns.map((_, si) => data.rows.map((r) => r.values[si] ?? null)),
      tickLabel: (value) => formatValue(value, data.number),
      xAxisTitle: data.xAxisTitle,
      yAxisTitle: data.yAxisTitle,
    },
    frame,
  );
  const id = `${uid}-${frameName}`;
  const { x0, x1 } = g.plot;
  return (
    <svg className={classList`chart__svg chart__svg--${frameName}`} viewBox={`0 0 ${frame.width} ${frame.height}`} role="img" aria-label={name} focusable="false" fontSize={frame.font}>
      {kind === 'bar' ? <Patterns uid={id} looks={looks} /> : null}
      <g className="chart__grid">
        {g.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={x0} x2={x1} y1={tick.y} y2={tick.y} />
            <text className="chart__tick" x={x0 - frame.font * 0.45} y={tick.y} dy="0.35em" textAnchor="end">
              {tick.label}
            </text>
          </g>
        ))}
      </g>
      <line className="chart__axis" x1={x0} x2={x1} y1={g.baseline} y2={g.baseline} />
      <g className="chart__labels">
        {g.xLabels.map((l, i) =>
          g.rotateLabels ? (
            <text key={i} x={l.x} y={l.y - frame.font * 0.35} textAnchor="end" transform={`rotate(-45 ${l.x} ${l.y - frame.font * 0.35})`}>
              {l.label}
            </text>
          ) : (
            <text key={i} x={l.x} y={l.y} textAnchor="middle">
              {l.label}
            </text>
          ),
        )}
      </g>
      {g.bars.map((b) => (
        <rect key={`${b.series}-${b.row}`} x={b.x} y={b.y} width={b.width} height={b.height} {...paint('chart__bar', id, b.series, looks[b.series]!)} />
      ))}
      {g.lines.map((line) => {
        const look = looks[line.series]!;
        return (
          <g key={line.series} {...('className' in look.colour ? { className: `chart__series ${look.colour.className}` } : { className: 'chart__series', color: look.colour.color })}>
            <path className="chart__line" d={line.d} stroke="currentColor" strokeDasharray={DASHES[line.series % DASHES.length] || undefined} />
            {line.points.map((p) => (
              <path key={p.row} className="chart__point" d={markerPath(MARKERS[line.series % MARKERS.length]!, p.x, p.y, frame.font * 0.32)} fill="currentColor" />
            ))}
          </g>
        );
      })}
      {g.xTitle ? (
        <text className="chart__axis-title" x={g.xTitle.x} y={g.xTitle.y} textAnchor="middle">
          {data.xAxisTitle}
        </text>
      ) : null}
      {g.yTitle ? (
        <text className="chart__axis-title" x={g.yTitle.x} y={g.yTitle.y} textAnchor="middle" transform={`rotate(-90 ${g.yTitle.x} ${g.yTitle.y})`}>
          {data.yAxisTitle}
        </text>
      ) : null}
    </svg>
  );
}

function Pie({ data, uid, name }: { data: ChartData; uid: string; name: string }) {
  const looks = data.rows.map((r, i) => seriesLook(i, r.color));
  const slices = pie(data.rows.map((r) => r.values[0] ?? null));
  const id = `${uid}-pie`;
  return (
    <svg className="chart__svg chart__svg--pie" viewBox={`0 0 ${PIE.size} ${PIE.size}`} role="img" aria-label={name} focusable="false" fontSize="12.5">
      <Patterns uid={id} looks={looks} />
      {slices.map((s) => (
        <path key={s.row} d={s.d} {...paint('chart__slice', id, s.row, looks[s.row]!)} />
      ))}
      {slices.map((s) =>
        s.label ? (
          <text key={s.row} className="chart__share" x={s.label.x} y={s.label.y} dy="0.35em" textAnchor="middle">
            {formatShare(s.share)}
          </text>
        ) : null,
      )}
    </svg>
  );
}

/** A legend key: the swatch of a series (its pattern, or its line and marker). */
function Swatch({ kind, i, color }: { kind: ChartKind; i: number; color?: string }) {
  const look = seriesLook(i, color);
  const colour = color ? { style: { color } } : { className: look.colour.className };
  if (kind === 'line')
    return (
      <svg className={classList`chart__key chart__key--line ${colour.className ?? ''}`.trim()} style={colour.style} viewBox="0 0 28 12" aria-hidden="true" focusable="false">
        <path d="M1 6H27" stroke="currentColor" strokeWidth="2.5" strokeDasharray={DASHES[i % DASHES.length] || undefined} />
        <path d={markerPath(MARKERS[i % MARKERS.length]!, 14, 6, 4)} fill="currentColor" />
      </svg>
    );
  return <span className={classList`chart__key chart__key--p${look.pattern} ${colour.className ?? ''}`.trim()} style={colour.style} aria-hidden="true" />;
}

/**
 * Chart block: the title, a legend, the drawing (SVG, role="img", named by its kind and title)
 * and the same data as a table under «Ver datos» (a native disclosure: no script).
 */
export function ChartBlock({ id, data, type }: { id: string; data: ChartData; type?: number }) {
  const kind = chartKind(data, type);
  const name = chartName(kind, data.title);
  const uid = `chart-${id.replace(/[^A-Za-z0-9_-]/g, '_')}`;
  const legend = data.legend ?? (kind === 'pie' || data.columns.length > 1);
  const shares = kind === 'pie' ? new Map(pie(data.rows.map((r) => r.values[0] ?? null)).map((s) => [s.row, s.share])) : undefined;
  const keys: ReactNode[] =
    kind === 'pie'
      ? data.rows.map((r, i) => (
          <li key={i}>
            <Swatch kind={kind} i={i} color={r.color} />
            <span>{r.label}</span>
            {shares!.has(i) ? <span className="chart__key-share">{formatShare(shares!.get(i)!)}</span> : null}
          </li>
        ))
      : data.columns.map((c, i) => (
          <li key={i}>
            <Swatch kind={kind} i={i} color={c.color} />
            <span>{c.label}</span>
          </li>
        ));
  return (
    <figure className={classList`chart chart--${kind}`}>
      {data.title || data.description ? (
        <figcaption className="chart__caption">
          {data.title ? <span className="chart__title">{data.title}</span> : null}
          {data.description ? <span className="chart__description">{data.description}</span> : null}
        </figcaption>
      ) : null}
      <div className="chart__body">
        <div className="chart__plot">
          {kind === 'pie' ? (
            <Pie data={data} uid={uid} name={name} />
          ) : (
            <>
              <Cartesian kind={kind} data={data} frameName="narrow" frame={CHART_FRAMES.narrow} uid={uid} name={name} />
              <Cartesian kind={kind} data={data} frameName="wide" frame={CHART_FRAMES.wide} uid={uid} name={name} />
            </>
          )}
        </div>
        {legend ? (
          <ul className="chart__legend" aria-label={t('chart.legend')}>
            {keys}
          </ul>
        ) : null}
      </div>
      <details className="chart__data">
        <summary>{t('chart.showData')}</summary>
        <div className="chart__table">
          <table>
            <caption className="visually-hidden">{name}</caption>
            <thead>
              <tr>
                <th scope="col">{data.xAxisTitle || t('chart.category')}</th>
                {data.columns.map((c, i) => (
                  <th key={i} scope="col">
                    {c.label}
                  </th>
                ))}
                {shares ? <th scope="col">{t('chart.share')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((r, ri) => (
                <tr key={ri}>
                  <th scope="row">{r.label}</th>
                  {data.columns.map((_, ci) => {
                    const value = r.values[ci] ?? null;
                    return <td key={ci}>{value === null ? t('chart.noValue') : formatValue(value, data.number)}</td>;
                  })}
                  {shares ? <td>{shares.has(ri) ? formatShare(shares.get(ri)!) : t('chart.noValue')}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

// @vitest-environment happy-dom
import * as v from 'valibot';
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { describe, expect, it } from 'vitest';
import { createRenderContext } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType, BlockVariant } from '../../shared/enums.ts';
import { blockDefinition, contextFor } from '../registry.ts';
import { ChartData } from './chart.schema.ts';

/** Renders a chart block through the registry, as the page does. */
function render(input: unknown, type: number = BlockType.CHART, id = 'grafica') {
  const def = blockDefinition(type)!;
  const data = v.parse(def.data, input);
  return renderStaticMarkup(<>{def.render!({ id, data, span: 12, type }, contextFor(def, createRenderContext(fixturePage([]), fixtureAssets)))}</>);
}
const doc = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

const kilos = {
  title: 'Kilos tostados por mes',
  description: 'Primer semestre de 2026.',
  columns: [{ label: 'Espresso' }, { label: 'Filtrado', color: '#336699' }],
  rows: [
    { label: 'ene', values: [420, 180] },
    { label: 'feb', values: [380, 1210.5] },
    { label: 'mar', values: [510, null] },
  ],
  number: { decimals: 1, unit: 'kg' },
  yAxisTitle: 'Kilos',
};
const origen = {
  kind: 'pie',
  title: 'Origen del café',
  columns: [{ label: 'Kilos' }],
  rows: [
    { label: 'Chiapas', values: [1260] },
    { label: 'Oaxaca', values: [840] },
    { label: 'Veracruz', values: [540] },
    { label: 'Puebla', values: [360] },
  ],
};

describe('chart block markup', () => {
  it('renders no script and no island: a static SVG figure', () => {
    const html = render(kilos);
    expect(html).not.toMatch(/<script|data-island|data-block-script|on[a-z]+=/i);
    expect(html).toMatch(/^<figure class="chart chart--bar">/);
  });

  it('each drawing is an image named by kind and title; both frames are there (CSS shows one)', () => {
    const page = doc(render(kilos));
    const svgs = [...page.querySelectorAll('svg[role="img"]')];
    expect(svgs.map((s) => s.getAttribute('class'))).toEqual(['chart__svg chart__svg--narrow', 'chart__svg chart__svg--wide']);
    for (const svg of svgs) expect(svg.getAttribute('aria-label')).toBe('Gráfica de barras: Kilos tostados por mes');
    expect(svgs.map((s) => s.getAttribute('viewBox'))).toEqual(['0 0 360 300', '0 0 720 360']);
    expect(page.querySelector('figcaption')!.textContent).toBe('Kilos tostados por mesPrimer semestre de 2026.');
  });

  it('the table holds exactly the data, formatted es-419, under «Ver datos»', () => {
    const page = doc(render(kilos));
    expect(page.querySelector('details > summary')!.textContent).toBe('Ver datos');
    const cells = [...page.querySelectorAll('table tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(cells).toEqual([
      ['Categoría', 'Espresso', 'Filtrado'],
      ['ene', '420 kg', '180 kg'],
      ['feb', '380 kg', '1,210.5 kg'],
      ['mar', '510 kg', 'Sin dato'],
    ]);
    expect(page.querySelector('table caption')!.textContent).toBe('Gráfica de barras: Kilos tostados por mes');
    expect([...page.querySelectorAll('th[scope="row"]')].length).toBe(3);
  });

  it('bars: one rect per value in each frame; a given colour is an attribute, series 2 is patterned', () => {
    const page = doc(render(kilos));
    const wide = page.querySelector('.chart__svg--wide')!;
    // (happy-dom nests self-closing SVG elements: count marks in the markup itself.)
    const wideMarkup = wide.outerHTML;
    expect(wideMarkup.match(/<rect [^>]*class="chart__bar[ "]/g)).toHaveLength(5);
    expect(wide.querySelector('pattern')!.getAttribute('id')).toBe('chart-grafica-wide-p1');
    expect(wide.querySelector('pattern')!.getAttribute('color')).toBe('#336699');
    expect(page.querySelector('.chart__svg--narrow pattern')!.getAttribute('id')).toBe('chart-grafica-narrow-p1');
    expect(wideMarkup.match(/<rect [^>]*class="chart__bar" fill="url\(#chart-grafica-wide-p1\)"/g)).toHaveLength(2);
    expect(wideMarkup.match(/<rect [^>]*class="chart__bar chart__c1" fill="currentColor"/g)).toHaveLength(3);
    // Ticks in the data's format, the axis title written.
    expect([...wide.querySelectorAll('.chart__tick')].map((t) => t.textContent)).toContain('1,400 kg');
    expect(wide.querySelector('.chart__axis-title')!.textContent).toBe('Kilos');
    // Legend: two series (patterned key for the second).
    expect([...page.querySelectorAll('.chart__legend li')].map((li) => li.textContent)).toEqual(['Espresso', 'Filtrado']);
    expect(page.querySelector('.chart__legend')!.getAttribute('aria-label')).toBe('Leyenda');
  });

  it('line: the variant 1009 draws a path and a marker per value', () => {
    const page = doc(render({ ...kilos, title: 'Precio' }, BlockVariant.CHART_LINE));
    expect(page.querySelector('figure')!.className).toBe('chart chart--line');
    const wide = page.querySelector('.chart__svg--wide')!;
    expect(wide.outerHTML.match(/class="chart__line"/g)).toHaveLength(2);
    expect(wide.outerHTML.match(/class="chart__point"/g)).toHaveLength(5);
    expect(wide.querySelectorAll('.chart__line')[1]!.getAttribute('stroke-dasharray')).toBe('7 4');
    expect(wide.getAttribute('aria-label')).toBe('Gráfica de líneas: Precio');
  });

  it('pie: slices with percentages, legend with shares, table with a share column', () => {
    const page = doc(render(origen));
    const svg = page.querySelector('svg[role="img"]')!;
    expect(page.querySelectorAll('svg[role="img"]')).toHaveLength(1);
    expect(svg.getAttribute('aria-label')).toBe('Gráfica circular: Origen del café');
    expect(svg.outerHTML.match(/class="chart__slice[ "]/g)).toHaveLength(4);
    expect([...svg.querySelectorAll('.chart__share')].map((t) => t.textContent)).toEqual(['42%', '28%', '18%', '12%']);
    expect([...page.querySelectorAll('.chart__legend li')].map((li) => li.textContent)).toEqual(['Chiapas42%', 'Oaxaca28%', 'Veracruz18%', 'Puebla12%']);
    const cells = [...page.querySelectorAll('table tr')].map((tr) => [...tr.children].map((c) => c.textContent));
    expect(cells[0]).toEqual(['Categoría', 'Kilos', 'Porcentaje']);
    expect(cells[1]).toEqual(['Chiapas', '1,260', '42%']);
  });

  it('the variant 1010 is a pie without `kind`; no title: named by kind alone', () => {
    const { kind: _kind, title: _title, ...data } = origen;
    const html = render(data, BlockVariant.CHART_PIE);
    expect(html).toContain('class="chart chart--pie"');
    expect(html).toContain('aria-label="Gráfica circular"');
    expect(html).not.toContain('<figcaption');
  });

  it('a hostile id cannot break out of the pattern ids', () => {
    const html = render(kilos, BlockType.CHART, 'a") x="1');
    expect(html).toContain('id="chart-a___x__1-wide-p1"');
  });

  it('data without columns or rows is refused by the schema, not half drawn', () => {
    expect(v.safeParse(ChartData, { columns: [], rows: [] }).success).toBe(false);
  });
});

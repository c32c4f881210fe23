import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteFileError } from '../../src/server/sites/publish.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { UNRENDERED, UNRENDERED_NAME } from '../helpers/unrendered-block.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The mini site with one more page holding `blocks`. */
function siteWith(blocks: unknown[]) {
  const site = readSite();
  site.collections.push({ id: 'aaaaaaaaaaaaaaaaaaaaaa98', urlId: 'tipos', title: 'Tipos', type: 10, layout: { sections: [{ id: 's', rows: [{ blocks }] }] } });
  return site;
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'mini.vitrina.test' } });

describe('every §1 block type is known (§1, §3 block types)', () => {
  // Once every §1 type renders, this rule has nothing left to hold and the test goes with it.
  it.skipIf(!UNRENDERED)('a known type without a renderer imports with a warning that names it, renders nothing and breaks nothing', async () => {
    const r = await t.publish(
      siteWith([
        { id: 'texto', type: 2, span: 6, data: { html: '<p>Sigue aquí</p>' } },
        { id: 'mapa', type: UNRENDERED, span: 6, data: { lat: 17.06, lng: -96.72 } },
      ]),
    );
    expect(r.warnings).toEqual([
      { path: 'collections.4.layout.sections.0.rows.0.blocks.1', message: `El bloque «mapa» de la página «/tipos» es de tipo ${UNRENDERED_NAME} (${UNRENDERED}), que esta versión aún no muestra: se importa y no se muestra` },
    ]);
    const res = await get('/tipos');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sigue aquí');
    expect(res.body).not.toContain('mapa');
  });

  it('an unknown type number is refused with a message naming the block and its page', async () => {
    const error = await t.publish(siteWith([{ id: 'raro', type: 64, data: {} }])).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SiteFileError);
    expect((error as SiteFileError).issues).toEqual([
      { path: 'collections.4.layout.sections.0.rows.0.blocks.0.type', message: 'El bloque «raro» de la página «/tipos» tiene un tipo desconocido: 64' },
    ]);
  });

  it('the discontinued third-party types are known: a plain link where their data has one, else nothing', async () => {
    const r = await t.publish(
      siteWith([
        { id: 'tuits', type: 6, span: 4, data: { url: 'https://twitter.com/panaderia', widgetId: 'x' } },
        { id: 'fotos', type: 25, span: 4, data: { accessToken: 'viejo' } },
        { id: 'musica', type: 56, span: 4, data: { url: 'javascript:alert(1)' } },
      ]),
    );
    expect(r.warnings).toEqual([]);
    const res = await get('/tipos');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<a href="https://twitter.com/panaderia" rel="noopener noreferrer">Ver en twitter.com</a>');
    expect(res.body).not.toContain('javascript:');
    expect(res.body.match(/block--discontinued/g)).toHaveLength(1);
  });
});

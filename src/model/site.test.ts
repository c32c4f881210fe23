import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { BlockSchemas } from './layout.ts';
import { parseSite as parseSiteWith, Site } from './site.ts';

/** A stand-in for the block schema registry: the model knows no block, it is given their schemas. */
const fakeBlocks: BlockSchemas = {
  schema: (type) =>
    ({ 2: v.object({ html: v.string() }), 5: v.object({ mediaId: v.string() }), 21: v.object({ height: v.optional(v.number(), 2) }) })[type],
};
const parseSite = (input: unknown) => parseSiteWith(input, fakeBlocks);

const minimal = () => ({
  format: 1,
  website: { id: 'a'.repeat(24), identifier: 'panaderia', title: 'Panadería' },
  homePage: 'inicio',
  collections: [{ id: 'b'.repeat(24), urlId: 'inicio', title: 'Inicio', type: 10 }],
});

describe('parseSite', () => {
  it('accepts a minimal site and fills the defaults (12 columns, no rows)', () => {
    const r = parseSite(minimal());
    expect(r.ok).toBe(true);
    if (r.ok) {
      expect(r.site.collections[0].layout).toEqual({ columns: 12, sections: [] });
      expect(r.site.settings.storeSettings.selectedCurrency).toBe('USD');
    }
  });

  it('reports every invalid field with its path, in Spanish', () => {
    const bad: any = minimal();
    bad.website.id = 'nope';
    bad.website.title = 5;
    bad.collections[0].type = 99;
    bad.collections[0].layout = { sections: [{ id: 's', rows: [{ blocks: [{ id: 'b', type: 2, data: {} }, { id: 'c', type: 5, span: 20, data: { mediaId: 'm' } }] }] }] };
    const r = parseSite(bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byPath = Object.fromEntries(r.issues.map((i) => [i.path, i.message]));
    expect(Object.keys(byPath)).toEqual(
      expect.arrayContaining(['website.id', 'website.title', 'collections.0.type', 'collections.0.layout.sections.0.rows.0.blocks.1.span']),
    );
    expect(byPath['website.title']).toBe('Tipo no válido: se esperaba texto, se recibió 5');
    expect(byPath['collections.0.layout.sections.0.rows.0.blocks.1.span']).toContain('Valor demasiado grande');
    // Block data is checked once the frame of the file holds, at the same kind of path.
    const data: any = minimal();
    data.collections[0].layout = { sections: [{ id: 's', rows: [{ blocks: [{ id: 'b', type: 2, data: {} }] }] }] };
    expect(parseSite(data)).toMatchObject({ ok: false, issues: [{ path: 'collections.0.layout.sections.0.rows.0.blocks.0.data.html' }] });
  });

  it('refuses a row wider than 12 columns, an unknown home page and an unknown media id', () => {
    const wide: any = minimal();
    wide.collections[0].layout = { sections: [{ id: 's', rows: [{ blocks: [{ id: 'a', type: 21, span: 8, data: {} }, { id: 'b', type: 21, span: 8, data: {} }] }] }] };
    expect(parseSite(wide)).toMatchObject({ ok: false, issues: [{ message: 'La fila ocupa más de 12 columnas' }] });

    const home: any = minimal();
    home.homePage = 'nada';
    expect(parseSite(home)).toMatchObject({ ok: false, issues: [{ path: 'homePage' }] });

    const media: any = minimal();
    media.collections[0].layout = { sections: [{ id: 's', rows: [{ blocks: [{ id: 'i', type: 5, data: { mediaId: 'falta' } }] }] }] };
    expect(parseSite(media)).toMatchObject({ ok: false, issues: [{ message: 'Medio desconocido: falta' }] });
  });

  it('refuses duplicate url ids', () => {
    const dup: any = minimal();
    dup.collections.push({ ...dup.collections[0], id: 'c'.repeat(24) });
    expect(parseSite(dup).ok).toBe(false);
  });

  it('refuses a block type §1 does not list, naming the block and its page', () => {
    const site: any = minimal();
    site.collections[0].layout = { sections: [{ id: 's', rows: [{ blocks: [{ id: 'raro', type: 99, data: {} }] }] }] };
    expect(parseSite(site)).toEqual({
      ok: false,
      issues: [{ path: 'collections.0.layout.sections.0.rows.0.blocks.0.type', message: 'El bloque «raro» de la página «/inicio» tiene un tipo desconocido: 99' }],
    });
  });

  it('keeps a block of a §1 type no block renders yet, with a warning naming it', () => {
    const site: any = minimal();
    site.collections[0].layout = { sections: [{ id: 's', rows: [{ blocks: [{ id: 'mapa', type: 4, data: { anything: true } }] }] }] };
    const r = parseSite(site);
    expect(r).toMatchObject({ ok: true, warnings: [{ path: 'collections.0.layout.sections.0.rows.0.blocks.0', message: expect.stringContaining('El bloque «mapa» de la página «/inicio» es de tipo MAP (4)') }] });
    if (r.ok) expect(r.site.collections[0].layout.sections[0].rows[0].blocks[0].data).toEqual({ anything: true });
  });

  it("a block's own warning about its checked data is a publish warning naming block and page; the data is kept", () => {
    const warning: BlockSchemas = { schema: fakeBlocks.schema, warnings: (type, data: any) => (type === 21 && data.height > 5 ? ['muy alto'] : []) };
    const site: any = minimal();
    site.collections[0].layout = { sections: [{ id: 's', rows: [{ blocks: [{ id: 'alto', type: 21, span: 6, data: { height: 9 } }, { id: 'bajo', type: 21, span: 6, data: {} }] }] }] };
    const r = parseSiteWith(site, warning);
    expect(r).toMatchObject({ ok: true, warnings: [{ path: 'collections.0.layout.sections.0.rows.0.blocks.0.data', message: 'El bloque «alto» de la página «/inicio»: muy alto' }] });
    if (r.ok) expect(r.site.collections[0].layout.sections[0].rows[0].blocks[0].data).toEqual({ height: 9 });
  });

  it("checks a block's data with its own schema and keeps the defaults it fills in", () => {
    const site: any = minimal();
    site.collections[0].layout = { sections: [{ id: 's', rows: [{ blocks: [{ id: 'e', type: 21, data: {} }] }] }] };
    const r = parseSite(site);
    expect(r.ok && r.site.collections[0].layout.sections[0].rows[0].blocks[0].data).toEqual({ height: 2 });
  });
});

describe('member areas in a site file (docs/members.md)', () => {
  const AREA = 'c1c1c1c1c1c1c1c1c1c1c1c1';
  const base = () => ({
    format: 1,
    website: { id: 'aaaaaaaaaaaaaaaaaaaaaaaa', identifier: 'club', title: 'Club' },
    settings: { memberAreas: [{ id: AREA, title: 'Club', landingUrlId: 'socios' }] },
    homePage: 'inicio',
    collections: [
      { id: 'aaaaaaaaaaaaaaaaaaaaaa01', urlId: 'inicio', title: 'Inicio', type: 10 },
      { id: 'aaaaaaaaaaaaaaaaaaaaaa02', urlId: 'socios', title: 'Socios', type: 10, permissionType: 'members', memberAreaIds: [AREA] },
    ],
  });
  const ok = (site: unknown) => v.safeParse(Site, site).success;

  it('accepts areas that the collections and landing pages name', () => {
    expect(ok(base())).toBe(true);
  });

  it('refuses an unknown area, a landing page that does not exist, and the reserved /cuenta', () => {
    const unknownArea = base();
    unknownArea.collections[1].memberAreaIds = ['c2c2c2c2c2c2c2c2c2c2c2c2'];
    expect(ok(unknownArea)).toBe(false);
    const noLanding = base();
    noLanding.settings.memberAreas[0].landingUrlId = 'nada';
    expect(ok(noLanding)).toBe(false);
    const reserved = base();
    reserved.collections[1].urlId = 'cuenta';
    reserved.settings.memberAreas[0].landingUrlId = 'cuenta';
    expect(ok(reserved)).toBe(false);
  });
});

import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../test/helpers/db.ts';
import { UNRENDERED, UNRENDERED_NAME } from '../test/helpers/unrendered-block.ts';
import { runExport, runImport, runMigrate } from './cli-data.ts';
import { hexId, makeSite, makeSiteDir } from './server/sites/test-site.ts';

let t: TestDb;
let config: { databaseUrl: string; dataDir: string; appDomain: string };
let siteFile: string;
const lines: string[] = [];
const print = (line: string) => lines.push(line);

beforeAll(async () => {
  t = await createTestDb();
  config = { databaseUrl: t.url, dataDir: mkdtempSync(join(tmpdir(), 'vitrina-cli-')), appDomain: 'vitrina.test' };
  const dir = await makeSiteDir(400, 300);
  siteFile = join(dir, 'site.json');
  writeFileSync(siteFile, JSON.stringify(makeSite('a')));
});
afterAll(() => t.destroy());

describe('CLI data commands', () => {
  it('migrate says the database is up to date', async () => {
    await runMigrate(config, print);
    expect(lines.pop()).toBe('La base de datos ya está al día.');
  });

  it('import publishes and prints a one-line summary; again bumps the version', async () => {
    await runImport(config, siteFile, print);
    expect(lines.pop()).toBe(`Publicado sitio-a (${hexId('a')}), versión 1: 2 colecciones, 3 elementos, 1 medio.`);
    await runImport(config, siteFile, print);
    expect(lines.pop()).toMatch(/versión 2/);
    expect(existsSync(join(config.dataDir, 'media', hexId('a')))).toBe(true);
  });

  it.skipIf(!UNRENDERED)('import prints a warning naming each block of a §1 type this build does not show yet', async () => {
    const site = makeSite('c');
    site.collections[0].layout.sections[0].rows.push({ blocks: [{ id: 'mapa', type: UNRENDERED, data: {} }] });
    const file = join(dirname(siteFile), 'con-mapa.json');
    writeFileSync(file, JSON.stringify(site));
    await runImport(config, file, print);
    expect(lines.slice(-2)[0]).toMatch(/^Publicado sitio-c/);
    expect(lines.at(-1)).toBe(`  Aviso: collections.0.layout.sections.0.rows.1.blocks.0: El bloque «mapa» de la página «/inicio» es de tipo ${UNRENDERED_NAME} (${UNRENDERED}), que esta versión aún no muestra: se importa y no se muestra`);
  });

  it('import of an invalid file throws with every issue on its own line', async () => {
    const bad = makeSite('b');
    bad.homePage = 'no-existe';
    bad.website.id = 'corto';
    const file = join(mkdtempSync(join(tmpdir(), 'vitrina-cli-')), 'malo.json');
    writeFileSync(file, JSON.stringify(bad));
    const err = await runImport(config, file, print).catch((e: Error) => e);
    expect(err).toBeInstanceOf(Error);
    const message = (err as Error).message;
    expect(message).toMatch(/^El archivo de sitio no es válido \(\d+ problemas?\):\n/);
    expect(message).toContain('\n  website.id: Debe ser un id de 24 caracteres hexadecimales');
  });

  it('import of a file that is not JSON names the file and the place', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vitrina-cli-')), 'roto.json');
    writeFileSync(file, '{"format": 1,,}');
    await expect(runImport(config, file, print)).rejects.toThrow(/roto\.json no es JSON válido \(línea 1, columna 14\)/);
  });

  it('export writes the site by identifier; an unknown identifier is a clear error', async () => {
    const out = mkdtempSync(join(tmpdir(), 'vitrina-cli-out-'));
    await runExport(config, 'sitio-a', out, print);
    expect(lines.pop()).toBe(`Exportado sitio-a (versión 2) a ${join(out, 'site.json')}: 2 colecciones, 3 elementos, 1 medio.`);
    expect(existsSync(join(out, 'media', 'foto.webp'))).toBe(true);
    await expect(runExport(config, 'nadie', out, print)).rejects.toThrow('No hay ningún sitio con el identificador nadie');
  });

  it('import with MEDIA_STORE=database puts every variant in the database, so an export from another data folder has them', async () => {
    const db = await createTestDb();
    try {
      const publisher = { databaseUrl: db.url, dataDir: mkdtempSync(join(tmpdir(), 'vitrina-cli-a-')), appDomain: 'vitrina.test', mediaStore: { kind: 'database' as const } };
      await runMigrate(publisher, print);
      await runImport(publisher, siteFile, print);
      const keys = (await db.db.selectFrom('blobs').select('key').execute()).map((r) => r.key);
      expect(keys.length).toBeGreaterThan(2);
      expect(keys.every((k) => k.startsWith(`media/${hexId('a')}/`))).toBe(true);
      // Another machine: its own empty data folder, the same database.
      const other = { ...publisher, dataDir: mkdtempSync(join(tmpdir(), 'vitrina-cli-b-')) };
      const out = mkdtempSync(join(tmpdir(), 'vitrina-cli-out-'));
      await runExport(other, 'sitio-a', out, print);
      expect(existsSync(join(out, 'media', 'foto.webp'))).toBe(true);
    } finally {
      await db.destroy();
    }
  });

  it('an unreachable database is one clear line', async () => {
    await expect(runMigrate({ ...config, databaseUrl: 'postgres://postgres@127.0.0.1:1/x' }, print)).rejects.toThrow(/^No se pudo conectar a la base de datos postgres:\/\/postgres@127\.0\.0\.1:1\/x: /);
  });
});

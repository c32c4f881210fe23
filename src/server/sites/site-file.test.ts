import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSiteFile, SiteFileError } from './site-file.ts';

const dir = mkdtempSync(join(tmpdir(), 'vitrina-file-'));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

const failure = (p: Promise<unknown>) =>
  p.then(
    () => { throw new Error('expected a SiteFileError'); },
    (e: unknown) => e as SiteFileError,
  );

describe('readSiteFile', () => {
  it('parses JSON, with or without a byte-order mark', async () => {
    expect(await readSiteFile(file('ok.json', '{"format":1}'))).toEqual({ format: 1 });
    expect(await readSiteFile(file('bom.json', '\uFEFF{"a":[1]}'))).toEqual({ a: [1] });
  });

  it('names a missing file', async () => {
    const err = await failure(readSiteFile(join(dir, 'falta.json')));
    expect(err).toBeInstanceOf(SiteFileError);
    expect(err.message).toContain('falta.json no existe');
  });

  it('names a folder given instead of a file', async () => {
    await expect(readSiteFile(dir)).rejects.toThrow(/es una carpeta/);
  });

  it.each([
    ['{\n  "a": 1,\n  "b": x\n}', 'línea 3, columna 8'],
    ['{\n  "a": 1,\n}', 'línea 3, columna 1'],
    ['{"a": [1, 2', 'línea 1, columna 12'],
    ['', 'línea 1, columna 1'],
  ])('gives line and column of a JSON error (%j)', async (text, where) => {
    const err = await failure(readSiteFile(file('bad.json', text)));
    expect(err).toBeInstanceOf(SiteFileError);
    expect(err.message).toContain(`no es JSON válido (${where})`);
  });
});

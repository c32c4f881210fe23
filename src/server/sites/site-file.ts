import { readFile } from 'node:fs/promises';
import type { SiteIssue } from '../../model/index.ts';

/** A site file that cannot be published: every problem found, each with its dotted path. */
export class SiteFileError extends Error {
  constructor(
    readonly issues: SiteIssue[],
    summary = `El archivo de sitio no es válido (${issues.length} ${issues.length === 1 ? 'problema' : 'problemas'})`,
  ) {
    super(`${summary}:\n${issues.map((i) => `  ${i.path}: ${i.message}`).join('\n')}`);
    this.name = 'SiteFileError';
  }
}

/**
 * Reads and parses a site file (JSON). Not yet validated: give the result to `publishSite`.
 * Throws a SiteFileError naming the file when it is missing, unreadable or not JSON
 * (with the line and column of the syntax error).
 */
export async function readSiteFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no existe' : code === 'EISDIR' ? 'es una carpeta, no un archivo' : `no se pudo leer (${code ?? (err as Error).message})`;
    throw new SiteFileError([{ path: '(archivo)', message: `${path} ${why}` }], `No se pudo leer el archivo de sitio ${path}`);
  }
  try {
    text = text.replace(/^\uFEFF/, '');
    return JSON.parse(text);
  } catch (err) {
    const where = positionOf(text);
    const message = `no es JSON válido${where}: ${(err as Error).message}`;
    throw new SiteFileError([{ path: '(archivo)', message: `${path} ${message}` }], `No se pudo leer el archivo de sitio ${path}`);
  }
}

/** " (línea L, columna C)" of the first character that cannot continue valid JSON. */
function positionOf(text: string): string {
  // Node 20 does not always say where; a prefix is "valid so far" when parsing it either
  // succeeds or fails only for ending early. That property is monotone, so bisect.
  const validSoFar = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (err) {
      return /Unexpected end of JSON input/.test((err as Error).message);
    }
  };
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (validSoFar(mid)) lo = mid;
    else hi = mid - 1;
  }
  const before = text.slice(0, lo);
  const line = before.split('\n').length;
  const column = before.length - before.lastIndexOf('\n');
  return ` (línea ${line}, columna ${column})`;
}

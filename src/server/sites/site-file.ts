import { readFile } from 'node:fs/promises';
import { blockSchemas } from '../../blocks/schemas.ts';
import { parseSite, type SiteIssue } from '../../model/index.ts';

/**
 * Validates a parsed site file with the block schema registry (no React is loaded): the site
 * and its warnings (blocks of a §1 type kept but not shown yet), or every issue.
 */
export function parseSiteFile(input: unknown): ReturnType<typeof parseSite> {
  return parseSite(input, blockSchemas);
}

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
  } catch {
    const at = errorOffset(text);
    const near = at < text.length ? `, cerca de «${text.slice(at, at + 20).split('\n')[0]}»` : ', el archivo termina antes de tiempo';
    const message = `no es JSON válido (${lineColumn(text, at)})${near}`;
    throw new SiteFileError([{ path: '(archivo)', message: `${path} ${message}` }], `No se pudo leer el archivo de sitio ${path}`);
  }
}

/** Offset of the first character that cannot continue valid JSON (text.length when the text ends too early). */
function errorOffset(text: string): number {
  // Node 20 does not always say where. A prefix is "valid so far" when it parses, or fails
  // only at its very end; that property is monotone in the prefix length, so bisect.
  const validSoFar = (n: number) => {
    try {
      JSON.parse(text.slice(0, n));
      return true;
    } catch (err) {
      const message = (err as Error).message;
      const pos = /at position (\d+)/.exec(message);
      return /Unexpected end of JSON input/.test(message) || (pos !== null && Number(pos[1]) >= n);
    }
  };
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (validSoFar(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** "línea L, columna C" (both from 1) of an offset. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  return `línea ${before.split('\n').length}, columna ${offset - before.lastIndexOf('\n')}`;
}

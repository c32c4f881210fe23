/**
 * Messages with plain `{name}` arguments only (no plural, select, number format or quotes) read
 * the same without the ICU parser: code that ships to the browser in a small bundle (the form
 * island, shared validation) formats them with this instead of `t()`. plain.test.ts checks that
 * every such message of the catalogue comes out exactly as `t` gives it.
 */

/** Whether a message source uses only plain `{name}` arguments. */
export function isPlainMessage(source: string): boolean {
  return !/\{\s*\w+\s*,|'/.test(source);
}

/**
 * Fills the `{name}` arguments of a plain message; an argument not given stays as written.
 * @example fillPlain('Ingresa una dirección web válida, por ejemplo {url}.', { url: 'www.ejemplo.com' })
 */
export function fillPlain(source: string, values: Record<string, string | number> = {}): string {
  return source.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/**
 * Textarea length rule (SPEC §5): a max-length data attribute (a non-negative integer; 0 or
 * invalid means no limit) drives a live 'current / max' counter and fails text that exceeds it.
 * Lengths count characters as people see them in a counter: code points, so an emoji is one.
 */

/** The limit in a max-length attribute value, or null for none (absent, invalid, or 0). E.g. '500' → 500. */
export function parseMaxLength(attribute: unknown): number | null {
  const text = typeof attribute === 'number' ? String(attribute) : typeof attribute === 'string' ? attribute.trim() : '';
  if (!/^[0-9]{1,15}$/.test(text)) return null;
  const max = Number(text);
  return max > 0 ? max : null;
}

/** The length of a text as the counter shows it (code points). */
export function textLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0xdc00 || c > 0xdfff || i === 0 || text.charCodeAt(i - 1) < 0xd800 || text.charCodeAt(i - 1) > 0xdbff) n++;
  }
  return n;
}

/** The counter's numbers and whether the limit is exceeded (max null: no limit). */
export function textareaCounter(text: string, max: number | null): { current: number; max: number | null; exceeded: boolean } {
  const current = textLength(text);
  return { current, max, exceeded: max !== null && current > max };
}

/** The check: text longer than the limit fails; an empty optional field passes; an empty required one fails. */
export function isTextareaValid(text: unknown, maxLength: number | null, required = false): boolean {
  const value = typeof text === 'string' ? text : '';
  if (value === '') return !required;
  return maxLength === null || textLength(value) <= maxLength;
}

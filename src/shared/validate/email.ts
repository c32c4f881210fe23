/**
 * Email format (SPEC §5): a string of 3 to 256 characters in the simple form local@domain, the
 * domain's last label 2 to 4 letters or digits. Checked by a single left-to-right scan, so the time
 * is linear in the length whatever the input (no regular expression that could backtrack).
 */

/** Shortest accepted address, in characters (§5). */
export const EMAIL_MIN_LENGTH = 3;
/** Longest accepted address, in characters (§5). */
export const EMAIL_MAX_LENGTH = 256;

/** True for a valid address per §5, e.g. 'ana.perez@ejemplo.com.mx'. Never throws. */
export function isValidEmail(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    value.length >= EMAIL_MIN_LENGTH &&
    value.length <= EMAIL_MAX_LENGTH &&
    matchesEmailShape(value)
  );
}

/** The form rule (§5): the trimmed value must be valid; an empty value passes unless required. */
export function isEmailFieldValid(value: unknown, required = false): boolean {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? !required : isValidEmail(text);
}

/**
 * The shape alone, without the length bounds: one '@'; a local part of letters, digits and
 * `!#$%&'*+/=?^_\`{|}~-` in dot-separated runs; a domain of at least two dot-separated labels of
 * letters, digits and inner hyphens, the last one 2 to 4 letters or digits. ASCII only. O(n).
 */
export function matchesEmailShape(s: string): boolean {
  const at = s.indexOf('@');
  if (at <= 0 || s.indexOf('@', at + 1) !== -1) return false;
  return isLocalPart(s, 0, at) && isDomain(s, at + 1, s.length);
}

/** Local part: atext characters in non-empty runs separated by single dots. */
function isLocalPart(s: string, from: number, to: number): boolean {
  let runLength = 0;
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x2e) {
      if (runLength === 0) return false;
      runLength = 0;
    } else if (isAlnum(c) || LOCAL_SYMBOLS.indexOf(s[i]) !== -1) {
      runLength++;
    } else {
      return false;
    }
  }
  return runLength > 0;
}
const LOCAL_SYMBOLS = "!#$%&'*+/=?^_`{|}~-";

/** Domain: two or more labels; hyphens only inside a label; the last label 2–4 alphanumerics. */
function isDomain(s: string, from: number, to: number): boolean {
  let labels = 0;
  let start = from;
  let hyphens = 0;
  for (let i = from; i <= to; i++) {
    const c = i === to ? 0x2e : s.charCodeAt(i);
    if (c === 0x2e) {
      const length = i - start;
      if (length === 0 || s.charCodeAt(start) === 0x2d || s.charCodeAt(i - 1) === 0x2d) return false;
      labels++;
      if (i === to) return labels >= 2 && length >= 2 && length <= 4 && hyphens === 0;
      start = i + 1;
      hyphens = 0;
    } else if (c === 0x2d) {
      hyphens++;
    } else if (!isAlnum(c)) {
      return false;
    }
  }
  return false;
}

/** ASCII letter or digit. */
function isAlnum(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a);
}

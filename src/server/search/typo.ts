/** Shortest word a typo is forgiven in (issue 14: one typo on words of five letters or more). */
export const TYPO_MIN_LENGTH = 5;

/**
 * Whether two words are at most one edit apart (a letter added, removed or changed), in linear time.
 * @example withinOneEdit('cafetera', 'cafetria') // true
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const [s, l] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < s.length && s[i] === l[i]) i++;
  if (s.length === l.length) return s.slice(i + 1) === l.slice(i + 1);
  return s.slice(i) === l.slice(i + 1);
}

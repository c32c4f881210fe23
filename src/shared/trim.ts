/**
 * `text` without the runs of `char` at its ends, in linear time. A regular expression such as
 * /-+$/ is quadratic on a long run of the character not at the end (the engine retries the run
 * from every position), which the regex benchmark (bench/suites/regex.ts) rates unsafe.
 * @example trimChar('--a-b--', '-') // → "a-b"
 */
export function trimChar(text: string, char: string, ends: 'both' | 'end' = 'both'): string {
  let start = 0;
  let end = text.length;
  if (ends === 'both') while (start < end && text[start] === char) start++;
  while (end > start && text[end - 1] === char) end--;
  return text.slice(start, end);
}

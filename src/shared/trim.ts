/**
 * `text` without the runs of `chars` (any of its characters, one UTF-16 unit each) at its ends,
 * in linear time. A regular expression such as /-+$/ is quadratic on a long run of the character
 * not at the end (the engine retries the run from every position), which the regex benchmark
 * (bench/suites/regex.ts) rates unsafe.
 * @example trimChar('--a-b--', '-') // → "a-b"
 * @example trimChar('https://a.mx/x).', '.)', 'end') // → "https://a.mx/x"
 */
export function trimChar(text: string, chars: string, ends: 'both' | 'end' = 'both'): string {
  let start = 0;
  let end = text.length;
  if (ends === 'both') while (start < end && chars.includes(text[start]!)) start++;
  while (end > start && chars.includes(text[end - 1]!)) end--;
  return text.slice(start, end);
}

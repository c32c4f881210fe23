/** US zip code (SPEC §5): exactly 5 digits. */

/** True for exactly five ASCII digits, e.g. '10001'; nothing else (no ZIP+4, no spaces). */
export function isUsZip(value: unknown): boolean {
  return typeof value === 'string' && /^[0-9]{5}$/.test(value);
}

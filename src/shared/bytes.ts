/** File sizes for people (SPEC §5: base 1024, Bytes to YB; §9: 1,000,000 bytes per MB for limits). */
import { formatNumber } from './messages/intl.ts';

/** The units of a displayed size, each 1024 times the one before. */
export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Bytes in a megabyte when a limit is stated in MB (§9). */
export const BYTES_PER_MB = 1_000_000;

/**
 * A size for people, base 1024, at most `decimals` fraction digits (trailing zeros dropped):
 * `formatBytes(1536)` → "1.5 KB", `formatBytes(0)` → "0 Bytes". Negative or invalid → "0 Bytes".
 */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${BYTE_UNITS[0]}`;
  const exponent = Math.min(BYTE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  const value = bytes / 1024 ** exponent;
  return `${formatNumber(value, { maximumFractionDigits: Math.max(0, decimals) })} ${BYTE_UNITS[exponent]}`;
}

import { appendFileSync } from 'node:fs';

/**
 * Records one figure of the suite (cases run, failures, writes acknowledged and stored…) for
 * RELIABILITY.md. `npm run soak` sets RELIABILITY_FIGURES to a file and turns the lines into the
 * report; in `npm test` nothing is written.
 * @example recordFigure('fuzz', 'cases (inject)', 4200)
 */
export function recordFigure(section: string, name: string, value: number | string): void {
  const file = process.env.RELIABILITY_FIGURES;
  if (!file) return;
  appendFileSync(file, `${JSON.stringify({ section, name, value, db: process.env.DB ?? 'sqlite' })}\n`);
}

/** True in `npm run soak`: the long run with its larger counts. */
export const SOAK = process.env.RELIABILITY_SOAK === '1';

/** `short` in `npm test`, `long` in the soak. */
export const scale = (short: number, long: number): number => (SOAK ? long : short);

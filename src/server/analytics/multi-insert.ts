import { CompiledQuery } from 'kysely';
import type { DialectName } from '../db/dialect.ts';

/** Rows one statement carries at most: SQLite binds one parameter per statement, PostgreSQL one per value (≤ 65,535). */
export const rowsPerStatement = (dialect: DialectName, columns: number) => (dialect === 'sqlite' ? 5000 : Math.floor(65_535 / columns));

/**
 * One multi-row INSERT of many rows of one table, as a compiled query with every value bound.
 * Kysely's builder would make an expression node per value (23,000 for 1,000 page views), which
 * costs more than the insert itself, so the statement is written here, once per table:
 * - SQLite: one parameter, the rows as a JSON array of arrays, spread into columns by SQLite
 *   (`jsonb_each`, SQLite ≥ 3.45, bundled with better-sqlite3): the SQL text never changes and
 *   nothing approaches the bound-parameter limit.
 * - PostgreSQL: `VALUES ($1, …), (…)`, one parameter per value, text kept per row count.
 * Table and column names come from code and are checked; values never enter the SQL text.
 * (Analytics' part of the dialect seam; src/server/db/dialect.ts holds the rest.)
 */
export class MultiRowInsert {
  private readonly head: string;
  private readonly sqlite: string;
  private readonly texts = new Map<number, string>();

  constructor(
    table: string,
    private readonly columns: readonly string[],
    private readonly dialect: DialectName,
  ) {
    for (const name of [table, ...columns]) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`nombre SQL no admitido: ${name}`);
    this.head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')})`;
    this.sqlite = `${this.head} select ${columns.map((_, i) => `value ->> ${i}`).join(', ')} from jsonb_each(jsonb(?))`;
  }

  /** The INSERT of `rows`, each read in the column order given at construction (undefined as null). */
  query(rows: readonly Record<string, unknown>[]): CompiledQuery {
    if (this.dialect === 'sqlite') return CompiledQuery.raw(this.sqlite, [JSON.stringify(rows.map((r) => this.columns.map((c) => r[c] ?? null)))]);
    const params: unknown[] = new Array(rows.length * this.columns.length);
    let i = 0;
    for (const row of rows) for (const c of this.columns) params[i++] = row[c] ?? null;
    return CompiledQuery.raw(this.postgres(rows.length), params);
  }

  private postgres(rows: number): string {
    let text = this.texts.get(rows);
    if (text === undefined) {
      const n = this.columns.length;
      const tuples: string[] = new Array(rows);
      for (let r = 0; r < rows; r++) tuples[r] = `(${Array.from({ length: n }, (_, c) => `$${r * n + c + 1}`).join(', ')})`;
      text = `${this.head} values ${tuples.join(', ')}`;
      if (this.texts.size >= 16) this.texts.clear(); // a few sizes recur: 1,000 and the odd remainder
      this.texts.set(rows, text);
    }
    return text;
  }
}

import { CompiledQuery } from 'kysely';
import type { DialectName } from '../db/dialect.ts';

/** Rows one INSERT carries at most (one bound parameter whatever the count: no parameter limit is near). */
export const ROWS_PER_STATEMENT = 5000;

/**
 * One multi-row INSERT of many rows of one table, with a single bound parameter: the rows as
 * JSON, spread into columns by the database itself. Kysely's builder would make an expression
 * node and a parameter per value (23,000 for 1,000 page views) and the database would parse a
 * statement that long every time; here the SQL text is written once per table and never changes.
 * - SQLite (≥ 3.45, bundled with better-sqlite3): a JSON array of arrays through `jsonb_each`.
 * - PostgreSQL: a JSON array of objects through `json_populate_recordset` and the table's row
 *   type; a JSON column's value (a JSON text, see `toJson`) is turned back into jsonb.
 * Table and column names come from code and are checked; values never enter the SQL text.
 * (Analytics' part of the dialect seam; src/server/db/dialect.ts holds the rest.)
 */
export class MultiRowInsert {
  readonly sql: string;

  constructor(
    table: string,
    private readonly columns: readonly string[],
    private readonly dialect: DialectName,
    jsonColumns: readonly string[] = [],
  ) {
    for (const name of [table, ...columns]) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`nombre SQL no admitido: ${name}`);
    const names = columns.map((c) => `"${c}"`).join(', ');
    const select =
      dialect === 'sqlite'
        ? `${columns.map((_, i) => `value ->> ${i}`).join(', ')} from jsonb_each(jsonb(?))`
        : `${columns.map((c) => (jsonColumns.includes(c) ? `("${c}" #>> '{}')::jsonb` : `"${c}"`)).join(', ')} from json_populate_recordset(null::"${table}", $1::json)`;
    this.sql = `insert into "${table}" (${names}) select ${select}`;
  }

  /** The INSERT of `rows` (at most ROWS_PER_STATEMENT), each read in the column order given at construction. */
  query(rows: readonly Record<string, unknown>[]): CompiledQuery {
    const json = this.dialect === 'sqlite' ? JSON.stringify(rows.map((r) => this.columns.map((c) => r[c] ?? null))) : JSON.stringify(rows);
    return CompiledQuery.raw(this.sql, [json]);
  }
}

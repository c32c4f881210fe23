import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf, type DialectName } from './dialect.ts';

/** Rows one INSERT carries at most (one bound parameter whatever the count: no parameter limit is near). */
export const ROWS_PER_STATEMENT = 5000;

/**
 * One multi-row INSERT of many rows of one table, with a single bound parameter: the rows as
 * JSON, spread into columns by the database itself. Kysely's builder would make an expression
 * node and a parameter per value (23,000 for 1,000 page views) and the database would parse a
 * statement that long every time; here the SQL text is written once per table and never changes.
 * - SQLite (≥ 3.45, bundled with better-sqlite3): a JSON array of arrays through `jsonb_each`.
 * - PostgreSQL: a JSON array of objects through `jsonb_populate_recordset` (jsonb: parsed once,
 *   about 15 % less of PostgreSQL's CPU per row than `json`, measured 2026-11-28) and the table's row
 *   type; a JSON column's value (a JSON text, see `toJson`) is turned back into jsonb.
 * Table and column names come from code and are checked; values never enter the SQL text.
 * (Part of the dialect seam of src/server/db: analytics, forms and the mail outbox write through it.)
 */
export class MultiRowInsert {
  readonly sql: string;

  constructor(
    table: string,
    private readonly columns: readonly string[],
    private readonly dialect: DialectName,
    jsonColumns: readonly string[] = [],
  ) {
    checkNames(table, columns);
    const names = columns.map((c) => `"${c}"`).join(', ');
    const select =
      dialect === 'sqlite'
        ? `${columns.map((_, i) => `value ->> ${i}`).join(', ')} from jsonb_each(jsonb(?))`
        : `${recordColumns(columns, jsonColumns)} from jsonb_populate_recordset(null::"${table}", $1::jsonb)`;
    this.sql = `insert into "${table}" (${names}) select ${select}`;
  }

  /** The INSERT of `rows` (at most ROWS_PER_STATEMENT), each read in the column order given at construction. */
  query(rows: readonly Record<string, unknown>[]): CompiledQuery {
    const json = this.dialect === 'sqlite' ? JSON.stringify(rows.map((r) => this.columns.map((c) => r[c] ?? null))) : JSON.stringify(rows);
    return CompiledQuery.raw(this.sql, [json]);
  }
}

/** Table and column names come from code; anything else is refused before it reaches SQL text. */
function checkNames(table: string, columns: readonly string[]): void {
  for (const name of [table, ...columns]) if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`nombre SQL no admitido: ${name}`);
}

/** PostgreSQL: `columns` read from a record of the table's row type (`alias.`), a JSON column's text turned back into jsonb. */
function recordColumns(columns: readonly string[], jsonColumns: readonly string[], alias = ''): string {
  return columns.map((c) => (jsonColumns.includes(c) ? `(${alias}"${c}" #>> '{}')::jsonb` : `${alias}"${c}"`)).join(', ');
}

/**
 * The multi-row INSERT of one table on whichever database a caller holds: the statement for each
 * dialect is made once, on first use, so callers never branch on the dialect themselves.
 * @example await new TableInsert('mail_outbox', ['website_id', 'kind']).run(trx, rows)
 */
export class TableInsert {
  private readonly statements = new Map<DialectName, MultiRowInsert>();

  constructor(
    private readonly table: string,
    private readonly columns: readonly string[],
    private readonly jsonColumns: readonly string[] = [],
  ) {}

  /**
   * PostgreSQL: the INSERT of this table's columns from `source`, a FROM clause that names `r`, a
   * record of the table's row type per row (e.g. `json_populate_record`), for a statement that
   * writes several tables at once (the data-modifying WITH of the forms' group commit).
   * @example insert.pgInsertFrom(`items i cross join lateral json_populate_record(null::"mail_outbox", i.mail) r`)
   */
  pgInsertFrom(source: string): string {
    checkNames(this.table, this.columns);
    return `insert into "${this.table}" (${this.columns.map((c) => `"${c}"`).join(', ')}) select ${recordColumns(this.columns, this.jsonColumns, 'r.')} from ${source}`;
  }

  /** The statements inserting `rows` on `db`'s database, one per ROWS_PER_STATEMENT rows. */
  queries(db: Kysely<any>, rows: readonly Record<string, unknown>[]): CompiledQuery[] {
    const dialect = dialectOf(db);
    let statement = this.statements.get(dialect);
    if (!statement) this.statements.set(dialect, (statement = new MultiRowInsert(this.table, this.columns, dialect, this.jsonColumns)));
    const out: CompiledQuery[] = [];
    for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(statement.query(rows.slice(i, i + ROWS_PER_STATEMENT)));
    return out;
  }

  /** Inserts `rows` on `db` (a transaction when the caller needs them together), statement after statement. */
  async run(db: Kysely<any>, rows: readonly Record<string, unknown>[]): Promise<void> {
    for (const query of this.queries(db, rows)) await db.executeQuery(query);
  }
}

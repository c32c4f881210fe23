import { CompiledQuery, type Kysely } from 'kysely';
import { dialectOf, type DialectName } from './dialect.ts';

/** Rows one PostgreSQL INSERT carries at most (one bound parameter whatever the count: no parameter limit is near). */
const ROWS_PER_STATEMENT = 5000;

/** SQLite: the most rows of one INSERT; smaller ones carry powers of two (see MultiRowInsert). */
const SQLITE_MAX_ROWS = 1024;
/** SQLite's limit on bound parameters per statement (SQLITE_MAX_VARIABLE_NUMBER since 3.32). */
const SQLITE_MAX_PARAMETERS = 32_766;

/**
 * The multi-row INSERT of many rows of one table. Kysely's builder would make an expression node
 * and a parameter per value (23,000 for 1,000 page views) and a statement text per row count, so
 * the database would parse a statement that long every time; here the SQL texts are written once
 * per table and never change.
 * - SQLite: `values (?, …), (?, …)` of a power of two of rows up to 1,024 (fewer for a table so
 *   wide that SQLite's 32,766 parameters would not hold them), a batch written as the powers of
 *   two of its count (1,000 rows: 512 + 256 + 128 + 64 + 32 + 8, in the caller's transaction), so
 *   a table has at most eleven texts, each prepared once and kept (statement-cache.ts).
 *   Values are bound as they are: reading the rows back out of one JSON parameter (`jsonb_each`,
 *   used before) cost SQLite twice the time per row once rows carry text of a few kilobytes (a
 *   form's notification mail: 17 µs against 9 µs per row, measured 2026-11-29).
 * - PostgreSQL: a single bound parameter, the rows as a JSON array of objects, through
 *   `jsonb_populate_recordset` (jsonb: parsed once, about 15 % less of PostgreSQL's CPU per row
 *   than `json`, measured 2026-11-28) and the table's row type; a JSON column's value (a JSON
 *   text, see `toJson`) is turned back into jsonb. One round trip whatever the count.
 * Table and column names come from code and are checked; values never enter the SQL text.
 * (Part of the dialect seam of src/server/db: analytics, forms and the mail outbox write through it.)
 */
export class MultiRowInsert {
  private readonly head: string;
  private readonly pgSql: string;
  private readonly sqliteSql = new Map<number, string>();
  private readonly sqliteCounts: number[];

  constructor(
    table: string,
    private readonly columns: readonly string[],
    private readonly dialect: DialectName,
    jsonColumns: readonly string[] = [],
  ) {
    checkNames(table, columns);
    this.head = insertHead(table, columns);
    this.pgSql = `${this.head} select ${recordColumns(columns, jsonColumns)} from jsonb_populate_recordset(null::"${table}", $1::jsonb)`;
    this.sqliteCounts = [];
    for (let n = SQLITE_MAX_ROWS; n >= 1; n /= 2) if (n * columns.length <= SQLITE_MAX_PARAMETERS) this.sqliteCounts.push(n);
  }

  /** The INSERTs of `rows`, each row read in the column order given at construction. */
  queries(rows: readonly Record<string, unknown>[]): CompiledQuery[] {
    const out: CompiledQuery[] = [];
    if (this.dialect === 'postgres') {
      for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) out.push(CompiledQuery.raw(this.pgSql, [JSON.stringify(rows.slice(i, i + ROWS_PER_STATEMENT))]));
      return out;
    }
    let at = 0;
    for (const count of this.sqliteCounts) {
      for (; rows.length - at >= count; at += count) {
        const parameters: unknown[] = [];
        for (let r = at; r < at + count; r++) for (const c of this.columns) parameters.push(sqliteValue(rows[r][c]));
        out.push(CompiledQuery.raw(this.sqliteText(count), parameters));
      }
    }
    return out;
  }

  private sqliteText(count: number): string {
    let text = this.sqliteSql.get(count);
    if (!text) {
      const row = `(${this.columns.map(() => '?').join(', ')})`;
      this.sqliteSql.set(count, (text = `${this.head} values ${Array.from({ length: count }, () => row).join(', ')}`));
    }
    return text;
  }
}

/** A value as SQLite binds it: what PostgreSQL's JSON path stores (an object as JSON text, nothing as null). */
function sqliteValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object' && !(value instanceof Uint8Array)) return JSON.stringify(value);
  return value;
}

/** `insert into "table" ("a", "b")`: the start every statement of this file shares. */
function insertHead(table: string, columns: readonly string[]): string {
  return `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')})`;
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
    return `${insertHead(this.table, this.columns)} select ${recordColumns(this.columns, this.jsonColumns, 'r.')} from ${source}`;
  }

  /** The statements inserting `rows` on `db`'s database: one per ROWS_PER_STATEMENT rows on PostgreSQL, a few per batch on SQLite. */
  queries(db: Kysely<any>, rows: readonly Record<string, unknown>[]): CompiledQuery[] {
    const dialect = dialectOf(db);
    let statement = this.statements.get(dialect);
    if (!statement) this.statements.set(dialect, (statement = new MultiRowInsert(this.table, this.columns, dialect, this.jsonColumns)));
    return statement.queries(rows);
  }

  /** Inserts `rows` on `db` (a transaction when the caller needs them together), statement after statement. */
  async run(db: Kysely<any>, rows: readonly Record<string, unknown>[]): Promise<void> {
    for (const query of this.queries(db, rows)) await db.executeQuery(query);
  }
}

// Bulk loading for the seed: rows typed by the Drizzle tables, written as multi-row INSERT text and
// sent in large multi-statement transactions through Database.exec. One round trip per few thousand
// rows is what keeps a 100k-item store under the time budget on PGlite (a single-threaded WASM
// Postgres); drizzle's insert builder would bind every value as a parameter and is several times slower.
import { getTableColumns, getTableName, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../client.ts';

/**
 * An insert row of a table; identity ids are given explicitly so every id is known without a round trip.
 * A table whose insert type names its id (a text key such as the sandbox gateway's ids) keeps that type.
 */
export type Row<T extends PgTable> = T['$inferInsert'] &
  ('id' extends keyof T['$inferInsert'] ? unknown : { id?: number });

const ROWS_PER_STATEMENT = 1000;
const ROWS_PER_ARRAY_STATEMENT = 5000;
const BYTES_PER_EXEC = 4_000_000;

function quote(text: string): string {
  // standard_conforming_strings is on (PostgreSQL ≥ 9.1 and PGlite): only quotes need doubling.
  if (text.includes('\0')) throw new Error('text values cannot contain NUL characters');
  return text.includes("'") ? `'${text.replaceAll("'", "''")}'` : `'${text}'`;
}

function scalar(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  switch (typeof value) {
    case 'number':
      if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
      return String(value);
    case 'boolean':
      return value ? 'TRUE' : 'FALSE';
    case 'string':
      return quote(value);
    default:
      if (value instanceof Date) return quote(value.toISOString());
      throw new Error(`cannot write ${typeof value} as a scalar`);
  }
}

function converterFor(column: Column): (value: unknown) => string {
  if (column.columnType === 'PgJsonb' || column.columnType === 'PgJson') {
    return (value) => (value === null || value === undefined ? 'NULL' : quote(JSON.stringify(value)));
  }
  if (column.columnType === 'PgArray') {
    return (value) => {
      if (value === null || value === undefined) return 'NULL';
      if (!Array.isArray(value)) throw new Error(`${column.name} expects an array`);
      if (value.length === 0) return "'{}'";
      const cast = typeof value[0] === 'number' ? 'integer[]' : 'text[]';
      return `ARRAY[${value.map(scalar).join(',')}]::${cast}`;
    };
  }
  return scalar;
}

const ARRAY_ESCAPES = /[\\"']/;

/**
 * One element of an array literal ('{…}') that is itself inside a SQL string literal: double quotes
 * and backslashes escaped for the array parser, single quotes doubled for the SQL one.
 */
function arrayElement(text: string): string {
  if (!ARRAY_ESCAPES.test(text)) return `"${text}"`;
  return `"${text.replace(/[\\"]/g, '\\$&').replaceAll("'", "''")}"`;
}

/** How a column's values are written as elements of a typed array literal (null: not possible). */
function elementWriterFor(column: Column): ((value: unknown) => string) | null {
  if (column.columnType === 'PgArray') return null;
  const json = column.columnType === 'PgJsonb' || column.columnType === 'PgJson';
  return (value) => {
    if (value === null || value === undefined) return 'NULL';
    if (json) return arrayElement(JSON.stringify(value));
    switch (typeof value) {
      case 'number':
        if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
        return String(value);
      case 'boolean':
        return value ? 't' : 'f';
      case 'string':
        return arrayElement(value);
      default:
        if (value instanceof Date) return arrayElement(value.toISOString());
        throw new Error(`cannot write ${typeof value} in ${column.name}`);
    }
  };
}

function columnsOf(rows: readonly object[]): { keys: string[]; complete: boolean } {
  const keys: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) {
      if (!seen.has(key)) {
        seen.add(key);
        keys.push(key);
      }
    }
  }
  const complete = rows.every((row) => Object.keys(row).length === keys.length);
  return { keys, complete };
}

/**
 * The INSERT statements for rows of one table. When every row names every column and no column is an
 * array, the rows go as one typed array literal per column (INSERT … SELECT * FROM unnest(…)): the
 * server parses one array per column instead of a node per value, a third faster on PGlite.
 * Otherwise multi-row VALUES lists, where a row without a column gets its default.
 */
export function insertStatements<T extends PgTable>(table: T, rows: readonly Row<T>[]): string[] {
  if (rows.length === 0) return [];
  const tableName = getTableName(table);
  const columns = getTableColumns(table) as Record<string, Column>;
  const { keys, complete } = columnsOf(rows);
  const columnList = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${tableName} has no column ${key}`);
    if (column.generated) {
      // A stored generated column (items.search_vector) is computed by the database and cannot be written.
      throw new Error(`${tableName}.${column.name} is generated by the database`);
    }
    return column;
  });
  const names = columnList.map((column) => `"${column.name}"`).join(',');
  // OVERRIDING SYSTEM VALUE: identity columns are GENERATED ALWAYS; the seed chooses its ids
  // (call resetIdentities afterwards so the application's own inserts continue after them).
  const overriding = columnList.some((column) => column.generatedIdentity?.type === 'always')
    ? ' OVERRIDING SYSTEM VALUE'
    : '';
  const head = `INSERT INTO "${tableName}" (${names})${overriding}`;
  const statements: string[] = [];

  const elementWriters = columnList.map(elementWriterFor);
  if (complete && elementWriters.every((w) => w !== null)) {
    const writers = elementWriters as ((value: unknown) => string)[];
    for (let start = 0; start < rows.length; start += ROWS_PER_ARRAY_STATEMENT) {
      const chunk = rows.slice(start, start + ROWS_PER_ARRAY_STATEMENT) as readonly Record<string, unknown>[];
      const arrays = keys.map((key, i) => {
        const write = writers[i] as (value: unknown) => string;
        const column = columnList[i] as Column;
        const elements = chunk.map((row) => write(row[key]));
        return `'{${elements.join(',')}}'::${column.getSQLType()}[]`;
      });
      statements.push(`${head} SELECT * FROM unnest(${arrays.join(',\n')})`);
    }
    return statements;
  }

  const converters = columnList.map(converterFor);
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const values = chunk.map((row) => {
      const record = row as Record<string, unknown>;
      const parts = keys.map((key, i) =>
        key in record ? (converters[i] as (v: unknown) => string)(record[key]) : 'DEFAULT',
      );
      return `(${parts.join(',')})`;
    });
    statements.push(`${head} VALUES\n${values.join(',\n')}`);
  }
  return statements;
}

export interface BulkWriterOptions {
  /**
   * PostgreSQL only: batches sent at once on separate pooled connections, so the server works while
   * the next batch is generated. Applies only while foreign-key checks are deferred, because
   * concurrent batches may commit out of order. PGlite runs one statement at a time regardless.
   */
  concurrency?: number;
  /**
   * Tables that concurrent batches lock (SHARE ROW EXCLUSIVE, until the batch commits) before
   * writing: tables kept by statement triggers whose grouped upserts would otherwise deadlock
   * (docs/decisions/0011: item_facet_counts — two batches of items each upsert counters in key
   * order, but one batch's later statement can want a key the other took first). The server then
   * runs those batches one after another; the next batch is still generated meanwhile.
   */
  serializeOn?: string[];
}

/**
 * Collects INSERT statements and sends them about BYTES_PER_EXEC characters at a time. One exec is one
 * simple-protocol message, which PostgreSQL and PGlite run as one implicit transaction: a failing
 * statement undoes its whole batch and leaves no half-open transaction on a pooled connection.
 */
export class BulkWriter {
  readonly #database: Database;
  readonly #concurrency: number;
  readonly #lock: string;
  #pending: string[] = [];
  #pendingBytes = 0;
  readonly #counts = new Map<string, number>();
  readonly #tables = new Map<string, PgTable>();
  #deferChecks = false;
  readonly #inFlight = new Set<Promise<void>>();
  #failure: { error: unknown } | null = null;

  constructor(database: Database, options: BulkWriterOptions = {}) {
    this.#database = database;
    this.#concurrency = database.kind === 'postgres' ? Math.max(1, Math.floor(options.concurrency ?? 1)) : 1;
    const tables = (options.serializeOn ?? []).map((name) => `"${name.replaceAll('"', '""')}"`);
    this.#lock = tables.length > 0 ? `LOCK TABLE ${tables.join(', ')} IN SHARE ROW EXCLUSIVE MODE;\n` : '';
  }

  /**
   * Skips the per-row foreign-key triggers of this writer's batches (SET LOCAL
   * session_replication_role = replica, which lasts for one batch's transaction only) when the
   * database role is allowed to; finish() then checks every foreign key of the tables written in one
   * set-based query. Per-row checks are about half the load time on PGlite. Returns whether the
   * checks are deferred (false for a role that is not a superuser: rows are then checked as usual).
   */
  async deferForeignKeyChecks(): Promise<boolean> {
    const [row] = await queryRows<{ allowed: boolean }>(
      this.#database.db,
      sql`SELECT rolsuper AS allowed FROM pg_roles WHERE rolname = current_user`,
    );
    this.#deferChecks = row?.allowed === true;
    return this.#deferChecks;
  }

  async insert<T extends PgTable>(table: T, rows: readonly Row<T>[]): Promise<void> {
    if (rows.length === 0) return;
    const name = getTableName(table);
    this.#counts.set(name, (this.#counts.get(name) ?? 0) + rows.length);
    this.#tables.set(name, table);
    for (const statement of insertStatements(table, rows)) {
      this.#pending.push(statement);
      this.#pendingBytes += statement.length;
      if (this.#pendingBytes >= BYTES_PER_EXEC) await this.flush();
    }
  }

  /** Sends what is pending. Callers flush (or finish) before anything reads the tables. */
  async flush(): Promise<void> {
    this.#rethrow();
    if (this.#pending.length === 0) return;
    const body = this.#pending.join(';\n');
    this.#pending = [];
    this.#pendingBytes = 0;
    const text = `${this.#deferChecks ? 'SET LOCAL session_replication_role = replica;\n' : ''}${body};`;
    if (this.#concurrency === 1 || !this.#deferChecks) {
      await this.#database.exec(text);
      return;
    }
    while (this.#inFlight.size >= this.#concurrency) await Promise.race(this.#inFlight);
    this.#rethrow();
    const sent: Promise<void> = this.#database
      .exec(`${this.#lock}${text}`)
      .catch((error: unknown) => {
        this.#failure ??= { error };
      })
      .finally(() => this.#inFlight.delete(sent));
    this.#inFlight.add(sent);
  }

  /** Flushes, waits for batches in flight and, when checks were deferred, verifies the foreign keys. */
  async finish(): Promise<void> {
    await this.flush();
    await Promise.all(this.#inFlight);
    this.#rethrow();
    if (this.#deferChecks) await verifyForeignKeys(this.#database, [...this.#tables.values()]);
  }

  /** Rows written per table so far. */
  counts(): Record<string, number> {
    return Object.fromEntries(this.#counts);
  }

  #rethrow(): void {
    if (this.#failure) throw this.#failure.error;
  }
}

/**
 * Checks every foreign key declared on the given tables with one anti-join per key, the way
 * ALTER TABLE … VALIDATE CONSTRAINT would, and throws naming the keys that have orphans.
 */
export async function verifyForeignKeys(database: Database, tables: readonly PgTable[]): Promise<void> {
  if (tables.length === 0) return;
  const names = tables.map((t) => `'${getTableName(t).replaceAll("'", "''")}'`).join(',');
  const keys = await queryRows<{ name: string; tbl: string; ref: string; cols: string[]; refcols: string[] }>(
    database.db,
    sql.raw(`SELECT c.conname AS name, c.conrelid::regclass::text AS tbl, c.confrelid::regclass::text AS ref,
        array_agg(a.attname::text ORDER BY k.ord) AS cols, array_agg(af.attname::text ORDER BY k.ord) AS refcols
      FROM pg_constraint c
      CROSS JOIN LATERAL unnest(c.conkey, c.confkey) WITH ORDINALITY AS k(col, refcol, ord)
      JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.col
      JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = k.refcol
      WHERE c.contype = 'f' AND c.conrelid IN (SELECT oid FROM pg_class WHERE relname IN (${names})
        AND relnamespace = 'public'::regnamespace)
      GROUP BY c.conname, c.conrelid, c.confrelid
      ORDER BY c.conname`),
  );
  if (keys.length === 0) return;
  const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const checks = keys.map((key) => {
    const notNull = key.cols.map((col) => `t.${ident(col)} IS NOT NULL`).join(' AND ');
    const match = key.cols
      .map((col, i) => `r.${ident(key.refcols[i] ?? col)} = t.${ident(col)}`)
      .join(' AND ');
    return `SELECT '${key.name.replaceAll("'", "''")}' AS name, count(*)::int AS orphans FROM ${key.tbl} t
      WHERE ${notNull} AND NOT EXISTS (SELECT 1 FROM ${key.ref} r WHERE ${match})`;
  });
  const results = await queryRows<{ name: string; orphans: number }>(
    database.db,
    sql.raw(checks.join('\nUNION ALL\n')),
  );
  const broken = results.filter((r) => r.orphans > 0);
  if (broken.length > 0) {
    throw new Error(
      `rows without their referenced row: ${broken.map((b) => `${b.name} (${b.orphans})`).join(', ')}`,
    );
  }
}

/**
 * Moves each table's identity sequence past the largest id present. Rows inserted with explicit ids
 * (OVERRIDING SYSTEM VALUE) do not advance the sequence, so without this the first insert made by the
 * application would collide with a seeded id.
 */
export async function resetIdentities(database: Database, tables: readonly PgTable[]): Promise<void> {
  const statements: string[] = [];
  for (const table of tables) {
    const columns = Object.values(getTableColumns(table) as Record<string, Column>);
    const name = getTableName(table);
    for (const column of columns) {
      if (!column.generatedIdentity) continue;
      // setval(…, max + 1, false): the next value handed out is max + 1 (1 for an empty table).
      statements.push(
        `SELECT setval(pg_get_serial_sequence('"${name}"', '${column.name}'), ` +
          `coalesce((SELECT max("${column.name}") FROM "${name}"), 0) + 1, false)`,
      );
    }
  }
  if (statements.length > 0) await database.exec(`${statements.join(';\n')};`);
}

// Several reads in one statement (issue 30, ADR 0043). A read that may join others is a ReadPart: an
// SQL expression answering JSON, and how to turn that JSON into the answer. `readParts` asks
// PostgreSQL for every part as one column of one row: one statement and one round trip, where
// separate queries cost a round trip, a parse and a socket write each (the storefront's document
// shell made eight of them per signed-in page).
//
// Inside JSON, PostgreSQL writes numerics and bigints as numbers, timestamps as ISO strings, and
// json as it is, where the driver gives strings and Dates: a decoder takes what JSON gives (rows
// typed `number | string` or `string | Date` and converted, as most of ours already were). Rows of
// rowsPart carry one more key, `row_order`: a decoder picks the fields it answers.
import { sql, type SQL } from 'drizzle-orm';
import { queryPreparedRows, queryRows, type DbOrTx } from '../db/client.ts';

export interface ReadPart<T> {
  /** An expression answering the part's JSON (a scalar subquery). */
  readonly json: SQL;
  decode(value: unknown): T;
}

/** A query's rows, as rowsPart reads them: `columns` FROM `from` [WHERE] in `orderBy` order [LIMIT]. */
export interface RowsQuery {
  columns: SQL;
  from: SQL;
  where?: SQL;
  orderBy: SQL;
  limit?: number;
}

/** `query` as a statement of its own. */
export function rowsSelect(query: RowsQuery): SQL {
  const where = query.where ? sql` WHERE ${query.where}` : sql``;
  const limit = query.limit === undefined ? sql`` : sql` LIMIT ${query.limit}`;
  return sql`SELECT ${query.columns} FROM ${query.from}${where} ORDER BY ${query.orderBy}${limit}`;
}

/**
 * The rows of `query`, in its order. The order is kept by a row number taken over `orderBy`
 * (an aggregate is not bound to its input's order): `orderBy` must name each row once (end on a key).
 */
// Row is the caller's word for the columns it reads (the JSON is not checked against it), given so
// the decoder's parameter is typed: a type parameter on purpose, though used once.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function rowsPart<Row, T>(query: RowsQuery, decode: (rows: Row[]) => T): ReadPart<T> {
  const where = query.where ? sql` WHERE ${query.where}` : sql``;
  const limit = query.limit === undefined ? sql`` : sql` ORDER BY ${query.orderBy} LIMIT ${query.limit}`;
  return {
    json: sql`(SELECT coalesce(json_agg(r ORDER BY r.row_order), '[]'::json) FROM (
      SELECT ${query.columns}, row_number() OVER (ORDER BY ${query.orderBy}) AS row_order
      FROM ${query.from}${where}${limit}) r)`,
    decode: (value) => decode(value as Row[]),
  };
}

/** The one row of `select` (a whole SELECT), or null when it has none. */
// Row as in rowsPart.
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters
export function rowPart<Row, T>(select: SQL, decode: (row: Row | null) => T): ReadPart<T> {
  return {
    json: sql`(SELECT row_to_json(r) FROM (${select}) r)`,
    decode: (value) => decode((value ?? null) as Row | null),
  };
}

/** An answer known without reading (a part that reads nothing for this caller). */
export function valuePart<T>(value: T): ReadPart<T> {
  return { json: sql`NULL`, decode: () => value };
}

/** `part`'s answer turned into another. */
export function mapPart<T, U>(part: ReadPart<T>, map: (value: T) => U): ReadPart<U> {
  return { json: part.json, decode: (value) => map(part.decode(value)) };
}

/** What the parts of `P` answer, by name. */
export type PartValues<P extends Record<string, ReadPart<unknown>>> = {
  [K in keyof P]: P[K] extends ReadPart<infer V> ? V : never;
};

const jsonOf = (parts: Record<string, ReadPart<unknown>>, key: string): SQL => parts[key]?.json ?? sql`NULL`;

const decodeAll = <P extends Record<string, ReadPart<unknown>>>(
  parts: P,
  keys: string[],
  valueOf: (i: number) => unknown,
): PartValues<P> =>
  Object.fromEntries(keys.map((key, i) => [key, parts[key]?.decode(valueOf(i))])) as PartValues<P>;

/** Parts combined as one part (a JSON array of theirs), their answers meeting in `combine`. */
export function combineParts<P extends Record<string, ReadPart<unknown>>, T>(
  parts: P,
  combine: (values: PartValues<P>) => T,
): ReadPart<T> {
  const keys = Object.keys(parts);
  return {
    json: sql`json_build_array(${sql.join(
      keys.map((key) => jsonOf(parts, key)),
      sql`, `,
    )})`,
    decode: (value) => combine(decodeAll(parts, keys, (i) => (value as unknown[])[i])),
  };
}

/**
 * Every part of `parts` in one statement. With `prepared` (a name prefix), PostgreSQL keeps the
 * statement planned on each connection (db/client.ts queryPreparedRows): for a statement asked on
 * every page, whose text varies only in shape.
 */
export async function readParts<P extends Record<string, ReadPart<unknown>>>(
  db: DbOrTx,
  parts: P,
  prepared?: string,
): Promise<PartValues<P>> {
  const keys = Object.keys(parts);
  const columns = sql.join(
    keys.map((key, i) => sql`${jsonOf(parts, key)} AS ${sql.raw(`p${i}`)}`),
    sql`, `,
  );
  const statement = sql`SELECT ${columns}`;
  const rows = await (prepared
    ? queryPreparedRows<Record<string, unknown>>(db, prepared, statement)
    : queryRows<Record<string, unknown>>(db, statement));
  const row = rows[0] ?? {};
  return decodeAll(parts, keys, (i) => row[`p${i}`]);
}

/** One part on its own (what a route that answers only it reads). */
export async function readPart<T>(db: DbOrTx, part: ReadPart<T>, prepared?: string): Promise<T> {
  return (await readParts(db, { part }, prepared)).part;
}

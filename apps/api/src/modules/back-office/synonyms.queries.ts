// The synonyms table's reads and writes for the back office (issue 29, ADR 0039). Its triggers
// (migration 0033) add the phrases' words to the search vocabulary and notify catalog_changes, so
// every API process drops its kept copy. No business rules here.
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** A text[] of the phrases (drizzle spreads a JS array into a list of parameters, not an array). */
const textArray = (phrases: string[]): SQL =>
  sql`ARRAY[${sql.join(
    phrases.map((p) => sql`${p}`),
    sql`, `,
  )}]::text[]`;

export interface SynonymRow {
  id: number;
  phrases: string[];
}

export const synonymRows = (db: DbOrTx): Promise<SynonymRow[]> =>
  queryRows<SynonymRow>(db, sql`SELECT id, phrases FROM search_synonyms ORDER BY id`);

export async function synonymRow(db: DbOrTx, id: number): Promise<SynonymRow | null> {
  const rows = await queryRows<SynonymRow>(db, sql`SELECT id, phrases FROM search_synonyms WHERE id = ${id}`);
  return rows[0] ?? null;
}

export async function insertSynonym(db: DbOrTx, phrases: string[]): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`INSERT INTO search_synonyms (phrases) VALUES (${textArray(phrases)}) RETURNING id`,
  );
  const [row] = rows;
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row.id;
}

export async function updateSynonym(db: DbOrTx, id: number, phrases: string[]): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE search_synonyms SET phrases = ${textArray(phrases)} WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

export async function deleteSynonym(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`DELETE FROM search_synonyms WHERE id = ${id} RETURNING id`,
  );
  return rows.length > 0;
}

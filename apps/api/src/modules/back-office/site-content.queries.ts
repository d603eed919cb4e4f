// The website's content entries as the back office edits them (issue 20 point 6, ADR 0029): the
// current entry of each single kind and every page, a draft saved beside the live version, and
// publishing as one conditional UPDATE (a draft is published once).
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx, type Tx } from '../../db/client.ts';
import { isoText } from '../../db/sql-text.ts';

export interface ContentRow {
  id: number;
  kind: string;
  path: string | null;
  title: string;
  data: Record<string, unknown>;
  published: boolean;
  draft: { title: string; data: Record<string, unknown> } | null;
  updated_at: string;
  draft_updated_at: string | null;
}

const columns = sql`id, kind, path, title, data, published, draft, ${isoText(sql`updated_at`)} AS updated_at,
  CASE WHEN draft_updated_at IS NULL THEN NULL ELSE ${isoText(sql`draft_updated_at`)} END AS draft_updated_at`;

/**
 * The entries the back office edits: of each single kind the one the storefront serves (newest
 * published, else newest), and every page by path.
 */
export async function currentEntries(db: DbOrTx, kinds: readonly string[]): Promise<ContentRow[]> {
  const list = sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  );
  return queryRows<ContentRow>(
    db,
    sql`SELECT * FROM (
        SELECT DISTINCT ON (kind) ${columns} FROM content_entries
          WHERE kind IN (${list}) AND kind <> 'page'
          ORDER BY kind, published DESC, updated_at DESC, id DESC) single
      UNION ALL
      SELECT * FROM (SELECT ${columns} FROM content_entries WHERE kind = 'page') pages
      ORDER BY kind, path NULLS FIRST, id`,
  );
}

export async function entryById(db: DbOrTx, id: number): Promise<ContentRow | null> {
  const rows = await queryRows<ContentRow>(db, sql`SELECT ${columns} FROM content_entries WHERE id = ${id}`);
  return rows[0] ?? null;
}

/** The current entry of a single kind (as currentEntries picks it), if any. */
export async function currentOfKind(db: DbOrTx, kind: string): Promise<ContentRow | null> {
  const rows = await queryRows<ContentRow>(
    db,
    sql`SELECT ${columns} FROM content_entries WHERE kind = ${kind}
      ORDER BY published DESC, updated_at DESC, id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** A new, unpublished entry holding only its draft; null when a page already has the path. */
export async function insertDraftEntry(
  tx: Tx,
  e: { kind: string; path: string | null; title: string; data: Record<string, unknown> },
): Promise<number | null> {
  const draft = JSON.stringify({ title: e.title, data: e.data });
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO content_entries (kind, path, title, data, published, draft, draft_updated_at)
      VALUES (${e.kind}, ${e.path}, ${e.title}, '{}'::jsonb, FALSE, ${draft}::jsonb, now())
      ON CONFLICT DO NOTHING RETURNING id`,
  );
  return rows[0]?.id ?? null;
}

export async function saveDraft(
  tx: Tx,
  id: number,
  draft: { title: string; data: Record<string, unknown> },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE content_entries SET draft = ${JSON.stringify(draft)}::jsonb, draft_updated_at = now()
      WHERE id = ${id} RETURNING id`,
  );
  return rows.length === 1;
}

/** The draft becomes the live version; null when there is no draft (published meanwhile). */
export async function publishDraft(tx: Tx, id: number): Promise<ContentRow | null> {
  const rows = await queryRows<ContentRow>(
    tx,
    sql`UPDATE content_entries SET title = draft->>'title', data = draft->'data', published = TRUE,
        draft = NULL, draft_updated_at = NULL, updated_at = now()
      WHERE id = ${id} AND draft IS NOT NULL RETURNING ${columns}`,
  );
  return rows[0] ?? null;
}

/** Drops the draft; an entry never published goes with it. False when there was no draft. */
export async function discardDraft(tx: Tx, id: number): Promise<'discarded' | 'deleted' | null> {
  const deleted = await queryRows<{ id: number }>(
    tx,
    sql`DELETE FROM content_entries WHERE id = ${id} AND NOT published AND draft IS NOT NULL RETURNING id`,
  );
  if (deleted.length === 1) return 'deleted';
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE content_entries SET draft = NULL, draft_updated_at = NULL
      WHERE id = ${id} AND draft IS NOT NULL RETURNING id`,
  );
  return rows.length === 1 ? 'discarded' : null;
}

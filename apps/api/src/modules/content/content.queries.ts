// Content queries: the website's single entries and the list of pages in one statement, a page by
// path, and the categories named by home-page tiles.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export interface EntryRow {
  kind:
    'navBar' | 'mainNavigation' | 'mainNavigationDropdown' | 'homePage' | 'footer' | 'alertBanner' | 'page';
  path: string | null;
  title: string;
  /** null for pages (only their path and title are listed). */
  data: unknown;
}

/** Every published entry: single entries with their data, pages with path and title only. */
export async function websiteRows(db: DbOrTx): Promise<EntryRow[]> {
  return queryRows<EntryRow>(
    db,
    sql`SELECT kind, path, title, CASE WHEN kind = 'page' THEN NULL ELSE data END AS data
      FROM content_entries WHERE published
      ORDER BY kind, path NULLS FIRST, updated_at DESC, id DESC`,
  );
}

/** The newest published entry of a single-entry kind that the website call does not carry. */
export async function entryOfKind(
  db: DbOrTx,
  kind: 'infectionControl',
): Promise<{ title: string; data: unknown } | null> {
  const rows = await queryRows<{ title: string; data: unknown }>(
    db,
    sql`SELECT title, data FROM content_entries WHERE kind = ${kind} AND published
      ORDER BY updated_at DESC, id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

export interface PageRow {
  path: string;
  title: string;
  data: unknown;
  updated_at: string | Date;
}

export async function pageRow(db: DbOrTx, path: string): Promise<PageRow | null> {
  const rows = await queryRows<PageRow>(
    db,
    sql`SELECT path, title, data, updated_at FROM content_entries
      WHERE kind = 'page' AND path = ${path} AND published LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function categoriesByUrlComponent(
  db: DbOrTx,
  urlComponents: string[],
): Promise<Array<{ id: number; url_component: string; image_url: string | null }>> {
  if (urlComponents.length === 0) return [];
  return queryRows(
    db,
    sql`SELECT id, url_component, image_url FROM categories
      WHERE url_component IN (${sql.join(
        urlComponents.map((u) => sql`${u}`),
        sql`, `,
      )})`,
  );
}

// Category queries: the tree, one category by id or urlComponent, its family (ancestors and
// descendants) and a category with the ids of its whole subtree. No business rules here.
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

export interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  url_component: string;
  image_url: string | null;
  description: string | null;
  depth: number;
}

/** Every category (the tree is small: a few hundred rows), in display order. */
export async function allCategories(db: DbOrTx): Promise<CategoryRow[]> {
  return queryRows<CategoryRow>(
    db,
    sql`SELECT id, parent_id, name, url_component, image_url, description, depth
      FROM categories ORDER BY sort_order, name, id`,
  );
}

/** A category by id or urlComponent. */
export async function findCategory(db: DbOrTx, key: { id: number } | { urlComponent: string }) {
  const where = 'id' in key ? sql`id = ${key.id}` : sql`url_component = ${key.urlComponent}`;
  const rows = await queryRows<CategoryRow>(
    db,
    sql`SELECT id, parent_id, name, url_component, image_url, description, depth
      FROM categories WHERE ${where} LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** The category's ancestors (nearest first) and all its descendants, in one statement. */
export async function categoryFamily(
  db: DbOrTx,
  categoryId: number,
): Promise<Array<CategoryRow & { relation: 'ancestor' | 'descendant'; has_children: boolean }>> {
  return queryRows(
    db,
    sql`WITH RECURSIVE up AS (
        SELECT c.id, c.parent_id, 1 AS distance FROM categories c
          WHERE c.id = (SELECT parent_id FROM categories WHERE id = ${categoryId})
        UNION ALL
        SELECT c.id, c.parent_id, up.distance + 1 FROM categories c JOIN up ON c.id = up.parent_id
          WHERE up.distance < 10),
      down AS (
        SELECT c.id, 1 AS distance FROM categories c WHERE c.parent_id = ${categoryId}
        UNION ALL
        SELECT c.id, down.distance + 1 FROM categories c JOIN down ON c.parent_id = down.id
          WHERE down.distance < 10),
      family AS (
        SELECT id, 'ancestor' AS relation, distance FROM up
        UNION ALL SELECT id, 'descendant', distance FROM down)
      SELECT c.id, c.parent_id, c.name, c.url_component, c.image_url, c.description, c.depth, f.relation,
        EXISTS (SELECT 1 FROM categories k WHERE k.parent_id = c.id) AS has_children
      FROM family f JOIN categories c ON c.id = f.id
      ORDER BY f.relation, f.distance, c.sort_order, c.name, c.id`,
  );
}

/**
 * A category by id or urlComponent with the ids of itself and all its descendants (a listing by
 * category includes them), in one statement: each round trip costs ~2 ms on PGlite.
 */
export async function findCategoryWithSubtree(
  db: DbOrTx,
  key: { id: number } | { urlComponent: string },
): Promise<(CategoryRow & { subtree_ids: number[] }) | null> {
  const where = 'id' in key ? sql`id = ${key.id}` : sql`url_component = ${key.urlComponent}`;
  const rows = await queryRows<CategoryRow & { subtree_ids: number[] }>(
    db,
    sql`WITH RECURSIVE found AS (
        SELECT id, parent_id, name, url_component, image_url, description, depth
        FROM categories WHERE ${where} LIMIT 1),
      tree AS (
        SELECT id, 0 AS distance FROM found
        UNION ALL
        SELECT c.id, tree.distance + 1 FROM categories c JOIN tree ON c.parent_id = tree.id
          WHERE tree.distance < 10)
      SELECT found.*, (SELECT json_agg(id) FROM tree) AS subtree_ids FROM found`,
  );
  return rows[0] ?? null;
}

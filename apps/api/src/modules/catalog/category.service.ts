// Categories (storefront spec §3): the tree in three levels, and a category with its parent,
// breadcrumbs and children.
import type { CategoryDetail, CategoryNode, CategoryRef } from '@medsupply/contract';
import { refuse } from '../../core/refusals.ts';
import type { DbOrTx } from '../../db/client.ts';
import { itemKey } from './catalog.service.ts';
import { allCategories, categoryFamily, findCategory, type CategoryRow } from './category.queries.ts';

export const CATEGORY_NOT_FOUND = 'Category not found';

export const categoryRef = (c: CategoryRow): CategoryRef => ({
  id: c.id,
  name: c.name,
  urlComponent: c.url_component,
});

/** Builds the tree from parent links; `maxDepth` levels below the roots' level. */
function buildTree(rows: CategoryRow[], rootParent: number | null, maxDepth: number): CategoryNode[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parent_id) ?? [];
    siblings.push(row);
    byParent.set(row.parent_id, siblings);
  }
  const build = (parent: number | null, depth: number): CategoryNode[] =>
    (byParent.get(parent) ?? []).map((c) => {
      const hasChildren = (byParent.get(c.id) ?? []).length > 0;
      return {
        id: c.id,
        name: c.name,
        urlComponent: c.url_component,
        imageUrl: c.image_url,
        isParent: hasChildren,
        children: depth < maxDepth && hasChildren ? build(c.id, depth + 1) : [],
      };
    });
  return build(rootParent, 1);
}

/** storefront spec §3: categories in three levels. */
export async function getCategories(db: DbOrTx): Promise<CategoryNode[]> {
  return buildTree(await allCategories(db), null, 3);
}

async function categoryByKey(db: DbOrTx, key: string | number): Promise<CategoryRow> {
  const parsed = itemKey(key);
  const category = await findCategory(db, 'id' in parsed ? parsed : { urlComponent: parsed.urlComponent });
  if (!category) throw refuse('CATEGORY_NOT_FOUND', CATEGORY_NOT_FOUND);
  return category;
}

/** The category with its ancestors for breadcrumbs and its children (two levels). */
export async function getCategoryDetail(db: DbOrTx, key: string | number): Promise<CategoryDetail> {
  const category = await categoryByKey(db, key);
  const family = await categoryFamily(db, category.id);
  const ancestors = family.filter((f) => f.relation === 'ancestor');
  const descendants = family.filter((f) => f.relation === 'descendant');
  const parent = ancestors[0] ?? null;
  return {
    id: category.id,
    name: category.name,
    urlComponent: category.url_component,
    imageUrl: category.image_url,
    description: category.description,
    isParent: descendants.length > 0,
    depth: ancestors.length + 1,
    parent: parent ? categoryRef(parent) : null,
    breadcrumbs: [...ancestors.reverse().map(categoryRef), categoryRef(category)],
    children: buildTree(descendants, category.id, 2),
  };
}

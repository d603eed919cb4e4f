// Lookups in the category tree (getCategories): a category by urlComponent or id, for listing titles.
import type { CategoryNode } from '@medsupply/contract';

export function findCategory(tree: readonly CategoryNode[], key: string): CategoryNode | undefined {
  for (const node of tree) {
    if (node.urlComponent === key || String(node.id) === key) return node;
    const found = findCategory(node.children, key);
    if (found) return found;
  }
  return undefined;
}

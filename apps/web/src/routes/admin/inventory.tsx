// /admin/inventory (issue 20): find an item and its stock.
import { InventoryList } from '@/features/admin/inventory/inventory-list';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/inventory';

export const meta: Route.MetaFunction = () => adminMeta('Inventory');

export default function AdminInventoryRoute() {
  return <InventoryList />;
}

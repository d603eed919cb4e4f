// /admin/inventory/:id (issue 20): an item's stock, its waiting lines, and receiving stock.
import { data } from 'react-router';

import { ItemStockPage } from '@/features/admin/inventory/item-stock-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/inventory-item';

export const meta: Route.MetaFunction = () => adminMeta('Inventory');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  return { id };
}

export default function AdminInventoryItemRoute({ loaderData }: Route.ComponentProps) {
  return <ItemStockPage key={loaderData.id} id={loaderData.id} />;
}

// /admin/catalogue/:id (issue 20 point 4, ADR 0031): an item's prices, units, flags, levels and
// allocations.
import { useParams } from 'react-router';

import { CatalogueItemPage } from '@/features/admin/catalogue/item-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/catalogue-item';

export const meta: Route.MetaFunction = () => adminMeta('Item');

export default function AdminCatalogueItemRoute() {
  const id = Number(useParams().id);
  return <CatalogueItemPage key={id} id={Number.isSafeInteger(id) && id > 0 ? id : 0} />;
}

// /admin/catalogue (issue 20 point 4, ADR 0031): find an item to edit.
import { CatalogueItemsPage } from '@/features/admin/catalogue/items-page';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/catalogue';

export const meta: Route.MetaFunction = () => adminMeta('Catalog');

export default function AdminCatalogueRoute() {
  return <CatalogueItemsPage />;
}

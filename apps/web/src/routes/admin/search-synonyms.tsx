// /admin/search/synonyms (issue 29 point 3): the trade's words search treats as one, edited by content staff.
import { adminMeta } from '@/features/admin/lib/meta';
import { SynonymsPage } from '@/features/admin/search/synonyms-page';

import type { Route } from './+types/search-synonyms';

export const meta: Route.MetaFunction = () => adminMeta('Search synonyms');

export default function AdminSearchSynonymsRoute() {
  return <SynonymsPage />;
}

// /admin/search/analytics (issue 29 point 5): a week's searches, and a synonym for a term that found nothing.
import { adminMeta } from '@/features/admin/lib/meta';
import { SearchAnalyticsPage } from '@/features/admin/search/analytics-page';

import type { Route } from './+types/search-analytics';

export const meta: Route.MetaFunction = () => adminMeta('Search analytics');

export default function AdminSearchAnalyticsRoute() {
  return <SearchAnalyticsPage />;
}

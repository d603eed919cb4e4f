// /admin/content (issue 20 point 6): the website's entries and pages.
import { AdminPage } from '@/features/admin/components/admin-page';
import { ContentList } from '@/features/admin/customers/content';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/content';

export const meta: Route.MetaFunction = () => adminMeta('Content');

export default function AdminContentRoute() {
  return (
    <AdminPage
      title="Content"
      area="content"
      description="Edit a draft, preview it, then publish: the storefront shows it from the next page load."
    >
      <ContentList />
    </AdminPage>
  );
}

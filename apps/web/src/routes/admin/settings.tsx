// /admin/settings (issue 34): the store's settings (the product page's dating threshold).
import { adminMeta } from '@/features/admin/lib/meta';
import { SettingsPage } from '@/features/admin/settings/settings-page';

import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => adminMeta('Settings');

export default function AdminSettingsRoute() {
  return <SettingsPage />;
}

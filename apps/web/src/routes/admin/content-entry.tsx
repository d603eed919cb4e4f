// /admin/content/:id (issue 20 point 6): one entry's draft, its preview, publish and discard.
import { useParams } from 'react-router';

import { AdminPage } from '@/features/admin/components/admin-page';
import { useMayUse } from '@/features/admin/components/staff-context';
import { useContentEntry } from '@/features/admin/customers/api';
import { ContentEditor, KIND_LABELS } from '@/features/admin/customers/content';
import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/content-entry';

export const meta: Route.MetaFunction = () => adminMeta('Edit content');

export default function AdminContentEntryRoute() {
  const id = Number(useParams().id);
  const entry = useContentEntry(id, useMayUse('content')).data?.entry;
  const title = entry
    ? entry.kind === 'page'
      ? `Page ${entry.path ?? ''}`
      : (KIND_LABELS[entry.kind] ?? entry.kind)
    : 'Content';
  return (
    <AdminPage
      title={title}
      area="content"
      breadcrumbs={[{ label: 'Content', to: '/admin/content' }, { label: title }]}
    >
      <ContentEditor id={id} />
    </AdminPage>
  );
}

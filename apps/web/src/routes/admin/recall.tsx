// /admin/recalls/:id (issue 34 point 2, ADR 0050): a draft to preview and publish, or a published
// recall's acknowledgments, reminders and effectiveness report.
import { useParams } from 'react-router';

import { adminMeta } from '@/features/admin/lib/meta';
import { RecallPage } from '@/features/admin/recalls/recall-page';

import type { Route } from './+types/recall';

export const meta: Route.MetaFunction = () => adminMeta('Recall');

export default function AdminRecallRoute() {
  const { id = '' } = useParams();
  return <RecallPage key={id} id={Number(id)} />;
}

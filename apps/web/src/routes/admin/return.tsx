// /admin/returns/:id (issue 34): one return and the step it waits for.
import { data } from 'react-router';

import { adminMeta } from '@/features/admin/lib/meta';
import { ReturnPage } from '@/features/admin/returns/return-page';

import type { Route } from './+types/return';

export const meta: Route.MetaFunction = () => adminMeta('Return');

export function clientLoader({ params }: Route.ClientLoaderArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data(null, { status: 404 });
  return { id };
}

export default function AdminReturnRoute({ loaderData }: Route.ComponentProps) {
  return <ReturnPage key={loaderData.id} id={loaderData.id} />;
}

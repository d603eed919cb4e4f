// Any other /admin/… path: not a back-office page (said inside the back office, with a way back).
import { Link } from 'react-router';

import { adminMeta } from '@/features/admin/lib/meta';

import type { Route } from './+types/not-found';

export const meta: Route.MetaFunction = () => adminMeta('Not found');

export default function AdminNotFoundRoute() {
  return (
    <section className="mx-auto my-16 max-w-xl rounded-2xl bg-white px-6 py-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-navy-900">No such back-office page</h1>
      <p className="mt-2 text-sm text-slate-700">The address does not lead to a page of the back office.</p>
      <Link to="/admin" className="mt-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
        Back to the dashboard
      </Link>
    </section>
  );
}

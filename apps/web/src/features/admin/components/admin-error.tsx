// A back-office page that threw (or whose code failed to load): said plainly, inside the back office.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';

import { errorMessage } from '../lib/admin-api';

export function AdminErrorBoundary() {
  const error = useRouteError();
  // eslint-disable-next-line no-restricted-syntax -- a route's own 404 (a loader's data(null, { status: 404 })), not an API refusal.
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!notFound) console.error(error);
  return (
    <section
      role="alert"
      className="mx-auto my-16 max-w-xl rounded-2xl bg-white px-6 py-8 text-center shadow-sm"
    >
      <h1 className="text-xl font-semibold text-navy-900">
        {notFound ? 'Not found in the back office' : 'This back-office page failed'}
      </h1>
      <p className="mt-2 text-sm text-slate-700">
        {notFound ? 'The page or record you asked for does not exist.' : errorMessage(error)}
      </p>
      <p className="mt-4 flex justify-center gap-4 text-sm font-semibold">
        <Link to="/admin" className="text-brand-700 hover:underline">
          Dashboard
        </Link>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="text-brand-700 hover:underline"
        >
          Reload
        </button>
      </p>
    </section>
  );
}

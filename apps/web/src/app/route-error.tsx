// Shown inside the layout when a page throws or its code fails to load (for example after a
// deploy replaced the chunk the tab was going to fetch).
import { isRouteErrorResponse, useRouteError } from 'react-router';

import { ErrorView } from '@/features/errors/components/error-view';
import { SearchForm } from '@/features/search/components/search-form';
import { isRefusal } from '@/lib/refusal';

/** The error page's status: a route's own, or a refusal's as the API answered it; else 500. */
function statusOf(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  if (isRefusal(error)) return error.status;
  return 500;
}

export function RouteError() {
  const error = useRouteError();
  const status = statusOf(error);
  if (status >= 500) console.error(error);
  return <ErrorView status={status} search={<SearchForm />} />;
}

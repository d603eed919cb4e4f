// The gate of the routes of storefront spec §2.2 (a pathless layout route, routes.ts): a document
// asked for without a live session redirects to /login carrying the return path, on the server
// (ARCHITECTURE §5); in the browser RequireAuth follows the stored token as it changes.
import { redirect } from 'react-router';

import { serverApi } from '@/app/server-api';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { loginPath } from '@/lib/login-path';

import type { Route } from './+types/gate';

export function loader({ request, context }: Route.LoaderArgs) {
  if (serverApi(context).signedIn) return null;
  const url = new URL(request.url);
  // A client navigation asks for `<path>.data`: the return path is the page's own.
  const pathname = url.pathname.replace(/\.data$/, '');
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  throw redirect(loginPath(`${pathname}${search ? `?${search}` : ''}`));
}

export default RequireAuth;

// Gate for the routes of storefront spec §2.2: without a stored, unexpired token the visitor goes
// to /login carrying the return path (ARCHITECTURE §5). It follows the token as it changes, so a
// session that ends on a gated page (logout, failed current-user load) leaves it too.
import { Navigate, Outlet, useLocation } from 'react-router';

import { loginPath } from '@/lib/login-path';

import { useIsLoggedIn } from '../hooks/use-is-logged-in';

export function RequireAuth() {
  const location = useLocation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}

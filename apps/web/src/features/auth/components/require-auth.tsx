// Gate for the routes of storefront spec §2.2: without a stored, unexpired token the visitor goes
// to /login carrying the return path (ARCHITECTURE §5). It follows the token as it changes, so a
// session that ends on a gated page (failed current-user load, another tab's logout) leaves it too.
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';

import { loginPath } from '@/lib/login-path';

import { useIsLoggedIn } from '@/lib/use-is-logged-in';
import { isSessionEnding } from '../hooks/use-session';

export function RequireAuth() {
  const location = useLocation();
  const navigation = useNavigation();
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) {
    // Logout is already taking the buyer to /login (storefront spec §4): no return path then.
    if (isSessionEnding() || navigation.location?.pathname === '/login') return null;
    return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}

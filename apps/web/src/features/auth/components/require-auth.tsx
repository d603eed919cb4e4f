// Gate for the routes of storefront spec §2.2: without a stored, unexpired token the visitor goes
// to /login carrying the return path (ARCHITECTURE §5). Loading the current user and permission
// gates (RequirePermission) come with the auth issue.
import { Navigate, Outlet, useLocation } from 'react-router';

import { loginPath } from '@/lib/login-path';
import { hasValidToken } from '@/lib/storage';

export function RequireAuth() {
  const location = useLocation();
  if (!hasValidToken()) {
    return <Navigate to={loginPath(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return <Outlet />;
}

// /admin (issue 20, ADR 0028): the back office's layout route. Staff pages render in the browser: the
// staff token lives in this browser's storage under its own key (no cookie), so the server sends the
// frame and the browser, knowing the member, renders the page. No staff session → /admin/login?returnTo=.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { Outlet, redirect, useLocation, useNavigate } from 'react-router';

import { useStaffLogout, useStaffMe } from '@/features/admin/api/staff';
import { AdminShell, AdminShellPlaceholder } from '@/features/admin/components/admin-shell';
import { StaffContext } from '@/features/admin/components/staff-context';
import { LogoMark } from '@/features/layout/components/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/features/layout/components/skip-link';
import { setStaffSignedOutHandler } from '@/features/admin/lib/admin-api';
import { adminMeta } from '@/features/admin/lib/meta';
import {
  adminLoginPath,
  liveStaffSession,
  subscribeToStaffSession,
} from '@/features/admin/lib/staff-session';

import type { Route } from './+types/layout';

export const meta: Route.MetaFunction = () => adminMeta('Dashboard');

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (liveStaffSession()) return null;
  const url = new URL(request.url);
  throw redirect(adminLoginPath(`${url.pathname}${url.search}`));
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <AdminShellPlaceholder />;
}

const noSession = () => null;

export default function AdminLayout() {
  const session = useSyncExternalStore(subscribeToStaffSession, () => liveStaffSession(), noSession);
  const navigate = useNavigate();
  const location = useLocation();
  const logout = useStaffLogout();
  useStaffMe(session !== null);

  // A 401 from any back-office call (session ended, member deactivated) signs the member out here.
  useEffect(() => {
    setStaffSignedOutHandler((loginUrl) => void navigate(loginUrl, { replace: true }));
  }, [navigate]);

  // Signed out in another tab, or the session ran out: back to sign-in, returning here after.
  const signedOut = session === null;
  useEffect(() => {
    if (signedOut && !logout.isPending && !logout.isSuccess) {
      void navigate(adminLoginPath(`${location.pathname}${location.search}`), { replace: true });
    }
  }, [signedOut, logout.isPending, logout.isSuccess, navigate, location.pathname, location.search]);

  const signOut = useCallback(() => {
    logout.mutate(undefined, { onSettled: () => void navigate('/admin/login', { replace: true }) });
  }, [logout, navigate]);

  if (!session) return <AdminShellPlaceholder />;
  return (
    <StaffContext value={session.staff}>
      <AdminShell
        staff={session.staff}
        mark={<LogoMark className="size-8" />}
        skipLink={<SkipLink />}
        mainId={MAIN_CONTENT_ID}
        onSignOut={signOut}
        signingOut={logout.isPending}
      >
        <Outlet />
      </AdminShell>
    </StaffContext>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '@/features/admin/components/admin-error';

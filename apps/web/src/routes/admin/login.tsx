// /admin/login (issue 20): the staff sign-in, outside the back office's frame. A member already
// signed in goes on to where they were going (?returnTo=, a back-office path only).
import { useEffect } from 'react';
import { redirect, useNavigate, useSearchParams } from 'react-router';

import { StaffLoginForm } from '@/features/admin/components/staff-login-form';
import { adminMeta } from '@/features/admin/lib/meta';
import { liveStaffSession, safeAdminReturnTo } from '@/features/admin/lib/staff-session';
import { LogoMark } from '@/features/layout/components/logo';

import type { Route } from './+types/login';

export const meta: Route.MetaFunction = () => adminMeta('Staff sign-in');

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (liveStaffSession())
    throw redirect(safeAdminReturnTo(new URL(request.url).searchParams.get('returnTo')));
  return null;
}

export default function AdminLoginRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const returnTo = safeAdminReturnTo(searchParams.get('returnTo'));
  const goOn = () => void navigate(returnTo, { replace: true });

  // A document load (no client loader ran) with a live session goes on too.
  useEffect(() => {
    if (liveStaffSession()) void navigate(returnTo, { replace: true });
  }, [navigate, returnTo]);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex items-center justify-center gap-3">
          <LogoMark className="size-10" />
          <div>
            <p className="text-lg font-semibold text-navy-900">Meridian Medical Supply</p>
            <p className="text-sm text-slate-600">Back office</p>
          </div>
        </div>
        <section className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="mb-1 text-xl font-semibold text-navy-900">Staff sign-in</h1>
          <p className="mb-5 text-sm text-slate-600">
            For the store&apos;s staff. Customers sign in on the{' '}
            <a href="/login" className="font-medium text-brand-700 hover:underline">
              storefront
            </a>
            .
          </p>
          <StaffLoginForm onSignedIn={goOn} />
        </section>
      </div>
    </main>
  );
}

// /login (storefront spec §2.1, §4): the login panel beside an invitation to open an account.
import { BadgeDollarSign, ClipboardList, FileText } from 'lucide-react';
import { invitationLink, passwordResetLink } from '@medsupply/contract';
import { Link, redirect } from 'react-router';

import { serverApi } from '@/app/server-api';
import { buttonStyles } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { LoginPanel } from '@/features/auth/components/login-panel';
import { isSessionEnding } from '@/features/auth/hooks/use-session';
import { hasValidToken } from '@/lib/storage';

import type { Route } from './+types/login';

const BENEFITS = [
  { icon: BadgeDollarSign, text: 'Your contract pricing on every product' },
  { icon: ClipboardList, text: 'Order history, easy reorder and saved lists' },
  { icon: FileText, text: 'Invoices, statements and online payments' },
] as const;

/** A signed-in buyer who opens this page goes to their account instead (issue 15): the document's
 * session cookie decides on the server, the stored token in the app (not while logout is taking
 * the buyer here). */
export function loader({ context, request }: Route.LoaderArgs) {
  if (serverApi(context).signedIn && !isResetLink(request)) throw redirect('/myaccount');
  return null;
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  if (hasValidToken() && !isSessionEnding() && !isResetLink(request)) throw redirect('/myaccount');
  return null;
}

/** A mailed password-reset link opens the reset form whoever is signed in (storefront spec §4); so
 * does a new contact's invitation link (issue 19). */
function isResetLink(request: Request): boolean {
  const params = new URL(request.url).searchParams;
  return params.has(passwordResetLink.hashParam) || params.has(invitationLink.hashParam);
}

export default function LoginRoute() {
  return (
    <Container className="py-8 md:py-14">
      <div className="mx-auto grid max-w-5xl items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px] lg:gap-10">
        <LoginPanel />
        <aside
          aria-labelledby="new-customer-heading"
          className="rounded-2xl bg-navy-900 p-6 text-white sm:p-8"
        >
          <h2 id="new-customer-heading" className="text-xl font-semibold">
            New to Meridian Medical Supply?
          </h2>
          <p className="mt-2 text-sm leading-6 text-navy-100">
            Open a business account for your clinic or practice. Once approved, you can order online with your
            own pricing.
          </p>
          <ul className="mt-5 space-y-3">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-3 text-sm">
                <Icon className="mt-0.5 size-5 shrink-0 text-brand-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
          <Link
            to="/register"
            className={buttonStyles({ variant: 'accent', size: 'lg', className: 'mt-6 w-full' })}
          >
            Create Account
          </Link>
        </aside>
      </div>
    </Container>
  );
}

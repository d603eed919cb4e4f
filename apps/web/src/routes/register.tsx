// /register (storefront spec §2.1): the registration form; the server's answer goes to /success.
import { redirect, useNavigate } from 'react-router';

import { serverApi } from '@/app/server-api';
import { PageFrame } from '@/components/page-frame';
import { RegisterForm } from '@/features/auth/components/register-form';
import { isSessionEnding } from '@/features/auth/hooks/use-session';
import { hasValidToken } from '@/lib/storage';

import type { Route } from './+types/register';

export interface SuccessState {
  message: string;
}

/** A signed-in buyer who opens this page goes to their account instead (issue 15): the document's
 * session cookie decides on the server, the stored token in the app (not while logout is taking
 * the buyer here). */
export function loader({ context }: Route.LoaderArgs) {
  if (serverApi(context).signedIn) throw redirect('/myaccount');
  return null;
}

export function clientLoader() {
  if (hasValidToken() && !isSessionEnding()) throw redirect('/myaccount');
  return null;
}

export default function RegisterRoute() {
  const navigate = useNavigate();
  return (
    <PageFrame
      title="Create Account"
      description="Open a business account to see your pricing and order online. We review every application, usually within one business day."
    >
      <div className="max-w-3xl">
        <RegisterForm
          onRegistered={(answer) =>
            void navigate('/success', { state: { message: answer.message } satisfies SuccessState })
          }
        />
      </div>
    </PageFrame>
  );
}

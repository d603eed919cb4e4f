// The login panel (storefront spec §4): three modes — login, forgot password, request access —
// returning to login mode after a successful reset or access request, and the password-reset mode
// reached from the mailed link (/login?reset=<hash>&username=<u>, the contract's passwordResetLink),
// and the invitation mode of a new contact's link (/login?invitation=<secret>&username=<u>,
// the contract's invitationLink; issue 19).
import { invitationLink, passwordResetLink } from '@medsupply/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { RETURN_PARAM, safeReturnPath } from '@/lib/login-path';
import { usePageTitle } from '@/lib/use-page-title';

import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { PasswordResetForm } from './password-reset-form';
import { RequestAccessForm } from './request-access-form';

export type LoginMode = 'login' | 'forgot' | 'request' | 'reset' | 'invitation';

export const LOGIN_MODE_TITLES: Record<LoginMode, string> = {
  login: 'Login',
  forgot: 'Forgot Password',
  request: 'Request Access',
  reset: 'Reset Password',
  invitation: 'Set Your Password',
};

type ChosenMode = Exclude<LoginMode, 'reset' | 'invitation'>;

export function LoginPanel() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const resetHash = params.get(passwordResetLink.hashParam);
  const invitationHash = params.get(invitationLink.hashParam);
  const linkUsername = params.get(passwordResetLink.usernameParam);
  const [chosenMode, setChosenMode] = useState<ChosenMode>('login');
  const [notice, setNotice] = useState<string | undefined>();
  const linkHash = resetHash ?? invitationHash;
  const mode: LoginMode = linkHash && linkUsername ? (resetHash ? 'reset' : 'invitation') : chosenMode;
  const title = LOGIN_MODE_TITLES[mode];
  usePageTitle(title);

  // A change of mode moves focus to the new heading, so keyboard and screen-reader users follow.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [mode]);

  function choose(next: ChosenMode, message?: string) {
    setNotice(message);
    setChosenMode(next);
  }

  function requestNewLink() {
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete(passwordResetLink.hashParam);
      next.delete(invitationLink.hashParam);
      next.delete(passwordResetLink.usernameParam);
      return next;
    });
    choose(mode === 'invitation' ? 'login' : 'forgot');
  }

  return (
    <section
      aria-labelledby="login-panel-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h1
        id="login-panel-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-navy-900 focus:outline-none md:text-3xl"
      >
        {title}
      </h1>
      <div className="mt-6">
        {mode === 'login' && (
          <LoginForm
            notice={notice}
            // After login: the return path the gate carried (same-site only), else home.
            onLoggedIn={() => void navigate(safeReturnPath(params.get(RETURN_PARAM)), { replace: true })}
            onForgotPassword={() => choose('forgot')}
          />
        )}
        {mode === 'forgot' && (
          <ForgotPasswordForm
            onSent={(message) => choose('login', message)}
            onCancel={() => choose('login')}
          />
        )}
        {mode === 'request' && (
          <RequestAccessForm
            onSent={(message) => choose('login', message)}
            onCancel={() => choose('login')}
          />
        )}
        {(mode === 'reset' || mode === 'invitation') && linkHash && linkUsername && (
          <PasswordResetForm
            key={mode}
            hash={linkHash}
            username={linkUsername}
            invitation={mode === 'invitation'}
            // service spec §4: after a password reset the buyer is logged in and goes to /; a new
            // contact goes to their account.
            onLoggedIn={() => void navigate(mode === 'invitation' ? '/myaccount' : '/', { replace: true })}
            onRequestNewLink={requestNewLink}
          />
        )}
      </div>
      {mode === 'login' && (
        <p className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-700">
          Your company already buys from us but you have no login?{' '}
          <button
            type="button"
            onClick={() => choose('request')}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Request access
          </button>
        </p>
      )}
    </section>
  );
}

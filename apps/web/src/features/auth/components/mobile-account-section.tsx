// The account part of the mobile slide-in navigation (storefront spec §2.4): Account and Logout
// with the account switcher for a logged-in user; Login and Register for a visitor.
import { LayoutDashboard, LogIn, LogOut, UserPlus } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';

import { useCurrentUser } from '../api/get-current-user';
import { useLogout } from '../hooks/use-session';

import { AccountSwitcher } from './account-switcher';

export function MobileAccountSection() {
  const { user, loggedIn } = useCurrentUser();
  const logout = useLogout();

  if (!loggedIn) {
    return (
      <div className="grid grid-cols-2 gap-3 border-b border-slate-200 p-5">
        <Link to="/login" className={buttonStyles({ variant: 'outline' })}>
          <LogIn aria-hidden="true" />
          Login
        </Link>
        <Link to="/register" className={buttonStyles({ variant: 'primary' })}>
          <UserPlus aria-hidden="true" />
          Register
        </Link>
      </div>
    );
  }

  return (
    <section aria-label="Your account" className="border-b border-slate-200 p-5">
      {user && (
        <p className="mb-4 text-sm text-slate-700">
          {user.firstName} {user.lastName}
          <span className="block font-semibold text-navy-900">{user.account.accountName}</span>
        </p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Link to="/myaccount" className={buttonStyles({ variant: 'primary' })}>
          <LayoutDashboard aria-hidden="true" />
          Account
        </Link>
        <button
          type="button"
          data-close-menu=""
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
          className={buttonStyles({ variant: 'outline' })}
        >
          <LogOut aria-hidden="true" />
          Logout
        </button>
      </div>
      <AccountSwitcher className="mt-5" />
    </section>
  );
}

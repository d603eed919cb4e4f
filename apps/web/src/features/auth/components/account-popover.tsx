// The account popover's panel (storefront spec §2.4): titled 'Account & {provider} Runtime'; for a
// logged-in user a dashboard link, the account switcher and logout; for a visitor Login, Create
// Account and an invitation to register.
import { LayoutDashboard, LogIn, LogOut, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { loginPath } from '@/lib/login-path';

import { useCurrentUser } from '../api/get-current-user';
import { useLogout } from '../hooks/use-session';
import { accountPopoverTitle } from '../messages';

import { AccountTriggerContent, accountTriggerClass } from './account-menu';
import { AccountSwitcher } from './account-switcher';

export interface AccountPopoverProps {
  provider: string | undefined;
  firstName: string | undefined;
}

export default function AccountPopover({ provider, firstName }: AccountPopoverProps) {
  // Mounted by the click that asked for it, so it starts open.
  const [open, setOpen] = useState(true);
  const { user, loggedIn } = useCurrentUser();
  const logout = useLogout();
  const location = useLocation();
  const title = accountPopoverTitle(provider ?? 'Meridian');
  const close = () => setOpen(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className={accountTriggerClass()}>
        <AccountTriggerContent firstName={firstName} />
      </PopoverTrigger>
      <PopoverContent aria-label={title} className="w-[22rem]">
        <p className="text-base font-semibold text-navy-900">{title}</p>
        {loggedIn ? (
          <>
            {user && (
              <p className="mt-1 text-sm text-slate-700">
                {user.firstName} {user.lastName}
                <span className="block font-medium text-navy-900">{user.account.accountName}</span>
              </p>
            )}
            <div className="mt-4 grid gap-2">
              <Link to="/myaccount" onClick={close} className={buttonStyles({ variant: 'primary' })}>
                <LayoutDashboard aria-hidden="true" />
                Dashboard
              </Link>
            </div>
            <AccountSwitcher className="mt-5 border-t border-slate-200 pt-4" onSwitched={close} />
            <div className="mt-4 border-t border-slate-200 pt-4">
              <button
                type="button"
                onClick={() => {
                  close();
                  logout.mutate();
                }}
                disabled={logout.isPending}
                className={buttonStyles({ variant: 'outline', className: 'w-full' })}
              >
                <LogOut aria-hidden="true" />
                Logout
              </button>
            </div>
          </>
        ) : (
          <>
            <p className="mt-1 text-sm text-slate-700">Log in to see your pricing, orders and invoices.</p>
            <div className="mt-4 grid grid-cols-2 gap-2">
              <Link
                to={loginPath(`${location.pathname}${location.search}`)}
                onClick={close}
                className={buttonStyles({ variant: 'primary' })}
              >
                <LogIn aria-hidden="true" />
                Login
              </Link>
              <Link to="/register" onClick={close} className={buttonStyles({ variant: 'outline' })}>
                <UserPlus aria-hidden="true" />
                Create Account
              </Link>
            </div>
            <p className="mt-4 text-sm text-slate-700">
              New to {provider ?? 'Meridian'}?{' '}
              <Link
                to="/register"
                onClick={close}
                className="font-semibold text-brand-700 underline-offset-4 hover:underline"
              >
                Register for a {provider ?? 'Meridian'} Runtime account
              </Link>
            </p>
          </>
        )}
      </PopoverContent>
    </Popover>
  );
}

// The account area's side menu (storefront spec §2.3): who is signed in (first name truncated to
// 11 characters, account name to 20), then Overview, Purchases, Billing and Company, each entry
// shown only with its permission.
import type { GatedPermissions } from '@medsupply/domain';
import { ChevronDown, LayoutDashboard } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { truncate } from '@/lib/format';

import {
  ACCOUNT_HOME,
  ACCOUNT_MENU_BASE,
  SIDEBAR_ACCOUNT_NAME_MAX,
  SIDEBAR_FIRST_NAME_MAX,
  visibleAccountMenuGroups,
} from '../constants';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center rounded-lg px-3 py-2 text-sm transition-colors',
    isActive
      ? 'bg-brand-50 font-semibold text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-navy-900',
  );

export interface AccountSidebarUser {
  firstName: string;
  accountName: string;
  permissions: GatedPermissions;
  isParentLogin?: boolean;
}

export function AccountSidebar({
  provider,
  user,
}: {
  provider: string | undefined;
  /** Undefined while the signed-in user loads. */
  user: AccountSidebarUser | undefined;
}) {
  const [open, setOpen] = useState(false);

  return (
    <nav aria-label="Account" className="rounded-2xl border border-slate-200 bg-white lg:sticky lg:top-4">
      {/* On a phone the greeting and the menu's button share one line: the page's title comes
          sooner (issue 31). */}
      <div className="flex items-center justify-between gap-2 py-2.5 pr-2 pl-4 lg:block lg:border-b lg:border-slate-200 lg:px-4 lg:py-4">
        {user ? (
          <div className="min-w-0">
            <p className="text-sm text-slate-600" title={user.firstName}>
              Hi, {truncate(user.firstName, SIDEBAR_FIRST_NAME_MAX)}
            </p>
            <p className="text-sm font-semibold text-navy-900 lg:text-base" title={user.accountName}>
              {truncate(user.accountName, SIDEBAR_ACCOUNT_NAME_MAX)}
            </p>
          </div>
        ) : (
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-5 w-40" />
          </div>
        )}
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
          className="flex shrink-0 items-center gap-1 rounded-lg px-2 py-2 text-sm font-semibold text-navy-900 hover:bg-slate-100 lg:hidden"
        >
          Account menu
          <ChevronDown
            className={cn('size-4 transition-transform', open && 'rotate-180')}
            aria-hidden="true"
          />
        </button>
      </div>
      <div className={cn('border-t border-slate-200 p-3 lg:block lg:border-t-0', !open && 'hidden')}>
        <NavLink to={ACCOUNT_HOME} end className={itemClass} onClick={() => setOpen(false)}>
          <LayoutDashboard className="mr-2 size-4" aria-hidden="true" />
          Overview
        </NavLink>
        {user &&
          visibleAccountMenuGroups(provider, user.permissions, user.isParentLogin).map((group) => (
            <div key={group.title} className="mt-4">
              <p className="px-3 pb-1 text-xs font-semibold tracking-[0.14em] text-slate-600 uppercase">
                {group.title}
              </p>
              <ul>
                {group.entries.map((entry) => (
                  <li key={entry.label}>
                    {entry.path ? (
                      <NavLink
                        to={`${ACCOUNT_MENU_BASE}${entry.path}`}
                        className={itemClass}
                        onClick={() => setOpen(false)}
                      >
                        {entry.label}
                      </NavLink>
                    ) : (
                      <span className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-600">
                        {entry.label}
                        <Badge>Soon</Badge>
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          ))}
      </div>
    </nav>
  );
}

// The account area's side menu (storefront spec §2.3): Overview, then Purchases, Billing and
// Company. Permission gating and the name truncations (11/20) arrive with the current user.
import { ChevronDown, LayoutDashboard } from 'lucide-react';
import { useState } from 'react';
import { NavLink } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

import { ACCOUNT_HOME, ACCOUNT_MENU_BASE, accountMenuGroups } from '../constants';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex items-center rounded-lg px-3 py-2 text-sm transition-colors',
    isActive
      ? 'bg-brand-50 font-semibold text-brand-800'
      : 'text-slate-700 hover:bg-slate-100 hover:text-navy-900',
  );

export function AccountSidebar({ provider }: { provider: string | undefined }) {
  const [open, setOpen] = useState(false);
  const groups = accountMenuGroups(provider);

  return (
    <nav aria-label="Account" className="rounded-2xl border border-slate-200 bg-white lg:sticky lg:top-4">
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex w-full items-center justify-between px-4 py-3 text-sm font-semibold text-navy-900 lg:hidden"
      >
        Account menu
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      <div className={cn('border-t border-slate-200 p-3 lg:block lg:border-t-0', !open && 'hidden')}>
        <NavLink to={ACCOUNT_HOME} end className={itemClass} onClick={() => setOpen(false)}>
          <LayoutDashboard className="mr-2 size-4" aria-hidden="true" />
          Overview
        </NavLink>
        {groups.map((group) => (
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
                    <span className="flex items-center justify-between rounded-lg px-3 py-2 text-sm text-slate-500">
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

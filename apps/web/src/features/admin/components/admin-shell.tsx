// The back office's frame (issue 20): its own header (the member's name and roles, the store, sign
// out), a side navigation listing only the areas the member's roles open, and the page. Nothing of
// the storefront's header, cart or footer: staff are not buyers here.
import { LayoutDashboard, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import type { StaffMember } from '@medsupply/contract';
import { STAFF_ROLE_LABELS, isStaffRole } from '@medsupply/domain';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

import { navFor } from '../nav';

export function rolesLabel(roles: readonly string[]): string {
  return roles.map((role) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : role)).join(', ');
}

function navLinkClass({ isActive }: { isActive: boolean }): string {
  return cn(
    // Below lg the entries are chips that wrap (every area in view, nothing scrolls sideways on a
    // phone, issue 31); from lg a side column.
    'flex items-center gap-2 rounded-lg px-2.5 py-1.5 text-[13px] font-medium whitespace-nowrap transition-colors lg:gap-2.5 lg:px-3 lg:py-2 lg:text-sm',
    '[&_svg]:hidden [&_svg]:size-4 [&_svg]:shrink-0 sm:[&_svg]:block',
    isActive ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-200/70 hover:text-navy-900',
  );
}

export function AdminNav({ areas }: { areas: readonly string[] }) {
  const entries = navFor(areas);
  return (
    <nav aria-label="Back office">
      <ul className="flex flex-wrap gap-1 lg:flex-col lg:flex-nowrap">
        <li>
          <NavLink to="/admin" end className={navLinkClass}>
            <LayoutDashboard aria-hidden="true" />
            Dashboard
          </NavLink>
        </li>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink to={entry.to} className={navLinkClass}>
              <entry.icon aria-hidden="true" />
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export interface AdminShellProps {
  staff: StaffMember;
  /** The store's mark beside 'Back office' (the route passes the layout feature's LogoMark). */
  mark: ReactNode;
  /** The skip-to-content link and the id of <main> it leads to. */
  skipLink: ReactNode;
  mainId: string;
  onSignOut: () => void;
  signingOut?: boolean;
  children: ReactNode;
}

export function AdminShell({
  staff,
  mark,
  skipLink,
  mainId,
  onSignOut,
  signingOut,
  children,
}: AdminShellProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      {skipLink}
      <header className="sticky top-0 z-30 bg-navy-950 text-white shadow">
        <div className="mx-auto flex h-14 max-w-[1440px] items-center justify-between gap-4 px-4 lg:px-6">
          <Link to="/admin" className="flex shrink-0 items-center gap-2.5 rounded-md font-semibold">
            {mark}
            <span className="text-[15px]">
              Meridian {/* On the narrowest phones the member's name and Sign out need the room. */}
              <span className="hidden font-normal text-navy-200 min-[400px]:inline">Back office</span>
            </span>
          </Link>
          <div className="flex min-w-0 items-center gap-3 sm:gap-5">
            <a
              href="/"
              className="hidden items-center gap-1.5 text-sm text-navy-100 hover:text-white md:inline-flex"
            >
              <Store className="size-4" aria-hidden="true" />
              Storefront
            </a>
            <div className="min-w-0 text-right leading-tight">
              <p className="truncate text-sm font-semibold" data-testid="staff-name">
                {staff.firstName} {staff.lastName}
              </p>
              {/* A phone keeps the name and Sign out; the roles need the room of a wider screen. */}
              <p className="hidden text-xs text-navy-200 sm:block">{rolesLabel(staff.roles)}</p>
            </div>
            <Button
              variant="outline-inverse"
              size="sm"
              onClick={onSignOut}
              disabled={signingOut}
              aria-label="Sign out of the back office"
            >
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-[1440px] flex-1 flex-col lg:flex-row">
        <aside className="border-b border-slate-200 bg-white px-3 py-2 lg:w-56 lg:shrink-0 lg:border-r lg:border-b-0 lg:bg-transparent lg:px-3 lg:py-6">
          <AdminNav areas={staff.areas} />
        </aside>
        <main id={mainId} tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}

/** What the server sends for /admin pages: the frame, waiting for the browser to know the member. */
export function AdminShellPlaceholder() {
  return (
    <div className="flex min-h-dvh flex-col bg-slate-100">
      <header className="h-14 bg-navy-950" />
      <div className="flex flex-1 items-center justify-center">
        <p role="status" className="text-sm text-slate-600">
          Opening the back office…
        </p>
      </div>
    </div>
  );
}

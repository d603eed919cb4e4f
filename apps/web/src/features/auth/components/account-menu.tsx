// The header's account button (storefront spec §2.4). The Radix popover behind it loads on intent
// or on the first click (like Support), so it stays out of the first page load.
import { SIDEBAR_FIRST_NAME_MAX, truncate } from '@medsupply/domain';
import { ChevronDown, CircleUserRound } from 'lucide-react';
import { Suspense, useState } from 'react';

import { cn } from '@/lib/cn';
import { lazyWithPreload } from '@/lib/lazy-with-preload';

import { useCurrentUser } from '../api/get-current-user';

import type { AccountPopoverProps } from './account-popover';

const AccountPopover = lazyWithPreload<AccountPopoverProps>(() => import('./account-popover'));

export function accountTriggerClass(): string {
  return cn(
    'group inline-flex h-10 items-center gap-2 rounded-lg px-2.5 text-left text-sm font-semibold text-navy-900 hover:bg-slate-100',
    'data-[state=open]:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
  );
}

export function AccountTriggerContent({ firstName }: { firstName: string | undefined }) {
  return (
    <>
      <CircleUserRound className="size-5 text-brand-700" aria-hidden="true" />
      <span className="flex flex-col leading-tight">
        {firstName && (
          <span className="text-xs font-normal text-slate-600">
            Hi, {truncate(firstName, SIDEBAR_FIRST_NAME_MAX)}
          </span>
        )}
        <span>Account</span>
      </span>
      <ChevronDown
        className="size-4 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
        aria-hidden="true"
      />
    </>
  );
}

export function AccountMenu({ provider }: { provider: string | undefined }) {
  const { user } = useCurrentUser();
  const [activated, setActivated] = useState(false);
  const firstName = user?.firstName;

  const placeholder = (
    <button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      className={accountTriggerClass()}
      onPointerEnter={() => void AccountPopover.preload()}
      onFocus={() => void AccountPopover.preload()}
      onClick={() => setActivated(true)}
    >
      <AccountTriggerContent firstName={firstName} />
    </button>
  );

  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountPopover provider={provider} firstName={firstName} />
    </Suspense>
  );
}

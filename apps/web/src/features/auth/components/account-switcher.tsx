// The account switcher (storefront spec §4, §6): shown to parent logins with more than one related
// account; the parent is labelled 'Parent Account: {name}'. A switch lands on /myaccount; a failed
// one shows the error toast 'There was a problem changing accounts'.
import { Check } from 'lucide-react';

import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

import { useCurrentUser } from '../api/get-current-user';
import { useRelatedAccounts } from '../api/get-related-accounts';
import { useSwitchAccount } from '../hooks/use-session';
import { relatedAccountLabel } from '../messages';

export function AccountSwitcher({ className, onSwitched }: { className?: string; onSwitched?: () => void }) {
  const { user } = useCurrentUser();
  const { relatedAccounts } = useRelatedAccounts();
  const switchAccount = useSwitchAccount();
  if (!user || relatedAccounts.length <= 1) return null;

  return (
    <section aria-labelledby="account-switcher-heading" className={className}>
      <h2
        id="account-switcher-heading"
        className="mb-2 text-xs font-semibold tracking-[0.14em] text-slate-600 uppercase"
      >
        Switch account
      </h2>
      <ul className="space-y-1">
        {relatedAccounts.map((account) => {
          const current = account.id === user.account.id;
          const busy = switchAccount.isPending && switchAccount.variables === account.id;
          return (
            <li key={account.id}>
              <button
                type="button"
                data-close-menu={current ? undefined : ''}
                aria-current={current ? 'true' : undefined}
                disabled={current || switchAccount.isPending}
                onClick={() => switchAccount.mutate(account.id, { onSuccess: onSwitched })}
                className={cn(
                  'flex min-h-10 w-full items-center justify-between gap-3 rounded-lg px-3 py-2 text-left text-sm',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  current
                    ? 'bg-brand-50 font-semibold text-brand-800'
                    : 'text-slate-800 hover:bg-slate-100 disabled:opacity-60',
                )}
              >
                <span className="min-w-0">{relatedAccountLabel(account)}</span>
                {current && <Check className="size-4 shrink-0" aria-label="Current account" />}
                {busy && <Spinner label="Switching account" />}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

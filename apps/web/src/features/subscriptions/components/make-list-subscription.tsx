// On an item list's own page (issue 21 point 5): make the list a subscription, or see and change
// the one it has. Both lead to /subscription?itemListId= (the checkout screen, ADR 0026). Only the
// list's owner may (the API refuses others).
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router';

import { buttonStyles } from '@/components/ui/button';
import { formatStoreDate } from '@/lib/format';

import { useSubscriptions } from '../api/subscriptions';
import { FREQUENCY_LABELS, SUBSCRIPTION_SETUP_PATH, SUBSCRIPTION_TEXTS } from '../constants';

export function MakeListSubscription({
  itemListId,
  subscriptionsHref,
}: {
  itemListId: number;
  subscriptionsHref: string;
}) {
  const subscriptions = useSubscriptions();
  const current = subscriptions.data?.find((s) => s.itemListId === itemListId && s.active) ?? null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
      {current ? (
        <span className="text-navy-900">
          Subscription: {FREQUENCY_LABELS[current.frequency].toLowerCase()}, next order{' '}
          {formatStoreDate(current.nextDate)}.{' '}
          <Link to={subscriptionsHref} className="font-semibold text-brand-700 underline">
            Manage subscriptions
          </Link>
        </span>
      ) : (
        <span className="text-slate-700">
          Order this list automatically on a schedule.{' '}
          <Link to={subscriptionsHref} className="font-semibold text-brand-700 underline">
            Your subscriptions
          </Link>
        </span>
      )}
      <Link
        to={`${SUBSCRIPTION_SETUP_PATH}?itemListId=${itemListId}`}
        className={buttonStyles({ variant: 'outline', size: 'sm', className: 'ml-auto' })}
      >
        {current ? SUBSCRIPTION_TEXTS.edit : SUBSCRIPTION_TEXTS.make}
      </Link>
    </div>
  );
}

// On an item list's own page (issue 21 point 5): make the list a subscription, or see and change
// the one it has. Only the list's owner may (the API refuses others).
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';

import { useSubscriptions } from '../api/subscriptions';
import { FREQUENCY_LABELS, SUBSCRIPTION_TEXTS } from '../constants';

import { SubscriptionForm } from './subscription-form';

export function MakeListSubscription({
  itemListId,
  listName,
  subscriptionsHref,
}: {
  itemListId: number;
  listName: string;
  subscriptionsHref: string;
}) {
  const subscriptions = useSubscriptions();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const current = subscriptions.data?.find((s) => s.itemListId === itemListId && s.active) ?? null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
      <CalendarClock className="size-5 text-brand-700" aria-hidden="true" />
      {current ? (
        <span className="text-navy-900">
          Subscription: {FREQUENCY_LABELS[current.frequency].toLowerCase()}, next order{' '}
          {formatDate(current.nextDate)}.{' '}
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
      <Button variant="outline" size="sm" className="ml-auto" onClick={() => setOpen(true)}>
        {current ? SUBSCRIPTION_TEXTS.edit : SUBSCRIPTION_TEXTS.make}
      </Button>
      {saved ? (
        <p role="status" className="w-full font-semibold text-emerald-800">
          {SUBSCRIPTION_TEXTS.saved}
        </p>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          title={current ? SUBSCRIPTION_TEXTS.edit : SUBSCRIPTION_TEXTS.make}
          description={listName}
        >
          <SubscriptionForm
            key={current?.itemListId ?? 'new'}
            itemListId={itemListId}
            current={current}
            onSaved={() => {
              setOpen(false);
              setSaved(true);
            }}
          />
        </DialogContent>
      </Dialog>
    </div>
  );
}

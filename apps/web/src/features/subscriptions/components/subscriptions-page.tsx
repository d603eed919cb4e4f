// Subscriptions (/myaccount/menu/subscriptions; issue 21 point 5): each list ordered on a schedule,
// with how often, the next date, where it ships, how it is paid and its last result (the order it
// placed or why it could not); ended here; set up and edited on /subscription (the checkout screen, ADR 0026), which lands
// here with a success message.
import type { Subscription } from '@medsupply/contract';
import { CalendarClock, CheckCircle2, Pencil, Trash2, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button, buttonStyles } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Fact } from '@/components/transaction/document-parts';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { formatStoreDate } from '@/lib/format';

import {
  useDeleteSubscription,
  usePaymentMethodChoices,
  useShipToChoices,
  useSubscriptions,
} from '../api/subscriptions';
import { FREQUENCY_LABELS, SUBSCRIPTION_TEXTS } from '../constants';

export interface SubscriptionLinks {
  listHref: (itemListId: number) => string;
  /** /subscription?itemListId=: where a subscription is set up and edited. */
  editHref: (itemListId: number) => string;
  orderHref: (salesOrderId: number) => string;
}

export function LastResult({
  subscription,
  orderHref,
}: {
  subscription: Subscription;
  orderHref: (id: number) => string;
}) {
  const last = subscription.lastResult;
  if (!last) return <span className="text-slate-600">No order placed yet</span>;
  if (last.status === 'placed') {
    return (
      <span className="inline-flex items-start gap-1.5 text-emerald-800">
        <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          Order{' '}
          {last.salesOrderId !== null ? (
            <Link to={orderHref(last.salesOrderId)} className="font-semibold text-brand-700 underline">
              {last.tranId}
            </Link>
          ) : (
            last.tranId
          )}{' '}
          placed for {formatStoreDate(last.runOn)}
        </span>
      </span>
    );
  }
  return (
    <span className="inline-flex items-start gap-1.5 text-red-800">
      <XCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Not placed for {formatStoreDate(last.runOn)}: {last.message}
      </span>
    </span>
  );
}

function SubscriptionCard({
  subscription,
  listHref,
  orderHref,
  editHref,
}: { subscription: Subscription } & SubscriptionLinks) {
  const [ending, setEnding] = useState(false);
  const remove = useDeleteSubscription();
  const addresses = useShipToChoices();
  const methods = usePaymentMethodChoices();
  const shipTo = addresses.data?.mappedResults.find((a) => a.id === subscription.shipAddressId);
  const method = methods.data?.paymentMethods.find((m) => m.id === subscription.paymentMethodId);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <Link
            to={listHref(subscription.itemListId)}
            className="text-base font-semibold text-navy-900 hover:underline"
          >
            {subscription.listName}
          </Link>
          <p className="text-sm text-slate-600">{FREQUENCY_LABELS[subscription.frequency]}</p>
        </div>
        <Badge tone={subscription.active ? 'success' : 'neutral'}>
          {subscription.active ? 'Active' : 'Ended'}
        </Badge>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <Fact term="Next order">{formatStoreDate(subscription.nextDate)}</Fact>
        <Fact term="Ship to">{shipTo ? `${shipTo.label}, ${shipTo.city}` : '—'}</Fact>
        <Fact term="Payment">
          {subscription.paymentType === 'terms'
            ? SUBSCRIPTION_TEXTS.onTerms
            : method
              ? `${method.typeName} ending ${method.last4}`
              : 'Saved payment method'}
        </Fact>
        <Fact term="PO number">{subscription.poNumber ?? '—'}</Fact>
      </dl>
      <p className="mt-4 text-sm">
        <LastResult subscription={subscription} orderHref={orderHref} />
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link
          to={editHref(subscription.itemListId)}
          className={buttonStyles({ variant: 'outline', size: 'sm' })}
          aria-label={`Edit subscription of ${subscription.listName}`}
        >
          <Pencil aria-hidden="true" />
          Edit
        </Link>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setEnding(true)}
          aria-label={`End subscription of ${subscription.listName}`}
        >
          <Trash2 aria-hidden="true" />
          End
        </Button>
      </div>
      <Dialog open={ending} onOpenChange={setEnding}>
        <DialogContent
          title={SUBSCRIPTION_TEXTS.remove}
          description={`${subscription.listName} will no longer be ordered on a schedule. The list itself stays.`}
        >
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="outline">Keep it</Button>
            </DialogClose>
            <Button
              disabled={remove.isPending}
              onClick={() => remove.mutate(subscription.itemListId, { onSuccess: () => setEnding(false) })}
            >
              {SUBSCRIPTION_TEXTS.remove}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </li>
  );
}

export function SubscriptionsPage({
  notice,
  ...links
}: SubscriptionLinks & {
  /** Said once above the list (after /subscription saved one). */
  notice?: string;
}) {
  const subscriptions = useSubscriptions();
  if (subscriptions.isPending) return <LoadingBlock label="Loading your subscriptions" />;
  if (subscriptions.isError) {
    return (
      <LoadFailed
        message={loadFailedMessage('subscriptions', subscriptions.error)}
        onRetry={() => void subscriptions.refetch()}
      />
    );
  }
  const active = subscriptions.data.filter((s) => s.active);
  if (active.length === 0) {
    return (
      <EmptyState icon={<CalendarClock />} title={SUBSCRIPTION_TEXTS.empty}>
        {SUBSCRIPTION_TEXTS.emptyHint}
      </EmptyState>
    );
  }
  return (
    <>
      {notice ? (
        <p
          role="status"
          className="mb-4 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-800"
        >
          <CheckCircle2 className="size-5" aria-hidden="true" />
          {notice}
        </p>
      ) : null}
      <ul className="space-y-4">
        {active.map((subscription) => (
          <SubscriptionCard key={subscription.itemListId} subscription={subscription} {...links} />
        ))}
      </ul>
    </>
  );
}

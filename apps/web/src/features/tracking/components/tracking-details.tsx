// The /tracking/{trackingNumber} page's body (storefront spec §2.1; issue 21 point 7): where a
// shipment of the buyer's account is — carrier, expected or actual delivery, the order it belongs
// to, what is in it, the carrier's own tracking page and the scans, newest first. An unknown
// number (or another account's: the API answers both alike) says so.
import type { TrackingData } from '@medsupply/contract';

import { CheckCircle2, ExternalLink, PackageSearch, Truck } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { Fact, ItemCell } from '@/components/transaction/document-parts';
import { isNotFound } from '@/lib/refusal';
import { formatStoreDate, formatStoreDateTime } from '@/lib/format';

import { useTrackingData } from '../api/get-tracking-data';
import { TRACKING_MESSAGES } from '../constants';

export function TrackingNotFound({ trackingNumber }: { trackingNumber: string }) {
  return (
    <EmptyState
      icon={<PackageSearch />}
      title={TRACKING_MESSAGES.notFound}
      actions={
        <Link to="/contactus" className={buttonStyles({ variant: 'outline' })}>
          Contact us
        </Link>
      }
    >
      Check the number {trackingNumber ? `“${trackingNumber}” ` : ''}against your shipping confirmation, or
      find the shipment on its order.
    </EmptyState>
  );
}

export function TrackingDetails({
  trackingNumber,
  orderHref,
}: {
  trackingNumber: string;
  orderHref: (orderId: number) => string;
}) {
  const shipment = useTrackingData(trackingNumber, trackingNumber !== '');
  if (trackingNumber === '' || isNotFound(shipment.error)) {
    return <TrackingNotFound trackingNumber={trackingNumber} />;
  }
  if (shipment.isError) {
    return (
      <LoadFailed
        message={loadFailedMessage('delivery', shipment.error)}
        onRetry={() => void shipment.refetch()}
      />
    );
  }
  if (shipment.isPending) return <LoadingBlock label="Loading the delivery" shape="panel" />;
  return <ShipmentView shipment={shipment.data} orderHref={orderHref} />;
}

function ShipmentView({
  shipment,
  orderHref,
}: {
  shipment: TrackingData;
  orderHref: (orderId: number) => string;
}) {
  const delivered = shipment.deliveredAt !== null;
  const events = [...shipment.events].reverse();
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-6">
        <section
          aria-labelledby="delivery-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="flex items-center gap-3">
              <span
                className={`flex size-11 items-center justify-center rounded-full ${delivered ? 'bg-emerald-50 text-emerald-700' : 'bg-brand-50 text-brand-700'}`}
                aria-hidden="true"
              >
                {delivered ? <CheckCircle2 className="size-6" /> : <Truck className="size-6" />}
              </span>
              <div>
                <h2 id="delivery-heading" className="text-lg font-semibold text-navy-900">
                  {delivered && shipment.deliveredAt
                    ? `Delivered ${formatStoreDateTime(shipment.deliveredAt)}`
                    : shipment.expectedDelivery
                      ? `Expected ${formatStoreDate(shipment.expectedDelivery)}`
                      : 'On its way'}
                </h2>
                <p className="text-sm text-slate-600">
                  {shipment.carrier} · {shipment.trackingNumber}
                </p>
              </div>
            </div>
            <Badge tone={delivered ? 'success' : 'info'}>{shipment.status}</Badge>
          </div>
          <dl className="mt-5 grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Fact term="Carrier">{shipment.carrier}</Fact>
            <Fact term="Shipped">{formatStoreDate(shipment.shippedAt)}</Fact>
            <Fact term={delivered ? 'Delivered' : 'Expected delivery'}>
              {shipment.deliveredAt
                ? formatStoreDateTime(shipment.deliveredAt)
                : shipment.expectedDelivery
                  ? formatStoreDate(shipment.expectedDelivery)
                  : 'Not known yet'}
            </Fact>
            <Fact term="Shipment">{shipment.tranId}</Fact>
          </dl>
          {shipment.carrierUrl ? (
            <a
              href={shipment.carrierUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${buttonStyles({ variant: 'outline' })} mt-5`}
            >
              Track on the {shipment.carrier} website
              <ExternalLink className="size-4" aria-hidden="true" />
            </a>
          ) : null}
        </section>

        <section
          aria-labelledby="history-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id="history-heading" className="text-base font-semibold text-navy-900">
            Status history
          </h2>
          {events.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No scans yet.</p>
          ) : (
            <ol className="mt-4 space-y-0">
              {events.map((event, index) => (
                <li
                  key={`${event.occurredAt}-${event.status}`}
                  className="relative flex gap-4 pb-5 last:pb-0"
                >
                  {index < events.length - 1 ? (
                    <span className="absolute top-3 left-[5px] h-full w-px bg-slate-200" aria-hidden="true" />
                  ) : null}
                  <span
                    className={`relative mt-1.5 size-2.5 shrink-0 rounded-full ${index === 0 ? 'bg-brand-700 ring-4 ring-brand-100' : 'bg-slate-300'}`}
                    aria-hidden="true"
                  />
                  <div className="min-w-0">
                    <p className="text-sm font-semibold text-navy-900">{event.status}</p>
                    <p className="text-sm text-slate-700">{event.description}</p>
                    <p className="text-xs text-slate-500">
                      {formatStoreDateTime(event.occurredAt)}
                      {event.location ? ` · ${event.location}` : ''}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <div className="space-y-6">
        <section aria-labelledby="order-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
          <h2 id="order-heading" className="text-base font-semibold text-navy-900">
            Order
          </h2>
          <dl className="mt-3 grid grid-cols-2 gap-4">
            <Fact term="Order">
              <Link className="font-semibold text-brand-700 underline" to={orderHref(shipment.order.id)}>
                {shipment.order.tranId}
              </Link>
            </Fact>
            <Fact term="Ordered">{formatStoreDate(shipment.order.orderDate)}</Fact>
            {shipment.order.poNumber ? <Fact term="PO number">{shipment.order.poNumber}</Fact> : null}
          </dl>
        </section>
        <section
          aria-labelledby="contents-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="contents-heading" className="text-base font-semibold text-navy-900">
            In this shipment
          </h2>
          <ul className="mt-3 divide-y divide-slate-100">
            {shipment.lines.map((line) => (
              <li key={line.itemId} className="flex items-start justify-between gap-3 py-2.5 text-sm">
                <span className="min-w-0">
                  <ItemCell displayName={line.displayName} itemName={line.itemName} />
                </span>
                <span className="shrink-0 text-slate-700 tabular-nums">Qty {line.quantity}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}

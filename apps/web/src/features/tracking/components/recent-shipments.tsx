// The dashboard's latest shipments of the account (service spec §7 recentFulfillments; issue 21
// point 7), each leading to its tracking page.
import { Truck } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate } from '@/lib/format';

import { useRecentFulfillments } from '../api/get-tracking-data';
import { TRACKING_TEXTS } from '../constants';

export function trackingHref(trackingNumber: string): string {
  return `/tracking/${encodeURIComponent(trackingNumber)}`;
}

export function RecentShipments() {
  const recent = useRecentFulfillments();
  return (
    <section
      aria-labelledby="recent-shipments-heading"
      className="rounded-2xl border border-slate-200 bg-white"
    >
      <h2
        id="recent-shipments-heading"
        className="flex items-center gap-2 border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
      >
        <Truck className="size-4 text-brand-700" aria-hidden="true" />
        {TRACKING_TEXTS.recentTitle}
      </h2>
      <div className="[&>[role=alert]]:m-5 [&>[role=status]]:p-5">
        <QueryView
          query={recent}
          what="recent shipments"
          isEmpty={(shipments) => shipments.length === 0}
          empty={<p className="px-5 py-8 text-center text-sm text-slate-600">{TRACKING_TEXTS.recentEmpty}</p>}
        >
          {(shipments) => (
            <ul className="divide-y divide-slate-100">
              {shipments.map((shipment) => (
                <li
                  key={shipment.fulfillmentId}
                  className="flex flex-wrap items-center justify-between gap-2 px-5 py-3"
                >
                  <div className="min-w-0 text-sm">
                    <Link
                      to={trackingHref(shipment.trackingNumber)}
                      className="font-semibold text-brand-700 hover:underline"
                    >
                      {shipment.carrier} {shipment.trackingNumber}
                    </Link>
                    <p className="text-slate-600">
                      Order {shipment.order.tranId} · shipped {formatStoreDate(shipment.shippedAt)}
                      {shipment.deliveredAt ? ` · delivered ${formatStoreDate(shipment.deliveredAt)}` : ''}
                    </p>
                  </div>
                  <Badge tone={shipment.deliveredAt ? 'success' : 'info'}>{shipment.status}</Badge>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}

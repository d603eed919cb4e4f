// Delivery Day (/myaccount/menu/{provider}deliveryday; issue 19 point 6): for each ship-to the
// weekdays we deliver, the order cut-off on the store's clock, when an order placed now ships, and
// the next delivery dates.
import { DELIVERY_DATES_SHOWN } from '@medsupply/contract';
import type { ShipToDeliveryDays } from '@medsupply/contract';

import { AddressLines, Fact } from '@/components/transaction/document-parts';
import { formatStoreDate, formatTime12h } from '@/lib/format';
import { EmptyLine, QueryView } from '@/components/ui/query-view';

import { useDeliveryDays } from '../api/delivery-days';

import { Panel } from './panel';

const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

/** 'Tue 03/17/2026' for a 'YYYY-MM-DD' day (read as a calendar day, not an instant). */
function day(isoDay: string): string {
  return `${WEEKDAY.format(new Date(`${isoDay}T12:00:00Z`))} ${formatStoreDate(`${isoDay}T12:00:00Z`)}`;
}

function ShipTo({ shipTo, timeZone }: { shipTo: ShipToDeliveryDays; timeZone: string }) {
  return (
    <Panel title={shipTo.label}>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <AddressLines address={shipTo} />
        <dl className="grid gap-4 sm:grid-cols-2">
          <Fact term="Delivery days">
            {shipTo.deliveryDays.length ? shipTo.deliveryDays.join(', ') : 'Every business day'}
          </Fact>
          <Fact term="Order by">
            {`${formatTime12h(shipTo.orderBy, timeZone)} ET ${formatStoreDate(shipTo.orderBy, timeZone)}`}
            <span className="block text-slate-600">to ship {day(shipTo.shipDate)}</span>
          </Fact>
          <Fact term="Next deliveries">
            <ul className="space-y-0.5">
              {shipTo.nextDeliveryDates.slice(0, DELIVERY_DATES_SHOWN).map((date) => (
                <li key={date}>{day(date)}</li>
              ))}
            </ul>
          </Fact>
        </dl>
      </div>
    </Panel>
  );
}

export function DeliveryDayPage() {
  const days = useDeliveryDays();
  return (
    <QueryView query={days} what="delivery days" loading="panel">
      {({ dddShippingCutoffTime, timeZone, shipTos, provider }) => (
        <div className="space-y-5">
          <p className="text-sm text-slate-700">
            {provider} delivers to each address on its delivery days. Orders placed before{' '}
            <strong>{formatTime12h(dddShippingCutoffTime)} ET</strong> on a business day ship the same day.
          </p>
          {shipTos.length === 0 ? (
            <EmptyLine>No shipping addresses yet. Add one on the Addresses page.</EmptyLine>
          ) : (
            shipTos.map((shipTo) => <ShipTo key={shipTo.addressId} shipTo={shipTo} timeZone={timeZone} />)
          )}
        </div>
      )}
    </QueryView>
  );
}

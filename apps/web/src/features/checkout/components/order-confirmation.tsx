// /orderConfirmation?id=… (issue 17 point 2): the order number, its lines, totals, delivery date and
// what happens next, read from the order itself so a reload or a bookmark shows it again. An order
// that waits for an administrator says so.
import { CircleCheck, Clock } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';

import {
  AddressLines,
  Fact,
  itemColumn,
  TotalsList,
  documentMoney as money,
  orderTotalRows,
} from '@/components/transaction/document-parts';
import { buttonStyles } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate } from '@/lib/format';

import { usePlacedOrder } from '../api/checkout';
import { CHECKOUT_PATHS } from '../constants';
import { clearDraft } from '../lib/checkout-draft';
import { deliveryDayLabel } from '../lib/labels';

const PENDING_APPROVAL = 'Pending Approval';

type PlacedOrderData = NonNullable<ReturnType<typeof usePlacedOrder>['data']>;

export function OrderConfirmation({ id }: { id: number }) {
  const order = usePlacedOrder(id);
  // The review's choices served their order: a new checkout starts fresh.
  useEffect(() => clearDraft(), []);

  return (
    <QueryView query={order} what="order" loading="panel">
      {(o) => <Placed o={o} />}
    </QueryView>
  );
}

function Placed({ o }: { o: PlacedOrderData }) {
  const waiting = o.status === PENDING_APPROVAL;
  const priced = o.total !== undefined;
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="confirmation-heading"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 md:flex md:items-start md:gap-5"
      >
        <div
          aria-hidden="true"
          className="mb-3 flex size-12 shrink-0 items-center justify-center rounded-full bg-white text-emerald-700 md:mb-0 [&_svg]:size-7"
        >
          {waiting ? <Clock /> : <CircleCheck />}
        </div>
        <div>
          <h2 id="confirmation-heading" className="text-xl font-bold text-navy-900">
            {/* The order number never breaks at its hyphen ('SO-' / '101033' at 375 px). */}
            {waiting ? (
              <>
                Order <span className="whitespace-nowrap">{o.tranId}</span> is waiting for approval
              </>
            ) : (
              <>
                Thank you! Order <span className="whitespace-nowrap">{o.tranId}</span> has been placed
              </>
            )}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            Order number <strong className="text-navy-900">{o.tranId}</strong>
            {o.poNumber ? (
              <>
                {' '}
                · PO <strong className="text-navy-900">{o.poNumber}</strong>
              </>
            ) : null}
          </p>
          {waiting && o.approvalReasons.length > 0 && (
            <>
              <h3 className="mt-4 text-sm font-semibold text-navy-900">Why it needs approval</h3>
              <ul className="mt-1 list-disc pl-5 text-sm leading-6 text-slate-700">
                {o.approvalReasons.map((r) => (
                  <li key={r.reason}>
                    {r.reason}
                    {r.decision === 'approved' ? ' (approved)' : ''}
                  </li>
                ))}
              </ul>
            </>
          )}
          <h3 className="mt-4 text-sm font-semibold text-navy-900">What happens next</h3>
          <p className="mt-1 text-sm leading-6 text-slate-700">{o.nextSteps}</p>
        </div>
      </section>

      <section
        aria-labelledby="placed-details-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="placed-details-heading" className="text-lg font-semibold text-navy-900">
          Order details
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Fact term="Order date">{formatStoreDate(o.orderDate)}</Fact>
          <Fact term="Status">{o.statusLabel}</Fact>
          <Fact term="Delivery date">{o.shipDate ? deliveryDayLabel(o.shipDate.slice(0, 10)) : '—'}</Fact>
          <Fact term="Payment">{o.paymentDescription}</Fact>
          <Fact term="Ship to">
            <AddressLines address={o.shipAddress} />
          </Fact>
          <Fact term="Bill to">
            <AddressLines address={o.billAddress} />
          </Fact>
        </dl>
      </section>

      <section
        aria-labelledby="placed-lines-heading"
        className="rounded-2xl border border-slate-200 bg-white"
      >
        <h2
          id="placed-lines-heading"
          className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
        >
          Items
        </h2>
        <DataTable
          labelledBy="placed-lines-heading"
          rows={o.lines}
          rowKey={(line) => line.id}
          columns={[
            itemColumn(),
            { label: 'Unit', nowrap: true, cell: (line) => line.unitName },
            { label: 'Quantity', numeric: true, cell: (line) => line.quantity },
            { label: 'Backordered', numeric: true, cell: (line) => line.quantityBackordered },
            priced && { label: 'Price', numeric: true, cell: (line) => money(line.price) },
            priced && { label: 'Amount', role: 'amount', numeric: true, cell: (line) => money(line.amount) },
          ]}
        />
        {priced && <TotalsList label="Totals" rows={orderTotalRows(o)} />}
      </section>

      <div className="flex flex-wrap gap-3">
        {priced && (
          <Link to={CHECKOUT_PATHS.orderDetails(o.id)} className={buttonStyles({ variant: 'primary' })}>
            View order details
          </Link>
        )}
        <Link to={CHECKOUT_PATHS.products} className={buttonStyles({ variant: 'outline' })}>
          Continue shopping
        </Link>
      </div>
    </div>
  );
}

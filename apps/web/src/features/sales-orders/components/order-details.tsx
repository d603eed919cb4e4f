// Order Details (/myaccount/menu/orderdetails?id=…; storefront spec §2.2): the order's header,
// lines with ordered / fulfilled / backordered quantities, totals, shipments with their carriers'
// tracking links, invoices, and Reorder (the lines go to the cart under the add-to-cart rules).
import type { ReorderResponse, SalesOrderDetails } from '@medsupply/contract';
import { lotsNote } from '@medsupply/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import {
  AddressLines,
  Fact,
  ItemCell,
  itemColumn,
  ShipmentsSection,
  documentMoney as money,
  orderTotalRows,
  TotalsList,
} from '@/components/transaction/document-parts';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useOrderDetails, useReorder } from '../api/sales-orders';

/**
 * Each line's lots over all its shipments (issue 34), the same lot added up: what the Lot and
 * Expiry column prints. Empty when nothing of the order carried lots.
 */
function lotsByLine(order: SalesOrderDetails): Map<number, string> {
  const lots = new Map<number, Map<string, { lotNumber: string; expiresOn: string; quantity: number }>>();
  for (const shipment of order.shipments) {
    for (const line of shipment.lines) {
      const byLot =
        lots.get(line.salesOrderLineId) ??
        new Map<string, { lotNumber: string; expiresOn: string; quantity: number }>();
      for (const lot of line.lots) {
        const seen = byLot.get(lot.lotNumber);
        byLot.set(lot.lotNumber, { ...lot, quantity: (seen?.quantity ?? 0) + lot.quantity });
      }
      if (byLot.size > 0) lots.set(line.salesOrderLineId, byLot);
    }
  }
  return new Map([...lots].map(([lineId, byLot]) => [lineId, lotsNote([...byLot.values()])]));
}

function reorderMessage(result: ReorderResponse): string {
  const added = `${result.added} ${result.added === 1 ? 'line' : 'lines'} added to your cart.`;
  const refused = result.refused.length ? ` ${result.refused.length} could not be added.` : '';
  return `${added}${refused}`;
}

export interface OrderDetailsProps {
  id: number;
  onReordered: () => void;
  /** Where an invoice's number links (Invoice Details). */
  invoiceHref: (id: number) => string;
  /** More actions on the order beside Reorder (the route composes them: Request a return). */
  actions?: ReactNode;
}

export function OrderDetails({ id, onReordered, invoiceHref, actions }: OrderDetailsProps) {
  const order = useOrderDetails(id);
  const reorder = useReorder();

  return (
    <QueryView query={order} what="order" loading="panel">
      {(o) => renderOrder(o)}
    </QueryView>
  );

  function renderOrder(o: SalesOrderDetails) {
    const lineLots = lotsByLine(o);
    const doReorder = () =>
      reorder.mutate(o.id, {
        onSuccess: (result) => {
          onReordered();
          if (result.added === 0) toast.error('None of these items could be added to your cart.');
          else if (result.refused.length || result.addToCartAdjustment) toast.warning(reorderMessage(result));
          else toast.success(reorderMessage(result));
        },
        onError: (error) => toast.error(error.message),
      });

    return (
      <div className="space-y-5">
        <section aria-labelledby="order-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="order-heading" className="text-lg font-semibold text-navy-900">
              Order {o.tranId}
            </h2>
            <div className="flex flex-wrap gap-2">
              {actions}
              <Button onClick={doReorder} disabled={reorder.isPending}>
                {reorder.isPending ? 'Adding…' : 'Reorder'}
              </Button>
            </div>
          </div>
          <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Fact term="Order date">{formatStoreDate(o.orderDate)}</Fact>
            <Fact term="Status">{o.statusLabel}</Fact>
            <Fact term="PO number">{o.poNumber ?? '—'}</Fact>
            <Fact term="Placed by">{o.placedBy ?? '—'}</Fact>
            <Fact term="Payment">{o.paymentDescription}</Fact>
            <Fact term="Ship to">
              <AddressLines address={o.shipAddress} />
            </Fact>
            <Fact term="Bill to">
              <AddressLines address={o.billAddress} />
            </Fact>
          </dl>
        </section>

        <section aria-labelledby="lines-heading" className="rounded-2xl border border-slate-200 bg-white">
          <h2
            id="lines-heading"
            className="border-b border-slate-200 px-5 py-4 text-base font-semibold text-navy-900"
          >
            Items
          </h2>
          <DataTable
            labelledBy="lines-heading"
            rows={o.lines}
            rowKey={(line) => line.id}
            columns={[
              {
                // The lots each line shipped from (issue 34) under the item, not in a column of
                // their own: a Lot column made the table wider than a laptop's box beside the
                // account menu.
                ...itemColumn<(typeof o.lines)[number]>(),
                cell: (line) => (
                  <>
                    <ItemCell displayName={line.displayName} itemName={line.itemName} />
                    {lineLots.has(line.id) && (
                      <span className="block text-xs [overflow-wrap:anywhere] text-slate-600">
                        {lineLots.get(line.id)}
                      </span>
                    )}
                  </>
                ),
              },
              { label: 'Unit', cell: (line) => line.unitName },
              { label: 'Ordered', numeric: true, cell: (line) => line.quantity },
              { label: 'Fulfilled', numeric: true, cell: (line) => line.quantityFulfilled },
              { label: 'Backordered', numeric: true, cell: (line) => line.quantityBackordered },
              { label: 'Price', numeric: true, cell: (line) => money(line.price) },
              { label: 'Amount', role: 'amount', numeric: true, cell: (line) => money(line.amount) },
            ]}
          />
          {o.total !== undefined && <TotalsList label="Totals" rows={orderTotalRows(o)} />}
        </section>

        <ShipmentsSection shipments={o.shipments} />

        <section
          aria-labelledby="invoices-heading"
          className="rounded-2xl border border-slate-200 bg-white p-5"
        >
          <h2 id="invoices-heading" className="text-base font-semibold text-navy-900">
            Invoices
          </h2>
          {o.invoices.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">No invoices yet.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-100">
              {o.invoices.map((invoice) => (
                <li key={invoice.id} className="flex flex-wrap justify-between gap-2 py-3 text-sm">
                  <span>
                    <Link className="font-semibold text-brand-700 underline" to={invoiceHref(invoice.id)}>
                      {invoice.tranId}
                    </Link>{' '}
                    · {formatStoreDate(invoice.invoiceDate)} · due {formatStoreDate(invoice.dueDate)} ·{' '}
                    {invoice.status}
                  </span>
                  <span className="tabular-nums">
                    {money(invoice.total)}
                    {invoice.amountDue !== undefined ? ` (due ${money(invoice.amountDue)})` : ''}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  }
}

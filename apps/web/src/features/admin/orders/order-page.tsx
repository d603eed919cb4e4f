// /admin/orders/:id: an order with its lines (ordered, committed, fulfilled, backordered, billed),
// its fulfilments (their lots, packing slip, mark delivered) and invoices, and the Ship form for
// what is left.
import type {
  AdminFulfillment,
  AdminInvoiceSummary,
  AdminOrderDetails,
  AdminOrderLine,
} from '@medsupply/contract';
import { lotsNote } from '@medsupply/domain';
import { useState } from 'react';
import { Link } from 'react-router';

import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate, formatDollarsUsd } from '@/lib/format';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, buttonStyles } from '../components/form';
import { errorMessage } from '../lib/admin-api';
import { downloadPackingSlip, useAdminOrder, useDeliverFulfillment } from './api';
import { StatusLabel } from './order-status';
import { ShipForm } from './ship-form';

const money = (value: number | undefined) => (value === undefined ? '—' : formatDollarsUsd(value));

/** Committed: ordered less cancelled and backordered (ADR 0020 "A line's quantities"). */
const committedOf = (line: AdminOrderLine) =>
  line.quantity - line.quantityCancelled - line.quantityBackordered;

const LINE_COLUMNS: AdminColumn<AdminOrderLine>[] = [
  { key: 'n', header: '#', cell: (l) => l.lineNumber },
  {
    key: 'item',
    role: 'identity',
    wide: true,
    header: 'Item',
    className: 'min-w-44',
    cell: (l) => (
      <>
        <span className="font-medium text-navy-900">{l.itemName}</span>
        <span className="block text-xs text-slate-600">
          {l.displayName} · {l.unitName}
        </span>
      </>
    ),
  },
  { key: 'ordered', header: 'Ordered', align: 'right', cell: (l) => l.quantity },
  { key: 'committed', minor: true, header: 'Committed', align: 'right', cell: (l) => committedOf(l) },
  { key: 'fulfilled', header: 'Fulfilled', align: 'right', cell: (l) => l.quantityFulfilled },
  {
    key: 'backordered',
    header: 'Backordered',
    align: 'right',
    cell: (l) =>
      l.quantityBackordered > 0 ? (
        <Link to={`/admin/inventory/${l.itemId}`} className="font-semibold text-amber-800 hover:underline">
          {l.quantityBackordered}
        </Link>
      ) : (
        0
      ),
  },
  { key: 'billed', minor: true, header: 'Billed', align: 'right', cell: (l) => l.quantityBilled },
  { key: 'cancelled', minor: true, header: 'Canceled', align: 'right', cell: (l) => l.quantityCancelled },
  { key: 'toShip', header: 'To ship', align: 'right', cell: (l) => <strong>{l.quantityToShip}</strong> },
  { key: 'amount', role: 'amount', header: 'Amount', align: 'right', cell: (l) => money(l.amount) },
];

const INVOICE_COLUMNS: AdminColumn<AdminInvoiceSummary>[] = [
  {
    key: 'n',
    role: 'identity',
    header: 'Invoice',
    cell: (i) => <span className="font-medium">{i.tranId}</span>,
  },
  { key: 'date', minor: true, header: 'Date', cell: (i) => formatStoreDate(i.invoiceDate) },
  { key: 'due', header: 'Due', cell: (i) => formatStoreDate(i.dueDate) },
  { key: 'status', role: 'status', header: 'Status', cell: (i) => <StatusLabel status={i.status} /> },
  { key: 'total', header: 'Total', align: 'right', cell: (i) => money(i.total) },
  { key: 'dueAmount', role: 'amount', header: 'Amount due', align: 'right', cell: (i) => money(i.amountDue) },
];

/** The lots a fulfillment shipped, one line's after another (as the packing slip prints them). */
const fulfillmentLots = (f: AdminFulfillment): string =>
  f.lines
    .filter((l) => l.lots.length > 0)
    .map((l) => lotsNote(l.lots))
    .join('; ');

function Fulfillments({ orderId, fulfillments }: { orderId: number; fulfillments: AdminFulfillment[] }) {
  const deliver = useDeliverFulfillment(orderId);
  const [slipProblem, setSlipProblem] = useState<string | null>(null);
  const columns: AdminColumn<AdminFulfillment>[] = [
    {
      key: 'n',
      role: 'identity',
      header: 'Fulfillment',
      // The packing slip under the number: a column of its own would push the table past a laptop.
      cell: (f) => (
        <>
          <span className="block font-medium">{f.tranId}</span>
          <Button
            size="sm"
            variant="link"
            onClick={() => {
              setSlipProblem(null);
              downloadPackingSlip(f.id, f.tranId).catch((e: unknown) => setSlipProblem(errorMessage(e)));
            }}
            aria-label={`Packing slip of ${f.tranId} (PDF)`}
          >
            Packing slip
          </Button>
        </>
      ),
    },
    { key: 'carrier', minor: true, header: 'Carrier', cell: (f) => f.carrier },
    {
      key: 'tracking',
      header: 'Tracking',
      cell: (f) => (
        <a
          href={`/tracking/${encodeURIComponent(f.trackingNumber)}`}
          className="text-brand-700 hover:underline"
        >
          {f.trackingNumber}
        </a>
      ),
    },
    { key: 'shipped', minor: true, header: 'Shipped', cell: (f) => formatStoreDate(f.shippedAt) },
    {
      key: 'units',
      header: 'Units',
      align: 'right',
      cell: (f) => f.lines.reduce((sum, l) => sum + l.quantity, 0),
    },
    {
      key: 'lots',
      minor: true,
      wide: true,
      header: 'Lots',
      cell: (f) => fulfillmentLots(f) || '—',
    },
    { key: 'status', role: 'status', header: 'Status', cell: (f) => <StatusLabel status={f.status} /> },
    {
      key: 'delivered',
      header: 'Delivered',
      cell: (f) =>
        f.deliveredAt ? (
          formatStoreDate(f.deliveredAt)
        ) : (
          <Button
            size="sm"
            variant="outline"
            disabled={deliver.isPending}
            onClick={() => deliver.mutate(f.id)}
            aria-label={`Mark ${f.tranId} delivered`}
          >
            Mark delivered
          </Button>
        ),
    },
  ];
  return (
    <AdminPanel title="Fulfillments">
      <div className="space-y-3">
        <ErrorNotice error={deliver.error} />
        {slipProblem && <FormNotice tone="error">{slipProblem}</FormNotice>}
        <AdminTable
          caption="Fulfillments"
          columns={columns}
          rows={fulfillments}
          rowKey={(f) => f.id}
          empty="Nothing shipped yet."
          className="border-0 shadow-none"
        />
      </div>
    </AdminPanel>
  );
}

export function OrderPage({ id }: { id: number }) {
  const order = useAdminOrder(id);
  const o = order.data;
  return (
    <AdminPage
      title={o ? `Order ${o.tranId}` : 'Order'}
      area="orders"
      breadcrumbs={[{ label: 'Orders', to: '/admin/orders' }, { label: o?.tranId ?? `Order ${id}` }]}
      actions={
        o?.lines.some((l) => l.quantity - l.quantityCancelled - l.quantityFulfilled > 0) ? (
          <Link
            to={`/admin/orders/${o.id}/cancel`}
            className={buttonStyles({ variant: 'outline', size: 'sm' })}
          >
            Cancel lines
          </Link>
        ) : undefined
      }
      description={
        o ? (
          <span className="flex flex-wrap items-center gap-2">
            <StatusLabel status={o.status} /> Ordered {formatStoreDate(o.orderDate)} · {o.paymentType}
            {o.account.terms ? ` (${o.account.terms})` : ''}
          </span>
        ) : undefined
      }
    >
      <QueryView query={order} what="order" owner="the" loading="panel">
        {(details) => <OrderDetailsView o={details} />}
      </QueryView>
    </AdminPage>
  );
}

function OrderDetailsView({ o }: { o: AdminOrderDetails }) {
  const address = o.shipAddress;
  return (
    <>
      <dl className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <dt className="font-semibold text-slate-600">Account</dt>
          <dd>
            <Link
              to={`/admin/orders?accountId=${o.account.id}&accountName=${encodeURIComponent(o.account.name)}`}
              className="text-brand-700 hover:underline"
              title="This account's open orders"
            >
              {o.account.name}
            </Link>{' '}
            <span className="text-slate-500">({o.account.number})</span>
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">PO number</dt>
          <dd>{o.poNumber ?? '—'}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Ship to</dt>
          <dd>
            {address.addressee}, {address.line1}
            {address.line2 ? `, ${address.line2}` : ''}, {address.city}, {address.state} {address.zip}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-600">Shipping · Total</dt>
          <dd>
            {o.shippingMethod} · <strong>{money(o.total)}</strong>
          </dd>
        </div>
      </dl>
      <AdminTable caption="Lines" columns={LINE_COLUMNS} rows={o.lines} rowKey={(l) => l.id} />
      <div className="grid grid-cols-1 gap-6 2xl:grid-cols-2 [&>*]:min-w-0">
        <AdminPanel title="Ship">
          <ShipForm order={o} />
        </AdminPanel>
        <div className="min-w-0 space-y-6">
          <Fulfillments orderId={o.id} fulfillments={o.fulfillments} />
          <AdminPanel title="Invoices">
            <AdminTable
              caption="Invoices"
              columns={INVOICE_COLUMNS}
              rows={o.invoices}
              rowKey={(i) => i.id}
              empty={
                o.paymentType === 'terms'
                  ? 'No invoice yet: each shipment is invoiced as it ships, due by the account’s terms.'
                  : 'No invoice yet: each shipment is invoiced as it ships, paid by a capture on the card.'
              }
              className="border-0 shadow-none"
            />
          </AdminPanel>
        </div>
      </div>
    </>
  );
}

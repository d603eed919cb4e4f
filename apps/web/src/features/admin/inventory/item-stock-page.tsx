// /admin/inventory/:id: an item's stock, the backordered lines waiting for it (oldest order first,
// the order a receipt fills them), and "Receive stock" (quantity, note). Each submit carries an
// Idempotency-Key kept until it succeeds, so a double click receives once.
import type { AdminBackorderLine, ReceiveStockResponse } from '@medsupply/contract';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { formatStoreDate } from '@/lib/format';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, TextField } from '../components/form';
import { newIdempotencyKey } from '../lib/admin-api';
import { useAdminItem, useReceiveStock } from './api';

const textOf = (value: FormDataEntryValue | null): string => (typeof value === 'string' ? value.trim() : '');

const WAITING_COLUMNS: AdminColumn<AdminBackorderLine>[] = [
  {
    key: 'order',
    header: 'Order',
    cell: (b) => (
      <Link to={`/admin/orders/${b.salesOrderId}`} className="font-semibold text-brand-700 hover:underline">
        {b.tranId}
      </Link>
    ),
  },
  { key: 'date', header: 'Ordered', cell: (b) => formatStoreDate(b.orderDate) },
  {
    key: 'account',
    header: 'Account',
    cell: (b) => (
      <>
        {b.account.name} <span className="text-xs text-slate-500">({b.account.number})</span>
      </>
    ),
  },
  { key: 'qty', header: 'Backordered', align: 'right', cell: (b) => b.quantityBackordered },
];

function receiptSummary(receipt: ReceiveStockResponse): string {
  const filled = receipt.backordersFilled.map((f) => `${f.tranId} (${f.quantity})`).join(', ');
  return `Received ${receipt.quantityReceived}.${filled ? ` Filled backorders: ${filled}.` : ''} In stock now: ${receipt.quantityAvailable}.`;
}

function ReceiveStockForm({ itemId }: { itemId: number }) {
  const receive = useReceiveStock(itemId);
  const [key, setKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const quantity = Number(textOf(data.get('quantity')));
    setDone(null);
    if (!Number.isInteger(quantity) || quantity < 1) {
      setProblem('Enter the quantity received: a whole number, 1 or more.');
      return;
    }
    setProblem(null);
    const note = textOf(data.get('note'));
    receive.mutate(
      { body: { quantity, ...(note ? { note } : {}) }, idempotencyKey: key },
      {
        onSuccess: (receipt) => {
          setKey(newIdempotencyKey());
          setDone(receiptSummary(receipt));
          form.reset();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Receive stock" className="space-y-4">
      {done && <FormNotice tone="success">{done}</FormNotice>}
      {problem && <FormNotice tone="error">{problem}</FormNotice>}
      <ErrorNotice error={receive.error} />
      <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
        <TextField label="Quantity" name="quantity" type="number" inputMode="numeric" min={1} />
        <TextField
          label="Note"
          name="note"
          optional
          maxLength={200}
          placeholder="e.g. PO 4411 from the distributor"
        />
      </div>
      <Button type="submit" disabled={receive.isPending}>
        {receive.isPending ? 'Receiving…' : 'Receive stock'}
      </Button>
    </form>
  );
}

export function ItemStockPage({ id }: { id: number }) {
  const item = useAdminItem(id);
  const breadcrumbs = [
    { label: 'Inventory', to: '/admin/inventory' },
    { label: item.data?.itemName ?? `Item ${id}` },
  ];
  if (item.isPending || item.isError) {
    return (
      <AdminPage title="Item" area="inventory" breadcrumbs={breadcrumbs}>
        {item.isError ? <ErrorNotice error={item.error} /> : <Spinner label="Loading the item" />}
      </AdminPage>
    );
  }
  const i = item.data;
  return (
    <AdminPage
      title={i.itemName}
      area="inventory"
      breadcrumbs={breadcrumbs}
      description={`${i.displayName} · ${i.manufacturer} ${i.mpn}`}
    >
      <dl className="grid gap-4 sm:grid-cols-3">
        {[
          ['In stock', i.quantityAvailable],
          ['Backordered', i.quantityBackordered],
          ['Restock expected', i.restockExpectedOn ? formatStoreDate(i.restockExpectedOn) : '—'],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-navy-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2 [&>*]:min-w-0">
        <AdminPanel title="Receive stock">
          <ReceiveStockForm itemId={i.id} />
        </AdminPanel>
        <AdminPanel title="Waiting lines">
          <AdminTable
            caption="Backordered lines"
            columns={WAITING_COLUMNS}
            rows={i.backorders}
            rowKey={(b) => b.salesOrderLineId}
            empty="No lines wait for this item."
            className="border-0 shadow-none"
          />
        </AdminPanel>
      </div>
    </AdminPage>
  );
}

// /admin/inventory/:id: an item's stock, the backordered lines waiting for it (oldest order first,
// the order a receipt fills them), its lots (issue 34), and "Receive stock" (quantity, note; for an
// item that carries lots, one row per lot, the quantity their sum: ADR 0052). Each submit carries an
// Idempotency-Key kept until it succeeds, so a double click receives once.
import { ReceiveStockBody } from '@medsupply/contract';
import type {
  AdminBackorderLine,
  AdminInventoryItemDetails,
  AdminItemLot,
  ReceiveStockResponse,
} from '@medsupply/contract';
import { quantityProblem } from '@medsupply/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';

import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate } from '@/lib/format';

import { schemaResolver } from '@/lib/schema-resolver';

import { AdminPage } from '../components/admin-page';
import { AdminPanel, AdminTable } from '../components/admin-table';
import type { AdminColumn } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, TextField } from '../components/form';
import { ownWordsFirst } from '../lib/own-words';
import { useSubmissionKey } from '../lib/submission-key';
import { useAdminItem, useReceiveStock } from './api';
import { LotRows, emptyLotRow, lotRowProblems, lotRowsTotal, rowIsGood } from './receive-lots';
import type { LotRowDraft } from './receive-lots';
import { storeToday } from '@/lib/store-day';

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

const LOT_COLUMNS: AdminColumn<AdminItemLot>[] = [
  {
    key: 'lot',
    header: 'Lot',
    role: 'identity',
    nowrap: true,
    cell: (l) => <span className="font-medium">{l.lotNumber}</span>,
  },
  { key: 'expires', header: 'Expires', nowrap: true, cell: (l) => formatStoreDate(l.expiresOn) },
  { key: 'onHand', header: 'On hand', align: 'right', cell: (l) => l.quantityOnHand },
  {
    key: 'state',
    header: 'State',
    minor: true,
    cell: (l) =>
      l.saleStoppedAt
        ? 'Stopped (recall)'
        : l.expiresOn <= storeToday()
          ? 'Expired'
          : l.quantityQuarantined > 0
            ? `${l.quantityQuarantined} quarantined`
            : 'Ships',
  },
];

function receiptSummary(receipt: ReceiveStockResponse): string {
  const filled = receipt.backordersFilled.map((f) => `${f.tranId} (${f.quantity})`).join(', ');
  const lots = receipt.lots.map((l) => `${l.lotNumber} (${l.quantity})`).join(', ');
  return `Received ${receipt.quantityReceived}.${filled ? ` Filled backorders: ${filled}.` : ''} In stock now: ${receipt.quantityAvailable}.${lots ? ` Lots: ${lots}.` : ''}`;
}

interface ReceiveValues {
  /** Units received, for an item without lots (an item with lots adds its rows up). */
  quantity: string;
  note: string;
  lots: LotRowDraft[];
}

export const RECEIVE_MESSAGES = {
  lots: 'Check the lots: each needs a lot number, an expiry date after today and a quantity.',
  quantity: 'Enter the quantity received: a whole number, 1 or more.',
} as const;

const freshReceipt = (): ReceiveValues => ({ quantity: '', note: '', lots: [emptyLotRow()] });

function receiveBodyOf(values: ReceiveValues, carriesLots: boolean): ReceiveStockBody {
  const note = values.note.trim();
  const base = note ? { note } : {};
  if (!carriesLots) return { ...base, quantity: Number(values.quantity.trim() || Number.NaN) };
  return {
    ...base,
    quantity: lotRowsTotal(values.lots),
    lots: values.lots.map((row) => ({
      lotNumber: row.lotNumber.trim(),
      expiresOn: row.expiresOn,
      quantity: Number(row.quantity.trim()),
    })),
  };
}

/** What stops the receipt, said above the form (each field's own problem shows beside it). */
function receiveProblem(values: ReceiveValues, carriesLots: boolean): string | undefined {
  if (carriesLots) {
    const today = storeToday();
    return values.lots.every((row) => rowIsGood(lotRowProblems(row, values.lots, today)))
      ? undefined
      : RECEIVE_MESSAGES.lots;
  }
  return quantityProblem(values.quantity, 1) === undefined ? undefined : RECEIVE_MESSAGES.quantity;
}

function receiveResolver(carriesLots: boolean) {
  return ownWordsFirst(
    schemaResolver<ReceiveValues>(
      ReceiveStockBody,
      (values) => receiveBodyOf(values, carriesLots),
      (values) => ({ root: receiveProblem(values, carriesLots) }),
    ),
    (values) => ({
      root: receiveProblem(values, carriesLots),
      quantity: carriesLots ? undefined : quantityProblem(values.quantity, 1),
    }),
    ['lots', ...(carriesLots ? ['quantity'] : [])],
  );
}

function ReceiveStockForm({ itemId, carriesLots }: { itemId: number; carriesLots: boolean }) {
  const receive = useReceiveStock(itemId);
  const submission = useSubmissionKey();
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitted },
  } = useForm<ReceiveValues>({ defaultValues: freshReceipt(), resolver: receiveResolver(carriesLots) });
  const [quantity, lotRows] = useWatch({ control, name: ['quantity', 'lots'] });
  // service spec §5's words beside the box as soon as something is typed; an empty box once sent.
  const quantityShown = quantity.trim() !== '' || isSubmitted ? quantityProblem(quantity, 1) : undefined;

  const onSubmit = handleSubmit((values) => {
    setDone(null);
    const body = receiveBodyOf(values, carriesLots);
    receive.mutate(
      { body, idempotencyKey: submission.keyFor(body) },
      {
        onSuccess: (receipt) => {
          submission.settle();
          setDone(receiptSummary(receipt));
          reset(freshReceipt());
        },
      },
    );
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-label="Receive stock"
      className="space-y-4"
    >
      {done && <FormNotice tone="success">{done}</FormNotice>}
      {errors.root?.message && <FormNotice tone="error">{errors.root.message}</FormNotice>}
      <ErrorNotice error={receive.error} />
      {carriesLots && (
        <LotRows
          rows={lotRows}
          onChange={(rows) => setValue('lots', rows, { shouldValidate: isSubmitted })}
          showProblems={isSubmitted}
        />
      )}
      <div className={carriesLots ? '' : 'grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]'}>
        {!carriesLots && (
          <TextField
            label="Quantity"
            inputMode="numeric"
            autoComplete="off"
            error={quantityShown}
            {...register('quantity')}
          />
        )}
        <TextField
          label="Note"
          optional
          maxLength={200}
          placeholder="e.g. PO 4411 from the distributor"
          error={errors.note?.message}
          {...register('note')}
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
  const i = item.data;
  return (
    <AdminPage
      title={i?.itemName ?? 'Item'}
      area="inventory"
      breadcrumbs={[{ label: 'Inventory', to: '/admin/inventory' }, { label: i?.itemName ?? `Item ${id}` }]}
      description={i ? `${i.displayName} · ${i.manufacturer} ${i.mpn}` : undefined}
    >
      <QueryView query={item} what="item" owner="the" loading="panel">
        {(stock) => <ItemStock i={stock} />}
      </QueryView>
    </AdminPage>
  );
}

function ItemStock({ i }: { i: AdminInventoryItemDetails }) {
  return (
    <>
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
          {i.carriesLots && (
            <p className="mb-3 text-sm text-slate-600">
              This item carries lots: enter each lot on the delivery. The quantity received is their total.
            </p>
          )}
          <ReceiveStockForm itemId={i.id} carriesLots={i.carriesLots} />
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
      {i.carriesLots && (
        <AdminPanel title="Lots">
          <AdminTable
            caption="Lots of this item, first-expiring first"
            columns={LOT_COLUMNS}
            rows={i.lots}
            rowKey={(l) => l.id}
            empty="No lots are on hand."
            className="border-0 shadow-none"
          />
        </AdminPanel>
      )}
    </>
  );
}

// Allocations per account and period (issue 20 point 4, ADR 0031): the list with an inline change of
// the maximum, and the form that sets an account's allocation of an item for a period. Used by the
// allocations page and by an item's page (its own allocations).
import type { AdminAllocation } from '@medsupply/contract';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { Link } from 'react-router';

import { formatStoreDate } from '@/lib/format';
import { useQuantityField } from '@/lib/use-quantity-field';

import { AdminTable } from '../components/admin-table';
import type { AdminColumn, AdminTablePaging } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, TextField } from '../components/form';
import { useChangeAllocation, useSetAllocation } from './api';
import { formText } from './form-text';

function ChangeMax({ allocation }: { allocation: AdminAllocation }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeAllocation();
  // service spec §5's whole-number rule, 0 or more (issue 31 point 2).
  const maximum = useQuantityField({ min: 0, initial: String(allocation.maxQuantity) });
  if (!editing) {
    return (
      <span className="inline-flex items-center gap-2">
        <span className="tabular-nums">{allocation.maxQuantity}</span>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Change the allocation of ${allocation.account.name} for ${allocation.item.itemName}`}
          onClick={() => {
            maximum.reset(String(allocation.maxQuantity));
            setEditing(true);
          }}
        >
          Change
        </Button>
      </span>
    );
  }
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = maximum.quantity;
    if (maximum.check() !== undefined || value === undefined) return;
    change.mutate({ id: allocation.id, maxQuantity: value }, { onSuccess: () => setEditing(false) });
  }
  return (
    <form onSubmit={submit} className="flex flex-col items-end gap-2">
      <div className="flex items-end gap-2">
        <TextField
          label="New maximum"
          name="maxQuantity"
          required
          {...maximum.fieldProps}
          containerClassName="w-28 text-left"
          autoFocus
        />
        <Button type="submit" size="sm" disabled={change.isPending}>
          Save
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
      <ErrorNotice error={change.error} />
    </form>
  );
}

const periodLabel = (a: AdminAllocation) =>
  `${formatStoreDate(a.periodStart)} – ${formatStoreDate(a.periodEnd)}`;

export function AllocationsTable({
  rows,
  loading,
  error,
  paging,
  showItem = true,
}: {
  rows: readonly AdminAllocation[] | undefined;
  loading: boolean;
  error: unknown;
  paging?: AdminTablePaging | undefined;
  showItem?: boolean;
}) {
  const columns: AdminColumn<AdminAllocation>[] = [
    {
      key: 'account',
      role: 'identity',
      wide: true,
      header: 'Account',
      cell: (a) => (
        <span>
          <span className="font-semibold text-navy-900">{a.account.name}</span>
          <span className="block text-xs text-slate-600">{a.account.number}</span>
        </span>
      ),
    },
    ...(showItem
      ? [
          {
            key: 'item',
            wide: true,
            header: 'Item',
            cell: (a: AdminAllocation) => (
              <span>
                <Link
                  to={`/admin/catalogue/${a.item.id}`}
                  className="font-semibold text-brand-700 hover:underline"
                >
                  {a.item.itemName}
                </Link>
                <span className="block text-xs text-slate-600">{a.item.displayName}</span>
              </span>
            ),
          },
        ]
      : []),
    {
      key: 'period',
      header: 'Period',
      cell: (a) => periodLabel(a),
    },
    {
      key: 'used',
      header: 'Ordered',
      align: 'right',
      cell: (a) => <span className="tabular-nums">{a.usedQuantity}</span>,
    },
    {
      key: 'left',
      header: 'Left',
      align: 'right',
      cell: (a) => <span className="tabular-nums">{Math.max(0, a.maxQuantity - a.usedQuantity)}</span>,
    },
    { key: 'max', header: 'Maximum', align: 'right', cell: (a) => <ChangeMax allocation={a} /> },
  ];
  return (
    <AdminTable
      caption="Allocations"
      columns={columns}
      rows={rows}
      rowKey={(a) => a.id}
      loading={loading}
      error={error}
      empty="No allocation matches."
      paging={paging}
    />
  );
}

/** Sets an account's allocation for the period holding a day (today when left blank). */
export function SetAllocationForm({ itemId }: { itemId?: number }) {
  const set = useSetAllocation();
  const [saved, setSaved] = useState<AdminAllocation | null>(null);
  // service spec §5's whole-number rule, 0 or more (issue 31 point 2).
  const maximum = useQuantityField({ min: 0 });
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => formText(data, name).trim();
    setSaved(null);
    const maxQuantity = maximum.quantity;
    if (maximum.check() !== undefined || maxQuantity === undefined) return;
    set.mutate(
      {
        accountNumber: text('accountNumber'),
        ...(itemId === undefined ? { itemName: text('itemName') } : { itemId }),
        ...(text('day') ? { day: text('day') } : {}),
        maxQuantity,
      },
      {
        onSuccess: (allocation) => {
          setSaved(allocation);
          form.reset();
          maximum.reset();
        },
      },
    );
  }
  return (
    <form onSubmit={submit} aria-label="Set an allocation" className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <TextField label="Account number" name="accountNumber" required containerClassName="w-44" />
        {itemId === undefined ? (
          <TextField label="Item number" name="itemName" required containerClassName="w-44" />
        ) : null}
        <TextField
          label="Maximum (base units)"
          name="maxQuantity"
          required
          {...maximum.fieldProps}
          containerClassName="w-44"
        />
        <TextField label="Period holding" name="day" type="date" optional containerClassName="w-48" />
        <Button type="submit" disabled={set.isPending}>
          Set allocation
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        The period is the item&apos;s month or quarter holding the day (today when left blank). Buyers see
        what is left at once, and checkout stops at the maximum.
      </p>
      <ErrorNotice error={set.error} />
      {saved ? (
        <FormNotice tone="success">
          {saved.account.name} may buy {saved.maxQuantity} of {saved.item.itemName} from {periodLabel(saved)}.
        </FormNotice>
      ) : null}
    </form>
  );
}

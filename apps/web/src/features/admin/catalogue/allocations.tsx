// Allocations per account and period (issue 20 point 4, ADR 0031): the list with an inline change of
// the maximum, and the form that sets an account's allocation of an item for a period. Used by the
// allocations page and by an item's page (its own allocations).
import { ChangeAllocationBody, SetAllocationBody } from '@medsupply/contract';
import type { AdminAllocation } from '@medsupply/contract';
import { quantityProblem } from '@medsupply/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { Link } from 'react-router';

import { formatStoreDate } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';

import { AdminTable } from '../components/admin-table';
import type { AdminColumn, AdminTablePaging } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, TextField } from '../components/form';
import { useChangeAllocation, useSetAllocation } from './api';

/** The maximum as typed: a whole number 0 or more (service spec §5's words, issue 31 point 2). */
const maxQuantityOf = (text: string): number | string => {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/**
 * A resolver by the contract's schema, the domain's quantity rule giving the maximum's words
 * ('Decimals not allowed', 'Only numbers can be entered', 'Enter a quantity of 0 or more.').
 */
function withQuantityWords<T extends { maxQuantity: string }>(check: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await check(values, context, options);
    const problem = quantityProblem(values.maxQuantity, 0);
    if (problem === undefined) return result;
    const errors = { ...result.errors, maxQuantity: { type: 'validate', message: problem } };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}

interface ChangeMaxValues {
  maxQuantity: string;
}

const changeMaxResolver = withQuantityWords(
  schemaResolver<ChangeMaxValues>(ChangeAllocationBody, (values) => ({
    maxQuantity: maxQuantityOf(values.maxQuantity),
  })),
);

function ChangeMax({ allocation }: { allocation: AdminAllocation }) {
  const [editing, setEditing] = useState(false);
  const change = useChangeAllocation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ChangeMaxValues>({
    mode: 'onChange',
    defaultValues: { maxQuantity: String(allocation.maxQuantity) },
    resolver: changeMaxResolver,
  });
  if (!editing) {
    return (
      <span className="inline-flex items-center gap-2">
        <span className="tabular-nums">{allocation.maxQuantity}</span>
        <Button
          size="sm"
          variant="outline"
          aria-label={`Change the allocation of ${allocation.account.name} for ${allocation.item.itemName}`}
          onClick={() => {
            reset({ maxQuantity: String(allocation.maxQuantity) });
            setEditing(true);
          }}
        >
          Change
        </Button>
      </span>
    );
  }
  const submit = handleSubmit((values) => {
    change.mutate(
      { id: allocation.id, maxQuantity: Number(values.maxQuantity.trim()) },
      { onSuccess: () => setEditing(false) },
    );
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col items-end gap-2">
      <div className="flex items-end gap-2">
        <TextField
          label="New maximum"
          required
          inputMode="numeric"
          autoComplete="off"
          error={errors.maxQuantity?.message}
          {...register('maxQuantity')}
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
  onRetry,
  paging,
  showItem = true,
}: {
  /** Try again after a failed read. */
  onRetry?: () => void;
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
      what="allocations"
      onRetry={onRetry}
      empty="No allocation matches."
      paging={paging}
    />
  );
}

interface SetAllocationValues {
  accountNumber: string;
  itemName: string;
  maxQuantity: string;
  day: string;
}

const EMPTY_ALLOCATION: SetAllocationValues = { accountNumber: '', itemName: '', maxQuantity: '', day: '' };

function allocationBodyOf(values: SetAllocationValues, itemId: number | undefined) {
  const day = values.day.trim();
  return {
    accountNumber: values.accountNumber.trim(),
    ...(itemId === undefined ? { itemName: values.itemName.trim() } : { itemId }),
    ...(day ? { day } : {}),
    maxQuantity: maxQuantityOf(values.maxQuantity),
  };
}

/** Sets an account's allocation for the period holding a day (today when left blank). */
export function SetAllocationForm({ itemId }: { itemId?: number }) {
  const set = useSetAllocation();
  const [saved, setSaved] = useState<AdminAllocation | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SetAllocationValues>({
    mode: 'onChange',
    defaultValues: EMPTY_ALLOCATION,
    resolver: withQuantityWords(
      schemaResolver<SetAllocationValues>(SetAllocationBody, (values) => allocationBodyOf(values, itemId)),
    ),
  });
  const submit = handleSubmit((values) => {
    set.mutate(
      { ...allocationBodyOf(values, itemId), maxQuantity: Number(values.maxQuantity.trim()) },
      {
        onSuccess: (allocation) => {
          setSaved(allocation);
          reset(EMPTY_ALLOCATION);
        },
      },
    );
  });
  return (
    <form
      noValidate
      onSubmit={(event) => {
        setSaved(null);
        void submit(event);
      }}
      aria-label="Set an allocation"
      className="space-y-3"
    >
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Account number"
          required
          containerClassName="w-44"
          error={errors.accountNumber?.message}
          {...register('accountNumber')}
        />
        {itemId === undefined ? (
          <TextField
            label="Item number"
            required
            containerClassName="w-44"
            error={errors.itemName?.message}
            {...register('itemName')}
          />
        ) : null}
        <TextField
          label="Maximum (base units)"
          required
          inputMode="numeric"
          autoComplete="off"
          containerClassName="w-44"
          error={errors.maxQuantity?.message}
          {...register('maxQuantity')}
        />
        <TextField
          label="Period holding"
          type="date"
          optional
          containerClassName="w-48"
          error={errors.day?.message}
          {...register('day')}
        />
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

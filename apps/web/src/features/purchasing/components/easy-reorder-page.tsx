// Easy Reorder (/myaccount/menu/reorder; issue 21 point 1; storefront spec §9): what the account
// bought, one row per item and unit, over the last 15, 30, 60, 90 (default) or 180 days, from Order
// History (default) or Estimates, 100 a page, latest first. Each row shows when it was last ordered
// and how many; the buyer adds one row, the rows ticked, or every row of the window, each at the
// quantity and unit chosen on its row (the last order's by default).
import type { AddItemsLine, AddItemsResponse, EasyReorderLine, EasyReorderSource } from '@medsupply/contract';
import { dollarsToCents } from '@medsupply/domain';
import { RefreshCw, ShoppingCart } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SelectField } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { LoadFailed, LoadingBlock, loadFailedMessage } from '@/components/ui/query-view';
import { ItemThumbnail } from '@/components/ui/image';
import { AddOutcome } from '@/components/transaction/add-outcome';
import { formatStoreDate, formatUsd } from '@/lib/format';

import { useAddAllReorderLines, useAddItems } from '../api/add-items';
import { useReorder } from '../api/get-reorder';
import type { ReorderFilters } from '../api/keys';
import {
  DEFAULT_REORDER_SOURCE,
  DEFAULT_REORDER_WINDOW_DAYS,
  REORDER_SOURCES,
  REORDER_TEXTS,
  REORDER_WINDOW_DAYS,
  windowLabel,
} from '../constants';

import { QuantityInput, UnitSelect } from './line-controls';

export const firstReorderFilters: ReorderFilters = {
  days: DEFAULT_REORDER_WINDOW_DAYS,
  source: DEFAULT_REORDER_SOURCE,
  page: 1,
};

interface Choice {
  quantity: number;
  unit: number;
}

interface Outcome {
  asked: number;
  answer: AddItemsResponse;
}

/** 'Price of one unit': shown only when the API sent prices (isPriceVisible). */
function unitPrice(line: EasyReorderLine, unitId: number): string | null {
  if (line.price === undefined || line.price === null) return null;
  const unit = line.units.find((u) => u.id === unitId);
  if (!unit) return null;
  return `${formatUsd(Math.round(dollarsToCents(line.price) * unit.conversionRate))} per ${unit.unitName}`;
}

export function EasyReorderPage({ onCart }: { onCart: (answer: AddItemsResponse) => void }) {
  const [filters, setFilters] = useState<ReorderFilters>(firstReorderFilters);
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const reorder = useReorder(filters);
  const addItems = useAddItems();
  const addAll = useAddAllReorderLines();
  const rows = reorder.data?.results ?? [];
  const names = new Map(rows.map((row) => [row.itemId, row.displayName]));

  const choiceOf = (row: EasyReorderLine): Choice =>
    choices[row.key] ?? { quantity: row.lastOrderedQuantity, unit: row.unit };
  const choose = (row: EasyReorderLine, change: Partial<Choice>) =>
    setChoices((current) => ({ ...current, [row.key]: { ...choiceOf(row), ...change } }));
  const toggle = (key: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const refilter = (change: Partial<ReorderFilters>) => {
    setFilters((current) => ({ ...current, page: 1, ...change }));
    setSelected(new Set());
    setOutcome(null);
  };

  const done = (asked: number) => (answer: AddItemsResponse) => {
    setOutcome({ asked, answer });
    onCart(answer);
  };
  const add = (lines: AddItemsLine[]) => addItems.mutate(lines, { onSuccess: done(lines.length) });
  const lineOf = (row: EasyReorderLine): AddItemsLine => ({ itemId: row.itemId, ...choiceOf(row) });
  const busy = addItems.isPending || addAll.isPending;
  const failed = addItems.isError || addAll.isError;
  const selectedRows = rows.filter((row) => selected.has(row.key));
  const page = reorder.data;

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 sm:flex">
          <SelectField
            label="Ordered in"
            value={filters.days}
            onChange={(event) => refilter({ days: Number(event.target.value) })}
          >
            {REORDER_WINDOW_DAYS.map((days) => (
              <option key={days} value={days}>
                {windowLabel(days)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Source"
            value={filters.source}
            onChange={(event) => refilter({ source: event.target.value as EasyReorderSource })}
          >
            {REORDER_SOURCES.map((source) => (
              <option key={source} value={source}>
                {source}
              </option>
            ))}
          </SelectField>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={busy || selectedRows.length === 0}
            onClick={() => add(selectedRows.map(lineOf))}
          >
            Add selected ({selectedRows.length})
          </Button>
          <Button
            disabled={busy || rows.length === 0}
            onClick={() =>
              addAll.mutate(
                { days: filters.days, source: filters.source },
                { onSuccess: done(page?.total ?? rows.length) },
              )
            }
          >
            <ShoppingCart aria-hidden="true" />
            Add all to cart
          </Button>
        </div>
      </div>

      {failed ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {REORDER_TEXTS.addFailed}
        </p>
      ) : null}
      {outcome ? (
        <AddOutcome
          asked={outcome.asked}
          notAdded={outcome.answer.notAdded}
          nameOf={(id) => names.get(id) ?? `Item ${id}`}
        />
      ) : null}

      {reorder.isPending ? (
        <LoadingBlock label="Loading what you ordered" />
      ) : reorder.isError ? (
        <LoadFailed
          message={loadFailedMessage('order history', reorder.error)}
          onRetry={() => void reorder.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<RefreshCw />}
          title={filters.source === 'Estimates' ? REORDER_TEXTS.emptyEstimates : REORDER_TEXTS.empty}
          actions={
            REORDER_WINDOW_DAYS.at(-1) !== filters.days ? (
              <Button variant="outline" onClick={() => refilter({ days: 180 })}>
                Show the last 180 days
              </Button>
            ) : undefined
          }
        >
          Choose a longer window, or find items in the catalog.
        </EmptyState>
      ) : (
        <section aria-label="Items ordered" className="rounded-2xl border border-slate-200 bg-white">
          <ul className="divide-y divide-slate-100">
            {rows.map((row) => {
              const choice = choiceOf(row);
              const price = unitPrice(row, choice.unit);
              const lastUnit = row.units.find((u) => u.id === row.unit)?.unitName ?? '';
              return (
                <li
                  key={row.key}
                  className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-3 p-4 md:grid-cols-[auto_1fr_auto] md:items-center"
                >
                  <input
                    type="checkbox"
                    className="mt-1 size-4 accent-brand-700 md:mt-0"
                    aria-label={`Select ${row.displayName}`}
                    checked={selected.has(row.key)}
                    onChange={() => toggle(row.key)}
                  />
                  <div className="flex min-w-0 gap-3">
                    <ItemThumbnail
                      src={row.thumbnailImage}
                      size={56}
                      className="size-14 shrink-0 rounded-lg border border-slate-100 bg-white text-[0px]"
                    />
                    <div className="min-w-0 text-sm">
                      <Link
                        to={`/product/${row.urlComponent}`}
                        className="font-semibold [overflow-wrap:anywhere] text-navy-900 hover:text-brand-700 hover:underline"
                      >
                        {row.displayName}
                      </Link>
                      <p className="text-xs text-slate-500">
                        {row.itemName} · {row.manufacturer}
                      </p>
                      <p className="mt-1 text-slate-700">
                        Ordered on {formatStoreDate(row.lastOrderedDate)}: {row.lastOrderedQuantity}{' '}
                        {lastUnit} · {row.lastTranId}
                        {row.timesOrdered > 1 ? ` · ordered ${row.timesOrdered} times` : ''}
                      </p>
                      {!row.isAddableToCart ? (
                        <p className="mt-1 font-medium text-amber-800">Currently Unavailable</p>
                      ) : null}
                    </div>
                  </div>
                  <div className="col-start-2 grid grid-cols-[4.5rem_minmax(0,1fr)_auto] items-center gap-2 md:col-start-3 md:flex md:justify-end">
                    {price ? (
                      <span className="col-span-3 text-sm font-semibold text-navy-900 tabular-nums md:mr-1">
                        {price}
                      </span>
                    ) : null}
                    <QuantityInput
                      label={`Quantity of ${row.displayName}`}
                      value={choice.quantity}
                      onChange={(quantity) => choose(row, { quantity })}
                    />
                    <UnitSelect
                      label={`Unit of ${row.displayName}`}
                      units={row.units}
                      value={choice.unit}
                      onChange={(unit) => choose(row, { unit })}
                    />
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-9"
                      disabled={busy || !row.isAddableToCart}
                      aria-label={`Add ${row.displayName} to cart`}
                      onClick={() => add([lineOf(row)])}
                    >
                      <ShoppingCart aria-hidden="true" />
                      Add
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
          {page && page.pages > 1 ? (
            <Pager
              label="Easy Reorder pages"
              page={page.page}
              pages={page.pages}
              total={page.total}
              noun="items"
              onPage={(next) => setFilters((current) => ({ ...current, page: next }))}
            />
          ) : null}
        </section>
      )}
    </div>
  );
}

// /admin/catalogue/:id: an item's prices by price level, units, flags (restricted, inactive), Rx /
// controlled-substance level and allocation terms, and its allocations per account (issue 20 point 4,
// ADR 0031). Saving sends only what changed; the storefront shows it on its next request.
import type { AdminItemDetails, UpdateItemBody } from '@medsupply/contract';
import { dollarsToCents } from '@medsupply/domain';
import { useState } from 'react';
import type { SubmitEvent } from 'react';

import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate } from '@/lib/format';

import { AdminPage } from '../components/admin-page';

import { AdminPanel, AdminTable } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '../components/form';
import { useAdminItem, useAllocations, useUpdateItem } from './api';
import { AllocationsTable, SetAllocationForm } from './allocations';
import { ItemFlags } from './items-page';
import { formText } from './form-text';
import { storeToday } from '@/lib/store-day';

const toDollars = (price: number | null | undefined) => (price == null ? '' : price.toFixed(2));

function rxLabel(level: AdminItemDetails['options']['rxLevels'][number]): string {
  if (level.id === 0) return 'None (no license needed)';
  const kind = level.isControlledSubstance ? 'controlled substance' : 'prescription';
  return `${level.id} · ${level.name} (${kind}${level.sellable ? '' : ', not sold online'})`;
}

/** What changed between the item and the form, as the PATCH body. */
function changesOf(item: AdminItemDetails, data: FormData): UpdateItemBody | string {
  const body: UpdateItemBody = {};
  const prices: Array<{ priceLevelId: number; price: number | null }> = [];
  for (const level of item.prices) {
    const raw = formText(data, `price-${level.priceLevelId}`).trim().replace(/^\$/, '');
    const next = raw === '' ? null : Number(raw);
    if (next !== null && (!Number.isFinite(next) || next < 0))
      return `${level.priceLevel}: enter a price in dollars, like 12.50.`;
    if (
      (next === null ? null : dollarsToCents(next)) !==
      (level.price == null ? null : dollarsToCents(level.price))
    ) {
      prices.push({ priceLevelId: level.priceLevelId, price: next });
    }
  }
  if (prices.length > 0) body.prices = prices;
  const unitTypeId = Number(data.get('unitTypeId'));
  if (unitTypeId && unitTypeId !== item.unitTypeId) body.unitTypeId = unitTypeId;
  const defaultUnitId = Number(data.get('defaultUnitId'));
  if (defaultUnitId && defaultUnitId !== item.defaultUnitId) body.defaultUnitId = defaultUnitId;
  const restricted = data.get('restricted') === 'on';
  if (restricted !== item.restricted) body.restricted = restricted;
  const carriesLots = data.get('carriesLots') === 'on';
  if (carriesLots !== item.carriesLots) body.carriesLots = carriesLots;
  const inactive = data.get('inactive') === 'on';
  if (inactive !== item.inactive) body.inactive = inactive;
  const rxLevel = Number(data.get('rxLevel'));
  if (rxLevel !== item.rxLevel) body.rxLevel = rxLevel;
  const period = formText(data, 'allocationPeriod');
  const nextPeriod = period === 'month' || period === 'quarter' ? period : null;
  if (nextPeriod !== item.allocationPeriod) body.allocationPeriod = nextPeriod;
  const rawMax = formText(data, 'allocationDefaultMax').trim();
  const nextMax = rawMax === '' || nextPeriod === null ? null : Number(rawMax);
  if (nextMax !== item.allocationDefaultMax) body.allocationDefaultMax = nextMax;
  return body;
}

function ItemForm({ item }: { item: AdminItemDetails }) {
  const update = useUpdateItem(item.id);
  const [unitTypeId, setUnitTypeId] = useState(item.unitTypeId ?? 0);
  const [period, setPeriod] = useState(item.allocationPeriod ?? '');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const unitType = item.options.unitTypes.find((t) => t.id === unitTypeId);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = changesOf(item, new FormData(event.currentTarget));
    if (typeof body === 'string') {
      setNotice({ tone: 'error', text: body });
      return;
    }
    if (Object.keys(body).length === 0) {
      setNotice({ tone: 'error', text: 'Nothing has changed yet.' });
      return;
    }
    setNotice(null);
    update.mutate(body, {
      onSuccess: () => setNotice({ tone: 'success', text: 'Saved. The storefront shows the change now.' }),
    });
  }

  return (
    <form
      onSubmit={submit}
      aria-label={`Edit ${item.itemName}`}
      className="space-y-6"
      key={JSON.stringify(item)}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <AdminPanel title="Prices by price level">
          <p className="mb-3 text-sm text-slate-600">
            The price of one base unit. Leave a level blank to use the List Price there.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            {item.prices.map((level) => (
              <TextField
                key={level.priceLevelId}
                label={level.priceLevel}
                name={`price-${level.priceLevelId}`}
                inputMode="decimal"
                placeholder="—"
                defaultValue={toDollars(level.price)}
              />
            ))}
          </div>
        </AdminPanel>
        <AdminPanel title="Units, flags and levels">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label="Unit type"
              name="unitTypeId"
              value={unitTypeId || ''}
              onChange={(e) => setUnitTypeId(Number(e.target.value))}
            >
              {item.unitTypeId === null ? <option value="">None</option> : null}
              {item.options.unitTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Default unit"
              name="defaultUnitId"
              defaultValue={item.defaultUnitId ?? ''}
              key={`unit-${unitTypeId}`}
            >
              {(unitType?.units ?? []).map((u) => (
                <option key={u.id} value={u.id}>
                  {u.unitName}
                  {u.baseUnit ? ' (base unit)' : ` (${u.conversionRate} base units)`}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Rx / controlled-substance level"
              name="rxLevel"
              defaultValue={item.rxLevel}
              containerClassName="sm:col-span-2"
            >
              {item.options.rxLevels.map((level) => (
                <option key={level.id} value={level.id}>
                  {rxLabel(level)}
                </option>
              ))}
            </SelectField>
            <label className="flex items-start gap-2 text-sm text-navy-900">
              <input
                type="checkbox"
                name="restricted"
                defaultChecked={item.restricted}
                className="mt-0.5 size-4"
              />
              <span>
                <span className="font-semibold">Restricted</span>
                <span className="block text-slate-600">Buyers must phone to order it.</span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm text-navy-900">
              <input
                type="checkbox"
                name="carriesLots"
                defaultChecked={item.carriesLots}
                className="mt-0.5 size-4"
              />
              <span>
                <span className="font-semibold">Carries lots</span>
                <span className="block text-slate-600">
                  Stock is received with lot numbers and expiry dates and ships first-expiring-first.
                </span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm text-navy-900">
              <input
                type="checkbox"
                name="inactive"
                defaultChecked={item.inactive}
                className="mt-0.5 size-4"
              />
              <span>
                <span className="font-semibold">Inactive</span>
                <span className="block text-slate-600">Leaves listings and search; cannot be bought.</span>
              </span>
            </label>
            <SelectField
              label="Allocation period"
              name="allocationPeriod"
              value={period}
              onChange={(e) => setPeriod(e.target.value)}
            >
              <option value="">Not allocated</option>
              <option value="month">Per month</option>
              <option value="quarter">Per quarter</option>
            </SelectField>
            <TextField
              label="Default allocation"
              name="allocationDefaultMax"
              type="number"
              min={0}
              step={1}
              disabled={period === ''}
              hint="Base units per account and period, unless set per account below."
              defaultValue={item.allocationDefaultMax ?? ''}
            />
          </div>
        </AdminPanel>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
        <a
          href={`/product/${item.urlComponent}`}
          target="_blank"
          rel="noreferrer"
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          View on the storefront
        </a>
      </div>
      <ErrorNotice error={update.error} />
      {notice ? <FormNotice tone={notice.tone}>{notice.text}</FormNotice> : null}
    </form>
  );
}

/** The item's lots, first-expiring first (issue 34): what picking draws from, and what it never ships. */
function ItemLots({ item }: { item: AdminItemDetails }) {
  const today = storeToday();
  return (
    <AdminPanel title="Lots">
      <AdminTable
        caption={`Lots of ${item.itemName}`}
        rows={item.lots}
        rowKey={(lot) => lot.id}
        empty={
          item.carriesLots
            ? 'No lots yet: receive stock with its lot numbers and expiry dates on the inventory page.'
            : 'This item does not carry lots.'
        }
        columns={[
          { key: 'lot', header: 'Lot', cell: (lot) => lot.lotNumber },
          {
            key: 'expires',
            header: 'Expires',
            cell: (lot) => (
              <>
                {formatStoreDate(`${lot.expiresOn}T12:00:00Z`)}
                {lot.expiresOn <= today ? (
                  <span className="ml-2 font-semibold text-red-800">Expired</span>
                ) : null}
              </>
            ),
          },
          { key: 'onHand', header: 'On hand', align: 'right', cell: (lot) => lot.quantityOnHand },
          {
            key: 'quarantined',
            header: 'Quarantined',
            align: 'right',
            cell: (lot) => lot.quantityQuarantined,
          },
          {
            key: 'sale',
            header: 'Sale',
            cell: (lot) =>
              lot.saleStoppedAt ? (
                <span className="font-semibold text-red-800">
                  Stopped {formatStoreDate(lot.saleStoppedAt)}
                </span>
              ) : (
                'Selling'
              ),
          },
        ]}
      />
    </AdminPanel>
  );
}

function ItemAllocations({ item }: { item: AdminItemDetails }) {
  const allocations = useAllocations({ itemId: item.id, limit: 50 });
  return (
    <AdminPanel title="Allocations of this item">
      {item.allocationPeriod ? (
        <div className="space-y-4">
          <SetAllocationForm itemId={item.id} />
          <AllocationsTable
            rows={allocations.data?.results}
            loading={allocations.isPending}
            error={allocations.error}
            onRetry={() => void allocations.refetch()}
            showItem={false}
          />
        </div>
      ) : (
        <p className="text-sm text-slate-600">
          This item is not on allocation. Choose an allocation period above and save to limit what each
          account may buy.
        </p>
      )}
    </AdminPanel>
  );
}

export function CatalogueItemPage({ id }: { id: number }) {
  const item = useAdminItem(id);
  const title = item.data ? `${item.data.itemName} · ${item.data.displayName}` : 'Item';
  return (
    <AdminPage
      title={title}
      area="catalogue"
      breadcrumbs={[
        { label: 'Back office', to: '/admin' },
        { label: 'Catalog', to: '/admin/catalogue' },
        { label: item.data?.itemName ?? 'Item' },
      ]}
      description={
        item.data ? (
          <span className="flex flex-wrap items-center gap-3">
            <span>
              {item.data.manufacturer} · MPN {item.data.mpn} · {item.data.quantityAvailable} in stock
            </span>
            <ItemFlags item={item.data} />
          </span>
        ) : undefined
      }
    >
      <QueryView query={item} what="item" owner="the" loading="panel">
        {(data) => (
          <>
            <ItemForm item={data} />
            <ItemLots item={data} />
            <ItemAllocations item={data} />
          </>
        )}
      </QueryView>
    </AdminPage>
  );
}

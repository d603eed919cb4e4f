// /admin/catalogue/:id: an item's prices by price level, units, flags (restricted, inactive), Rx /
// controlled-substance level and allocation terms, and its allocations per account (issue 20 point 4,
// ADR 0031). Saving sends only what changed; the storefront shows it on its next request.
import { UpdateItemBody } from '@medsupply/contract';
import type { AdminItemDetails } from '@medsupply/contract';
import { dollarsToCents } from '@medsupply/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';

import { QueryView } from '@/components/ui/query-view';
import { formatStoreDate } from '@/lib/format';
import { schemaResolver } from '@/lib/schema-resolver';

import { AdminPage } from '../components/admin-page';

import { AdminPanel, AdminTable } from '../components/admin-table';
import { Button, ErrorNotice, FormNotice, SelectField, TextField } from '../components/form';
import { useAdminItem, useAllocations, useUpdateItem } from './api';
import { AllocationsTable, SetAllocationForm } from './allocations';
import { ItemFlags } from './items-page';
import { storeToday } from '@/lib/store-day';

const toDollars = (price: number | null | undefined) => (price == null ? '' : price.toFixed(2));

function rxLabel(level: AdminItemDetails['options']['rxLevels'][number]): string {
  if (level.id === 0) return 'None (no license needed)';
  const kind = level.isControlledSubstance ? 'controlled substance' : 'prescription';
  return `${level.id} · ${level.name} (${kind}${level.sellable ? '' : ', not sold online'})`;
}

interface ItemValues {
  /** A level's price in dollars as typed, by `level<id>` ('' uses the List Price there). */
  prices: Record<string, string>;
  unitTypeId: string;
  defaultUnitId: string;
  rxLevel: string;
  restricted: boolean;
  carriesLots: boolean;
  inactive: boolean;
  allocationPeriod: '' | 'month' | 'quarter';
  /** Absent while the field is disabled (no allocation period). */
  allocationDefaultMax?: string;
}

const priceField = (priceLevelId: number) => `level${priceLevelId}`;

function valuesOf(item: AdminItemDetails): ItemValues {
  return {
    prices: Object.fromEntries(
      item.prices.map((level) => [priceField(level.priceLevelId), toDollars(level.price)]),
    ),
    unitTypeId: item.unitTypeId === null ? '' : String(item.unitTypeId),
    defaultUnitId: item.defaultUnitId === null ? '' : String(item.defaultUnitId),
    rxLevel: String(item.rxLevel),
    restricted: item.restricted,
    carriesLots: item.carriesLots,
    inactive: item.inactive,
    allocationPeriod: item.allocationPeriod ?? '',
    allocationDefaultMax: item.allocationDefaultMax === null ? '' : String(item.allocationDefaultMax),
  };
}

/** A price as typed ('$12.50' is 12.5, blank is null); what is not a number stays NaN for the contract to name. */
function typedPrice(raw: string | undefined): number | null {
  const text = (raw ?? '').trim().replace(/^\$/, '');
  return text === '' ? null : Number(text);
}

const cents = (dollars: number | null | undefined) => (dollars == null ? null : dollarsToCents(dollars));

/** What changed between the item and the form, as the PATCH body. */
function changesOf(item: AdminItemDetails, values: ItemValues): UpdateItemBody {
  const body: UpdateItemBody = {};
  const prices = item.prices.flatMap((level) => {
    const price = typedPrice(values.prices[priceField(level.priceLevelId)]);
    const same = price !== null && Number.isNaN(price) ? false : cents(price) === cents(level.price);
    return same ? [] : [{ priceLevelId: level.priceLevelId, price }];
  });
  if (prices.length > 0) body.prices = prices;
  const unitTypeId = Number(values.unitTypeId);
  if (unitTypeId && unitTypeId !== item.unitTypeId) body.unitTypeId = unitTypeId;
  const defaultUnitId = Number(values.defaultUnitId);
  if (defaultUnitId && defaultUnitId !== item.defaultUnitId) body.defaultUnitId = defaultUnitId;
  if (values.restricted !== item.restricted) body.restricted = values.restricted;
  if (values.carriesLots !== item.carriesLots) body.carriesLots = values.carriesLots;
  if (values.inactive !== item.inactive) body.inactive = values.inactive;
  const rxLevel = Number(values.rxLevel);
  if (rxLevel !== item.rxLevel) body.rxLevel = rxLevel;
  const period = values.allocationPeriod === '' ? null : values.allocationPeriod;
  if (period !== item.allocationPeriod) body.allocationPeriod = period;
  const rawMax = (values.allocationDefaultMax ?? '').trim();
  const max = rawMax === '' || period === null ? null : Number(rawMax);
  if (max !== item.allocationDefaultMax) body.allocationDefaultMax = max;
  return body;
}

/**
 * The contract's UpdateItemBody on what changed, its words under the field they are about (a
 * price's under its level); nothing changed is said above the button, and nothing is sent.
 */
function itemResolver(item: AdminItemDetails): Resolver<ItemValues> {
  return async (values, context, options) => {
    const body = changesOf(item, values);
    if (Object.keys(body).length === 0)
      return { values: {}, errors: { root: { type: 'validate', message: 'Nothing has changed yet.' } } };
    const result = await schemaResolver<ItemValues>(UpdateItemBody, () => body)(values, context, options);
    // The schema names a price by its place in the body; the form, by its level.
    const errors: Record<string, unknown> = {};
    const prices: Record<string, FieldError> = {};
    for (const [name, error] of Object.entries(result.errors as Record<string, FieldError>)) {
      const place = /^prices\.(\d+)/.exec(name);
      const level = place ? body.prices?.[Number(place[1])] : undefined;
      if (level) prices[priceField(level.priceLevelId)] ??= error;
      else errors[name] = error;
    }
    if (Object.keys(prices).length > 0) errors['prices'] = prices;
    return Object.keys(errors).length === 0
      ? result
      : { values: {}, errors: errors as FieldErrors<ItemValues> };
  };
}

function ItemForm({ item }: { item: AdminItemDetails }) {
  const update = useUpdateItem(item.id);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    control,
    setValue,
    formState: { errors },
  } = useForm<ItemValues>({
    // values, not defaultValues: the item as read again after a save refills the form.
    values: valuesOf(item),
    resolver: itemResolver(item),
  });
  const [unitTypeId, period] = useWatch({ control, name: ['unitTypeId', 'allocationPeriod'] });
  const unitType = item.options.unitTypes.find((t) => String(t.id) === unitTypeId);
  const submit = handleSubmit((values) => {
    setSaved(false);
    update.mutate(changesOf(item, values), { onSuccess: () => setSaved(true) });
  });
  const unitTypeField = register('unitTypeId', {
    // Another unit type has other units: its first becomes the default until one is chosen.
    onChange: (event: { target: { value: string } }) => {
      const units = item.options.unitTypes.find((t) => String(t.id) === event.target.value)?.units ?? [];
      setValue('defaultUnitId', units[0] ? String(units[0].id) : '');
    },
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      aria-label={`Edit ${item.itemName}`}
      className="space-y-6"
      noValidate
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
                inputMode="decimal"
                placeholder="—"
                error={errors.prices?.[priceField(level.priceLevelId)]?.message}
                {...register(`prices.${priceField(level.priceLevelId)}`)}
              />
            ))}
          </div>
        </AdminPanel>
        <AdminPanel title="Units, flags and levels">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField label="Unit type" error={errors.unitTypeId?.message} {...unitTypeField}>
              {item.unitTypeId === null ? <option value="">None</option> : null}
              {item.options.unitTypes.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Default unit"
              error={errors.defaultUnitId?.message}
              {...register('defaultUnitId')}
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
              containerClassName="sm:col-span-2"
              error={errors.rxLevel?.message}
              {...register('rxLevel')}
            >
              {item.options.rxLevels.map((level) => (
                <option key={level.id} value={level.id}>
                  {rxLabel(level)}
                </option>
              ))}
            </SelectField>
            <label className="flex items-start gap-2 text-sm text-navy-900">
              <input type="checkbox" className="mt-0.5 size-4" {...register('restricted')} />
              <span>
                <span className="font-semibold">Restricted</span>
                <span className="block text-slate-600">Buyers must phone to order it.</span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm text-navy-900">
              <input type="checkbox" className="mt-0.5 size-4" {...register('carriesLots')} />
              <span>
                <span className="font-semibold">Carries lots</span>
                <span className="block text-slate-600">
                  Stock is received with lot numbers and expiry dates and ships first-expiring-first.
                </span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm text-navy-900">
              <input type="checkbox" className="mt-0.5 size-4" {...register('inactive')} />
              <span>
                <span className="font-semibold">Inactive</span>
                <span className="block text-slate-600">Leaves listings and search; cannot be bought.</span>
              </span>
            </label>
            <SelectField
              label="Allocation period"
              error={errors.allocationPeriod?.message}
              {...register('allocationPeriod')}
            >
              <option value="">Not allocated</option>
              <option value="month">Per month</option>
              <option value="quarter">Per quarter</option>
            </SelectField>
            <TextField
              label="Default allocation"
              type="number"
              min={0}
              step={1}
              disabled={period === ''}
              hint="Base units per account and period, unless set per account below."
              error={errors.allocationDefaultMax?.message}
              {...register('allocationDefaultMax')}
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
      {errors.root?.message ? <FormNotice tone="error">{errors.root.message}</FormNotice> : null}
      {saved ? <FormNotice tone="success">Saved. The storefront shows the change now.</FormNotice> : null}
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

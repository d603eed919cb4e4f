// The back office's catalogue (issue 20 point 4, ADR 0031): item search and edit (prices by price
// level, units, restricted, inactive, Rx / controlled-substance level, allocation terms) and
// allocations per account and period. Each change is one transaction with its audit row (before
// and after). The storefront follows without a restart: the listing tables and effective prices
// are kept by triggers on items and item_prices, whose change notices drop every process's kept
// facet counts (ADR 0013); product pages and the buy rule read the items table itself.
import type {
  AdminAllocation,
  AdminAllocationsPage,
  AdminAllocationsQuery,
  AdminItemDetails,
  AdminItemSummary,
  AdminItemsPage,
  AdminItemsQuery,
  ChangeAllocationBody,
  SetAllocationBody,
  UpdateItemBody,
} from '@medsupply/contract';
import { allocationPeriodOf, centsToDollars, dollarsToCents, isoDayIn } from '@medsupply/domain';
import type { Staff } from '../../core/actor.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pageOf } from './paging.ts';
import { audit } from './staff.service.ts';
import * as q from './catalogue.queries.ts';
import { lotsOfItem } from '../order-to-cash/lots.service.ts';

export const CATALOGUE_MESSAGES = {
  itemNotFound: 'Item not found.',
  lotsStillHeld: (units: number) =>
    `This item still holds ${units} units in lots: it keeps carrying lots until they are shipped or written off.`,
  allocationNotFound: 'Allocation not found.',
  accountNotFound: 'Account not found.',
  unknownPriceLevel: 'Unknown price level.',
  unknownUnitType: 'Unknown unit type.',
  unitNotOfType: "The default unit must be one of the item's unit type.",
  unknownRxLevel: 'Unknown Rx level.',
  notAllocated:
    'This item is not on allocation: give it an allocation period (month or quarter) on its page first.',
  belowUsed: (used: number) =>
    `The account has already ordered ${used} this period; the allocation cannot be below that.`,
  defaultMaxWithoutPeriod: 'Set an allocation period to give the item a default allocation.',
} as const;

function summaryOf(row: q.ItemRow): AdminItemSummary {
  return {
    id: row.id,
    itemName: row.item_name,
    displayName: row.display_name,
    manufacturer: row.manufacturer,
    mpn: row.mpn,
    parentId: row.parent_id,
    isMatrixParent: row.is_matrix_parent,
    inactive: row.inactive,
    restricted: row.restricted,
    carriesLots: row.carries_lots,
    rxLevel: row.rx_level,
    quantityAvailable: row.quantity_available,
    allocationPeriod: row.allocation_period,
  };
}

/** GET /api/admin/items. */
export async function searchItems(db: Db, query: AdminItemsQuery): Promise<AdminItemsPage> {
  const rows = await q.searchItems(
    db,
    { q: query.q, status: query.status },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return pageOf(rows, query, summaryOf);
}

/** What the audit row keeps of an item: the fields this page edits. */
function auditedItem(row: q.ItemRow, prices: q.PriceRow[]): Record<string, unknown> {
  return {
    inactive: row.inactive,
    restricted: row.restricted,
    carriesLots: row.carries_lots,
    rxLevel: row.rx_level,
    unitTypeId: row.unit_type_id,
    defaultUnitId: row.default_unit_id,
    allocationPeriod: row.allocation_period,
    allocationDefaultMax: row.allocation_default_max,
    prices: Object.fromEntries(
      prices.map((p) => [p.price_level, p.price_cents === null ? null : centsToDollars(p.price_cents)]),
    ),
  };
}

async function detailsOf(db: DbOrTx, row: q.ItemRow): Promise<AdminItemDetails> {
  const [prices, units, levels, lots] = await Promise.all([
    q.pricesOf(db, row.id),
    q.unitTypesWithUnits(db),
    q.rxLevels(db),
    lotsOfItem(db, row.id),
  ]);
  const unitTypes = new Map<number, AdminItemDetails['options']['unitTypes'][number]>();
  for (const u of units) {
    const type = unitTypes.get(u.unit_type_id) ?? { id: u.unit_type_id, name: u.unit_type, units: [] };
    type.units.push({
      id: u.id,
      unitName: u.unit_name,
      conversionRate: Number(u.conversion_rate),
      baseUnit: u.base_unit,
    });
    unitTypes.set(u.unit_type_id, type);
  }
  return {
    ...summaryOf(row),
    urlComponent: row.url_component,
    lots,
    prices: prices.map((p) => ({
      priceLevelId: p.price_level_id,
      priceLevel: p.price_level,
      price: p.price_cents === null ? null : centsToDollars(p.price_cents),
    })),
    unitTypeId: row.unit_type_id,
    defaultUnitId: row.default_unit_id,
    allocationDefaultMax: row.allocation_default_max,
    options: {
      unitTypes: [...unitTypes.values()],
      rxLevels: levels.map((l) => ({
        id: l.id,
        name: l.name,
        isControlledSubstance: l.is_controlled_substance,
        sellable: l.sellable,
      })),
    },
  };
}

/** GET /api/admin/items/:id. */
export async function itemDetails(db: Db, itemId: number): Promise<AdminItemDetails> {
  const row = await q.itemById(db, itemId);
  if (!row) throw refuse('ITEM_NOT_FOUND', CATALOGUE_MESSAGES.itemNotFound);
  return detailsOf(db, row);
}

/**
 * PATCH /api/admin/items/:id: under the item's row lock (as stock receipts and checkout take it),
 * so an edit and an order see each other whole.
 */
export async function updateItem(
  db: Db,
  staff: Staff,
  itemId: number,
  body: UpdateItemBody,
): Promise<AdminItemDetails> {
  return db.transaction(async (tx) => {
    const before = await q.itemById(tx, itemId, true);
    if (!before) throw refuse('ITEM_NOT_FOUND', CATALOGUE_MESSAGES.itemNotFound);
    const pricesBefore = await q.pricesOf(tx, itemId);

    if (body.prices) {
      const levels = new Set(pricesBefore.map((p) => p.price_level_id));
      for (const p of body.prices) {
        if (!levels.has(p.priceLevelId)) throw refuse('VALIDATION', CATALOGUE_MESSAGES.unknownPriceLevel);
      }
    }
    const unitTypeId = body.unitTypeId ?? before.unit_type_id;
    if (body.unitTypeId !== undefined || body.defaultUnitId !== undefined) {
      const units = await q.unitTypesWithUnits(tx);
      if (body.unitTypeId !== undefined && !units.some((u) => u.unit_type_id === body.unitTypeId))
        throw refuse('VALIDATION', CATALOGUE_MESSAGES.unknownUnitType);
      // A new unit type without a default unit named takes the type's base unit.
      const defaultUnitId =
        body.defaultUnitId ??
        (body.unitTypeId !== undefined && body.unitTypeId !== before.unit_type_id
          ? (units.find((u) => u.unit_type_id === unitTypeId && u.base_unit)?.id ??
            units.find((u) => u.unit_type_id === unitTypeId)?.id)
          : before.default_unit_id);
      if (
        defaultUnitId !== null &&
        defaultUnitId !== undefined &&
        !units.some((u) => u.id === defaultUnitId && u.unit_type_id === unitTypeId)
      )
        throw refuse('VALIDATION', CATALOGUE_MESSAGES.unitNotOfType);
      body = { ...body, ...(defaultUnitId != null ? { defaultUnitId } : {}) };
    }
    if (body.rxLevel !== undefined && !(await q.rxLevels(tx)).some((l) => l.id === body.rxLevel))
      throw refuse('VALIDATION', CATALOGUE_MESSAGES.unknownRxLevel);
    const period = body.allocationPeriod !== undefined ? body.allocationPeriod : before.allocation_period;
    if (period === null && body.allocationDefaultMax != null)
      throw refuse('VALIDATION', CATALOGUE_MESSAGES.defaultMaxWithoutPeriod);

    // Lots still on the shelf keep an item carrying lots: they would be lost to picking otherwise.
    if (body.carriesLots === false && before.carries_lots) {
      const held = (await lotsOfItem(tx, itemId)).reduce(
        (s, l) => s + l.quantityOnHand + l.quantityQuarantined,
        0,
      );
      if (held > 0) throw refuse('VALIDATION', CATALOGUE_MESSAGES.lotsStillHeld(held));
    }
    await q.updateItem(tx, itemId, {
      unitTypeId: body.unitTypeId,
      defaultUnitId: body.defaultUnitId,
      restricted: body.restricted,
      carriesLots: body.carriesLots,
      inactive: body.inactive,
      rxLevel: body.rxLevel,
      allocationPeriod: body.allocationPeriod,
      allocationDefaultMax: body.allocationDefaultMax,
    });
    for (const p of body.prices ?? []) {
      if (p.price === null) await q.clearPrice(tx, itemId, p.priceLevelId);
      else await q.setPrice(tx, itemId, p.priceLevelId, dollarsToCents(p.price));
    }

    const after = await q.itemById(tx, itemId);
    if (!after) throw new Error(`item ${itemId} vanished under its lock`);
    const pricesAfter = await q.pricesOf(tx, itemId);
    await audit(tx, staff, {
      action: 'item.update',
      entityType: 'item',
      entityId: itemId,
      before: auditedItem(before, pricesBefore),
      after: auditedItem(after, pricesAfter),
    });
    return detailsOf(tx, after);
  });
}

// ---------------------------------------------------------------------------------------------
// Allocations
// ---------------------------------------------------------------------------------------------

function allocationOf(row: q.AllocationRow): AdminAllocation {
  return {
    id: row.id,
    account: { id: row.account_id, name: row.account_name, number: row.account_number },
    item: { id: row.item_id, itemName: row.item_name, displayName: row.display_name },
    period: row.allocation_period,
    periodStart: row.period_start,
    periodEnd: row.period_end,
    maxQuantity: row.max_quantity,
    usedQuantity: row.used_quantity,
  };
}

const auditedAllocation = (row: q.AllocationRow) => ({
  accountId: row.account_id,
  itemId: row.item_id,
  periodStart: row.period_start,
  periodEnd: row.period_end,
  maxQuantity: row.max_quantity,
  usedQuantity: row.used_quantity,
});

/** GET /api/admin/allocations: newest periods first. */
export async function searchAllocations(db: Db, query: AdminAllocationsQuery): Promise<AdminAllocationsPage> {
  const rows = await q.searchAllocations(
    db,
    { accountId: query.accountId, itemId: query.itemId, day: query.day, q: query.q },
    query.limit,
    (query.page - 1) * query.limit,
  );
  return pageOf(rows, query, allocationOf);
}

/**
 * PUT /api/admin/allocations: the account's allocation of the item for the period (the item's
 * month or quarter, UTC as checkout counts it) that holds `day`, today by default. The storefront's
 * remaining allocation and checkout's limit read this row.
 */
export async function setAllocation(
  db: Db,
  staff: Staff,
  body: SetAllocationBody,
  now: Date,
): Promise<AdminAllocation> {
  return db.transaction(async (tx) => {
    const itemId = body.itemId ?? (body.itemName ? await q.itemIdByNumber(tx, body.itemName) : null);
    // The item's row lock: checkout takes items before allocations (order lifecycle "Placing" step 1, 2).
    const item = itemId === null ? null : await q.itemById(tx, itemId, true);
    if (!item) throw refuse('ITEM_NOT_FOUND', CATALOGUE_MESSAGES.itemNotFound);
    if (!item.allocation_period) throw refuse('VALIDATION', CATALOGUE_MESSAGES.notAllocated);
    const accountId = await q.accountIdOf(tx, body);
    if (accountId === null) throw refuse('ACCOUNT_NOT_FOUND', CATALOGUE_MESSAGES.accountNotFound);
    const day = body.day ?? isoDayIn(now);
    const period = allocationPeriodOf(item.allocation_period, day);
    const existing = await q.searchAllocations(tx, { accountId, itemId: item.id, day: period.start }, 1, 0);
    const before = existing[0] ?? null;
    const id = await q.upsertAllocation(tx, {
      accountId,
      itemId: item.id,
      start: period.start,
      end: period.end,
      maxQuantity: body.maxQuantity,
    });
    if (id === null) throw refuse('VALIDATION', CATALOGUE_MESSAGES.belowUsed(before?.used_quantity ?? 0));
    const after = await q.allocationById(tx, id);
    if (!after) throw new Error(`allocation ${id} vanished`);
    await audit(tx, staff, {
      action: before ? 'allocation.change' : 'allocation.set',
      entityType: 'allocation',
      entityId: id,
      before: before ? auditedAllocation(before) : null,
      after: auditedAllocation(after),
    });
    return allocationOf(after);
  });
}

/** PATCH /api/admin/allocations/:id: a new maximum, never below what orders already took. */
export async function changeAllocation(
  db: Db,
  staff: Staff,
  id: number,
  body: ChangeAllocationBody,
): Promise<AdminAllocation> {
  return db.transaction(async (tx) => {
    const before = await q.allocationById(tx, id);
    if (!before) throw refuse('NOT_FOUND', CATALOGUE_MESSAGES.allocationNotFound);
    if (!(await q.changeAllocationMax(tx, id, body.maxQuantity))) {
      const now = await q.allocationById(tx, id);
      throw refuse('VALIDATION', CATALOGUE_MESSAGES.belowUsed(now?.used_quantity ?? before.used_quantity));
    }
    const after = await q.allocationById(tx, id);
    if (!after) throw new Error(`allocation ${id} vanished`);
    await audit(tx, staff, {
      action: 'allocation.change',
      entityType: 'allocation',
      entityId: id,
      before: auditedAllocation(before),
      after: auditedAllocation(after),
    });
    return allocationOf(after);
  });
}

// Every amount of money in a response shape is marked with money() (money.ts), because the API
// removes exactly the marked fields for callers without isPriceVisible (service spec §6). This walks
// every schema the contract exports and finds numeric fields whose names speak of money: each must
// be marked, or be listed below with the reason it is not money. A new shape (orders, invoices,
// payments, statements) that spells an amount with z.number() fails here before any route serves it.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from './index.ts';
import { isMoneySchema } from './money.ts';

const MONEY_NAME = /price|total|amount|balance|tax|fee|cost|credit|shipping|discount|paid|due|charge/i;

/** Fields whose names sound like money but are not, as `Schema.path`. */
const NOT_MONEY = new Set([
  // A procurement system's price tolerance: a percentage, not dollars.
  'AdminProcurementSystem.priceTolerancePercent',
  'AdminProcurementSystems.systems.priceTolerancePercent',
  'ProcurementSystemResponse.system.priceTolerancePercent',
  'ProcurementSecretResponse.system.priceTolerancePercent',
  // Counts of results, lines and units.
  'PaginateItemsResponse.total',
  'FiltersResponse.total',
  'SuggestionsResponse.total',
  'ContactsPage.total',
  'Cart.totalItems',
  'Cart.totalQuantity',
  'AddItemListResponse.cart.totalItems',
  'AddItemListResponse.cart.totalQuantity',
  'ShellBuyer.cart.totalItems',
  'ShellBuyer.cart.totalQuantity',
  'StorefrontShellResponse.buyer.cart.totalItems',
  'StorefrontShellResponse.buyer.cart.totalQuantity',
  // Billing: the lists' result counts, and days (not dollars) an invoice is past due.
  'InvoicesResponse.total',
  'PaymentsResponse.total',
  'CreditMemosResponse.total',
  'InvoiceSummary.daysOverdue',
  'InvoicesResponse.results.daysOverdue',
  'InvoiceDetails.daysOverdue',
  'InvoiceDetailsResponse.invoice.daysOverdue',
  'SalesOrderPage.total',
  'StatementPage.total',
  'AddItemsResponse.cart.totalItems',
  'AddItemsResponse.cart.totalQuantity',
  'QuickOrderAddResponse.cart.totalItems',
  'QuickOrderAddResponse.cart.totalQuantity',
  'ConvertEstimateResponse.cart.totalItems',
  'ConvertEstimateResponse.cart.totalQuantity',
  'EasyReorderResponse.total',
  'OpenItemsResponse.total',
  'EstimatesResponse.total',
  // The back office's lists (issue 20): result counts.
  'AuditPage.total',
  'AdminOrdersPage.total',
  'AccessRequestsPage.total',
  'LicencesPage.total',
  'RegistrationsPage.total',
  'AdminItemsPage.total',
  'AdminInventoryPage.total',
  'AdminAllocationsPage.total',
  'AdminStaffPage.total',
  'AdminCustomersPage.total',
  'ControlledSubstancesPage.total',
  // Units of an invoice line already credited (returns), not dollars.
  'InvoiceLinesResponse.lines.credited',
  // Ids of a price level, not prices.
  'AdminItemPrice.priceLevelId',
  'AdminItemDetails.prices.priceLevelId',
  // Percentages, not amounts (the cart's own taxRate is marked with its totals, ADR 0007).
  'TaxRateResponse.taxRate',
  'ConvenienceFeeRateResponse.convenienceFeeRate',
  'CheckoutDataResponse.convenienceFeeRate',
]);

const isSchema = (value: unknown): value is z.core.$ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** `schema` and what its wrappers (optional, nullable, default, readonly) wrap, outermost first. */
function levels(schema: z.core.$ZodType): z.core.$ZodType[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return [schema, ...levels(def.innerType)];
    default:
      return [schema];
  }
}

/** True when `schema` or a level it wraps is marked as money. */
const marked = (schema: z.core.$ZodType): boolean => levels(schema).some(isMoneySchema);

/** True when `schema` (unwrapped) can hold a number. */
function holdsNumber(schema: z.core.$ZodType): boolean {
  const inner = levels(schema).at(-1) ?? schema;
  const def = (inner as z.core.$ZodTypes)._zod.def;
  if (def.type === 'number') return true;
  return def.type === 'union' && def.options.some(holdsNumber);
}

/** Unmarked money-named numeric fields in `schema`, as paths. */
function unmarked(schema: z.core.$ZodType, path: string, seen: Set<z.core.$ZodType>): string[] {
  if (marked(schema) || seen.has(schema)) return [];
  seen.add(schema);
  const inner = levels(schema).at(-1) ?? schema;
  const def = (inner as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'array':
      return unmarked(def.element, path, seen);
    case 'record':
      return unmarked(def.valueType, path, seen);
    case 'union':
      return def.options.flatMap((option) => unmarked(option, path, seen));
    case 'object':
      return Object.entries(def.shape).flatMap(([key, value]) => {
        const here = `${path}.${key}`;
        const own = MONEY_NAME.test(key) && holdsNumber(value) && !marked(value) ? [here] : [];
        return [...own, ...unmarked(value, here, new Set(seen))];
      });
    default:
      return [];
  }
}

describe('money fields of the contract', () => {
  it('marks every amount of money in every response shape', () => {
    const responses = Object.entries(contract).filter(
      ([name, value]) => isSchema(value) && !/(Request|Body|Query)$/.test(name),
    );
    expect(responses.length).toBeGreaterThan(40);
    const found = responses.flatMap(([name, value]) =>
      isSchema(value) ? unmarked(value, name, new Set()) : [],
    );
    expect(found.filter((path) => !NOT_MONEY.has(path))).toEqual([]);
  });

  it('keeps the mark through optional and nullable wrappers and derived schemas', () => {
    expect(isMoneySchema(contract.Money)).toBe(true);
    expect(isMoneySchema(contract.Money.describe('a price'))).toBe(true);
    expect(isMoneySchema(z.number())).toBe(false);
    const shape = contract.Cart.shape;
    expect(isMoneySchema(shape.subtotal.unwrap())).toBe(true);
    expect(isMoneySchema(shape.totalItems)).toBe(false);
  });
});

describe('amounts a request carries', () => {
  it('takes whole cents, allowing for binary noise', () => {
    expect(contract.isWholeCents(12.5)).toBe(true);
    expect(contract.isWholeCents(0.1 + 0.2)).toBe(true);
    expect(contract.isWholeCents(1.005)).toBe(false);
  });

  // Issue 26: 1e-308 passed "more than 0" and the whole-cents check, then was 0 cents.
  it('needs a positive amount to be a cent or more, never an amount that rounds to nothing', () => {
    for (const tiny of [1e-308, 5e-9, 0.001, 0, -0.01]) {
      const result = contract.PositiveAmount.safeParse(tiny);
      expect(result.success, String(tiny)).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain('Enter an amount of $0.01 or more.');
    }
    for (const fine of [0.01, 12.5, 0.1 + 0.2, 10_000_000]) {
      expect(contract.PositiveAmount.safeParse(fine).success, String(fine)).toBe(true);
    }
  });
});

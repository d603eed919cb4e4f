// Purchasing tools (issue 21; storefront spec §2.3 "Purchases", §9; service spec §7 "Account and
// transactions", §9): quick order (check and add pasted or uploaded rows), easy reorder (what the
// account bought, by item and unit, over a window), open items (ordered lines not yet fulfilled)
// and adding several lines to the cart at once. Money is decimal dollars, absent without
// isPriceVisible (money.ts).
import { z } from 'zod';
import {
  DEFAULT_REORDER_SOURCE,
  DEFAULT_REORDER_WINDOW_DAYS,
  QUICK_ORDER_MAX_LINES,
  REORDERS_PAGE_SIZE,
  REORDER_SOURCES,
  REORDER_WINDOW_DAYS,
} from '@medsupply/domain';
import { Cart, CartQuantity, LineItemFields } from './cart.ts';
import { GetItemListResponse, Id } from './catalog.ts';
import { Money } from './money.ts';
import { PaginateQuery, paginated } from './pagination.ts';

// ---------------------------------------------------------------------------------------------
// Adding several lines to the cart in one step (reorder, quick order, estimates)
// ---------------------------------------------------------------------------------------------

/** Why a line was not added (or was cut): the buy rule's reasons (core/buy-rule.ts) and quick order's. */
export const LINE_REASONS = [
  'unknown',
  'inactive',
  'restricted',
  'licence',
  'not-sellable',
  'variant-required',
  'invalid-unit',
  'no-allocation',
  'allocation-cut',
  'invalid-quantity',
] as const;
export type LineReason = (typeof LINE_REASONS)[number];

export const AddItemsLine = z.object({ itemId: Id, unit: Id, quantity: CartQuantity });
export type AddItemsLine = z.infer<typeof AddItemsLine>;

/** POST /api/cart/cart/addItems: lines of the reorder list (one, several or all), in one transaction. */
export const AddItemsRequest = z.object({
  lines: z
    .array(AddItemsLine)
    .min(1, 'at least one line')
    .max(QUICK_ORDER_MAX_LINES, `at most ${QUICK_ORDER_MAX_LINES} lines`),
});
export type AddItemsRequest = z.infer<typeof AddItemsRequest>;

/** A line the cart did not take as asked: refused (not added) or cut to the allocation left. */
export const LineOutcome = z.object({
  itemId: Id,
  unit: Id.nullable(),
  reason: z.enum(LINE_REASONS),
  message: z.string(),
  /** Quantity added (0 when refused). */
  quantityAdded: z.number().int(),
});
export type LineOutcome = z.infer<typeof LineOutcome>;

export const AddItemsResponse = z.object({
  cart: Cart,
  /** Lines added in full are not listed; the others are, with their reason. */
  notAdded: z.array(LineOutcome),
});
export type AddItemsResponse = z.infer<typeof AddItemsResponse>;

// ---------------------------------------------------------------------------------------------
// Quick order
// ---------------------------------------------------------------------------------------------

/** GET quickOrderProducts?search=: matches for a row being typed (item number, MPN or words). */
export const QuickOrderProductsQuery = z.object({
  search: z.string().max(200, 'search must be at most 200 characters').default(''),
});
export type QuickOrderProductsQuery = z.infer<typeof QuickOrderProductsQuery>;

/** Without a term: what the account ordered most in the last 180 days; with one, the item search's hits. */
export const QuickOrderProductsResponse = GetItemListResponse;
export type QuickOrderProductsResponse = z.infer<typeof QuickOrderProductsResponse>;

export const QuickOrderRowInput = z.object({
  code: z.string().trim().min(1, 'code must not be empty').max(100, 'code must be at most 100 characters'),
  quantity: CartQuantity,
  /** A unit name ('Box') or id; absent: the item's default unit. */
  unit: z.union([z.string().trim().max(60, 'unit must be at most 60 characters'), Id]).nullish(),
});
export type QuickOrderRowInput = z.infer<typeof QuickOrderRowInput>;

/**
 * POST quickOrder/check and quickOrder/addToCart: typed rows, or pasted text / an uploaded CSV's
 * content (parsed by the domain's parseQuickOrderText), not both.
 */
export const QuickOrderRequest = z
  .object({
    rows: z
      .array(QuickOrderRowInput)
      .max(QUICK_ORDER_MAX_LINES, `at most ${QUICK_ORDER_MAX_LINES} rows`)
      .optional(),
    text: z.string().max(200_000, 'text must be at most 200,000 characters').optional(),
  })
  .refine((v) => (v.rows === undefined) !== (v.text === undefined), {
    message: 'send either rows or text',
  });
export type QuickOrderRequest = z.infer<typeof QuickOrderRequest>;

export const QuickOrderLine = z.object({
  /** 1-based row (or line of the text). */
  line: z.number().int(),
  code: z.string(),
  /** Asked for; the quantity the cart would take is `quantity`. */
  requestedQuantity: z.number(),
  quantity: z.number().int(),
  /** True when the row can go to the cart (perhaps cut to the allocation: see reason). */
  valid: z.boolean(),
  reason: z.enum(LINE_REASONS).nullable(),
  message: z.string().nullable(),
  /** The item found, when one was. */
  item: z
    .object({
      id: Id,
      ...LineItemFields,
    })
    .omit({ itemId: true })
    .nullable(),
});
export type QuickOrderLine = z.infer<typeof QuickOrderLine>;

export const QuickOrderCheckResponse = z.object({
  lines: z.array(QuickOrderLine),
  /** Rows the text could not be read as (e.g. a quantity that is not a number). */
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
});
export type QuickOrderCheckResponse = z.infer<typeof QuickOrderCheckResponse>;

export const QuickOrderAddResponse = QuickOrderCheckResponse.extend({ cart: Cart });
export type QuickOrderAddResponse = z.infer<typeof QuickOrderAddResponse>;

// ---------------------------------------------------------------------------------------------
// Easy reorder
// ---------------------------------------------------------------------------------------------

export const EasyReorderSource = z.enum(REORDER_SOURCES);
export type EasyReorderSource = z.infer<typeof EasyReorderSource>;

const windowDays = z.coerce
  .number({ message: 'days must be a number' })
  .refine((d) => (REORDER_WINDOW_DAYS as readonly number[]).includes(d), {
    message: `days must be one of ${REORDER_WINDOW_DAYS.join(', ')}`,
  });

/** GET reorder/paginate: the window, the source, and 100 a page (service spec §9). */
export const EasyReorderQuery = PaginateQuery.extend({
  days: windowDays.default(DEFAULT_REORDER_WINDOW_DAYS),
  source: EasyReorderSource.default(DEFAULT_REORDER_SOURCE),
  limit: PaginateQuery.shape.limit.unwrap().default(REORDERS_PAGE_SIZE),
});
export type EasyReorderQuery = z.infer<typeof EasyReorderQuery>;

/** One item and unit the account bought in the window (storefront spec §2.6 latestPurchase). */
export const EasyReorderLine = z.object({
  /** `${itemId}-${unit}`: one row per item and unit. */
  key: z.string(),
  ...LineItemFields,
  /** The last order (or estimate) date with it, ISO 8601, shown MM/DD/YYYY ('Ordered on {date}'). */
  lastOrderedDate: z.string(),
  /** Quantity of that last order, in `unit`; `quantity` is the same, for the add's default. */
  lastOrderedQuantity: z.number().int(),
  /** The order (or estimate) the last purchase is on. */
  lastTranId: z.string(),
  timesOrdered: z.number().int(),
});
export type EasyReorderLine = z.infer<typeof EasyReorderLine>;

export const EasyReorderResponse = paginated(EasyReorderLine);
export type EasyReorderResponse = z.infer<typeof EasyReorderResponse>;

/** POST reorder/addToCart: every line of the window (its last quantities), in one transaction. */
export const EasyReorderAddAllRequest = z.object({
  days: windowDays.default(DEFAULT_REORDER_WINDOW_DAYS),
  source: EasyReorderSource.default(DEFAULT_REORDER_SOURCE),
});
export type EasyReorderAddAllRequest = z.infer<typeof EasyReorderAddAllRequest>;

// ---------------------------------------------------------------------------------------------
// Open items
// ---------------------------------------------------------------------------------------------

/** GET openitems/paginate: 10 a page (service spec §9 default page size). */
export const OpenItemsQuery = PaginateQuery;
export type OpenItemsQuery = z.infer<typeof OpenItemsQuery>;

/** An ordered line not yet fulfilled (storefront spec §2.2 openitems): by order, with its link. */
export const OpenItem = z.object({
  lineId: Id,
  salesOrderId: Id,
  tranId: z.string(),
  orderDate: z.string(),
  status: z.string(),
  itemId: Id,
  itemName: z.string(),
  displayName: z.string(),
  urlComponent: z.string(),
  unit: Id,
  unitName: z.string(),
  quantity: z.number().int(),
  quantityFulfilled: z.number().int(),
  /** Ordered − cancelled − fulfilled. */
  quantityOpen: z.number().int(),
  quantityBackordered: z.number().int(),
  /** When stock for the backorder is expected (ISO date); null when not known or not backordered. */
  expectedDate: z.string().nullable(),
  /** Price of one of the line's unit, as ordered. */
  rate: Money.optional(),
  /** rate × open quantity. */
  amountOpen: Money.optional(),
});
export type OpenItem = z.infer<typeof OpenItem>;

export const OpenItemsResponse = paginated(OpenItem);
export type OpenItemsResponse = z.infer<typeof OpenItemsResponse>;

// Estimates and quotes (issue 21 point 3; storefront spec §2.2 estimates, estimatedetails, quotes;
// service spec §7 generic paginate, 10 a page): the account's list and details with status and
// expiry; the buyer's cart saved as an estimate (open for ESTIMATE_VALID_DAYS, at today's prices)
// or sent as a quote request (the store prices it); an open, unexpired one converted into the cart
// at its own prices, once (ADR 0026). Another account's id is not found.
import {
  pageCount,
  type ConvertEstimateResponse,
  type CreateEstimateRequest,
  type EstimateDetails,
  type EstimateStatus,
  type EstimateSummary,
  type EstimatesQuery,
  type EstimatesResponse,
} from '@medsupply/contract';
import { addCalendarDays, centsToDollars, isoDayIn, linePriceCents } from '@medsupply/domain';
import type { Buyer } from '../../core/actor.ts';
import { lineItemFields, lineItems, type LineItem } from '../../core/line-item.ts';
import { refuse } from '../../core/refusals.ts';
import type { Db } from '../../db/client.ts';
import { addLinesToCart, cartLineItems, lineOutcome } from '../cart/cart.service.ts';
import * as q from './estimates.queries.ts';

/** Days an estimate saved from the cart stays open. */
export const ESTIMATE_VALID_DAYS = 30;

export const ESTIMATE_MESSAGES = {
  estimateNotFound: 'Estimate not found',
  quoteNotFound: 'Quote not found',
  notConvertible: 'Only an open estimate that has not expired can be added to the cart.',
  cartEmpty: 'Your cart is currently empty.',
} as const;

export type EstimateKind = q.EstimateKind;

const notFound = (kind: EstimateKind | null) =>
  refuse(
    'NOT_FOUND',
    kind === 'quote' ? ESTIMATE_MESSAGES.quoteNotFound : ESTIMATE_MESSAGES.estimateNotFound,
  );

function statusOf(row: q.EstimateRow, today: string): EstimateStatus {
  if (row.status === 'Open' && row.expires_on !== null && row.expires_on < today) return 'Expired';
  const known: readonly string[] = ['Open', 'Requested', 'Expired', 'Converted', 'Closed'];
  return known.includes(row.status) ? (row.status as EstimateStatus) : 'Closed';
}

function summary(row: q.EstimateRow, today: string): EstimateSummary {
  const status = statusOf(row, today);
  return {
    id: row.id,
    tranId: row.tran_id,
    kind: row.kind,
    status,
    title: row.title,
    tranDate: new Date(row.tran_date).toISOString(),
    expiresOn: row.expires_on,
    canConvert: status === 'Open' && row.line_count > 0,
    lineCount: row.line_count,
    subtotal: centsToDollars(row.subtotal_cents),
    total: centsToDollars(row.total_cents),
  };
}

/** GET estimates/paginate, quotes/paginate: newest first, 10 a page, optionally by status. */
export async function listEstimates(
  db: Db,
  buyer: Buyer,
  kind: EstimateKind,
  query: EstimatesQuery,
  now: Date,
): Promise<EstimatesResponse> {
  const today = isoDayIn(now);
  const filter = { accountId: buyer.account.id, kind, status: query.status, today };
  const [rows, total] = await Promise.all([
    q.estimatePage(db, { ...filter, limit: query.limit, offset: (query.page - 1) * query.limit }),
    q.countEstimates(db, filter),
  ]);
  return {
    limit: query.limit,
    page: query.page,
    pages: pageCount(total, query.limit),
    total,
    results: rows.map((row) => summary(row, today)),
  };
}

/** GET estimates/{id}, quotes/{id}: with its lines at its own prices. */
export async function estimateDetails(
  db: Db,
  buyer: Buyer,
  kind: EstimateKind,
  id: number,
  now: Date,
): Promise<EstimateDetails> {
  const row = await q.estimateOf(db, buyer.account.id, id, kind);
  if (!row) throw notFound(kind);
  const lines = await lineItems(db, buyer, q.estimateLineSource(row.id));
  return {
    ...summary(row, isoDayIn(now)),
    memo: row.memo,
    shipping: centsToDollars(row.shipping_cents),
    tax: centsToDollars(row.tax_cents),
    lines: lines.map((line) => ({ id: line.lineId, ...lineItemFields(line), rxLevelId: line.rxLevel })),
  };
}

/** Price of one of the line's unit: today's price × the unit's rate (service spec §9). */
function unitPriceCents(line: LineItem): number | null {
  const rate = line.units.find((u) => u.id === line.unitId)?.conversionRate;
  if (line.priceCents === null || rate === undefined) return null;
  return line.lineCents !== null && line.quantity > 0 && line.lineCents % line.quantity === 0
    ? line.lineCents / line.quantity
    : linePriceCents(line.priceCents, rate, 1);
}

/**
 * estimates/create: the cart's buyable lines become an open estimate at today's prices, valid for
 * ESTIMATE_VALID_DAYS; quotes/create: a quote request ('Requested') the store will price. The cart
 * stays as it is.
 */
export async function createEstimate(
  db: Db,
  buyer: Buyer,
  kind: EstimateKind,
  input: CreateEstimateRequest,
  now: Date,
): Promise<EstimateDetails> {
  const cartLines = await cartLineItems(db, buyer);
  const lines = cartLines.flatMap((line) => {
    const price = unitPriceCents(line);
    return line.isAddableToCart && price !== null
      ? [{ itemId: line.itemId, unitId: line.unitId, quantity: line.quantity, unitPriceCents: price }]
      : [];
  });
  if (lines.length === 0) throw refuse('CART_EMPTY', ESTIMATE_MESSAGES.cartEmpty);
  const id = await db.transaction((tx) =>
    q.insertEstimate(tx, {
      kind,
      accountId: buyer.account.id,
      userId: buyer.user.id,
      status: kind === 'estimate' ? 'Open' : 'Requested',
      title: input.title ?? null,
      memo: input.memo ?? null,
      expiresOn: kind === 'estimate' ? addCalendarDays(isoDayIn(now), ESTIMATE_VALID_DAYS) : null,
      subtotalCents: lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0),
      // Tax is the ship-to's, known at checkout; an estimate shows goods only.
      taxCents: 0,
      lines,
    }),
  );
  return estimateDetails(db, buyer, kind, id, now);
}

/**
 * estimates/convertToCart {id}: an open, unexpired estimate (or priced quote) of the account goes
 * into the cart at its prices, each line under the buy rule and the allocation, in one transaction
 * with its claim: it converts once, even when asked twice at the same moment.
 */
export async function convertToCart(
  db: Db,
  buyer: Buyer,
  id: number,
  now: Date,
): Promise<ConvertEstimateResponse> {
  const row = await q.estimateOf(db, buyer.account.id, id, null);
  if (!row) throw notFound(null);
  const today = isoDayIn(now);
  const lines = await q.estimateLines(db, row.id);
  const { cart, shortfalls } = await addLinesToCart(
    db,
    buyer,
    lines.map((l) => ({
      itemId: l.item_id,
      unitId: l.unit_id,
      quantity: l.quantity,
      estimate: { id: row.id, unitPriceCents: l.unit_price_cents },
    })),
    now,
    async (tx) => {
      const claimed = await q.claimForCart(tx, {
        id: row.id,
        accountId: buyer.account.id,
        userId: buyer.user.id,
        today,
      });
      if (claimed === null || lines.length === 0) {
        throw refuse('ESTIMATE_NOT_CONVERTIBLE', ESTIMATE_MESSAGES.notConvertible);
      }
    },
  );
  const after = await q.estimateOf(db, buyer.account.id, row.id, null);
  return { cart, estimate: summary(after ?? row, today), notAdded: shortfalls.map(lineOutcome) };
}

// Estimates and quotes (issue 21 point 3; storefront spec §2.2 estimates, estimatedetails, quotes;
// service spec §7 generic paginate, 10 a page): lists and details with status and expiry, the
// buyer's cart saved as an estimate or sent as a quote request, and an open, unexpired estimate
// (or priced quote) converted into the cart at its prices. Money is absent without isPriceVisible.
import { z } from 'zod';
import { Cart, LineItemFields } from './cart.ts';
import { Id } from './catalog.ts';
import { Money } from './money.ts';
import { PaginateQuery, paginated } from './pagination.ts';
import { LineOutcome } from './purchasing.ts';

/**
 * Statuses as stored ('Open', 'Requested' for a quote the store has not priced yet, 'Converted',
 * 'Closed'); an open one past its expiry date is answered as 'Expired'.
 */
export const ESTIMATE_STATUSES = ['Open', 'Requested', 'Expired', 'Converted', 'Closed'] as const;
export const EstimateStatus = z.enum(ESTIMATE_STATUSES);
export type EstimateStatus = z.infer<typeof EstimateStatus>;

export const EstimatesQuery = PaginateQuery.extend({
  status: EstimateStatus.optional(),
});
export type EstimatesQuery = z.infer<typeof EstimatesQuery>;

export const EstimateSummary = z.object({
  id: Id,
  tranId: z.string(),
  kind: z.enum(['estimate', 'quote']),
  status: EstimateStatus,
  title: z.string().nullable(),
  /** ISO 8601. */
  tranDate: z.string(),
  /** YYYY-MM-DD; null: does not expire. */
  expiresOn: z.string().nullable(),
  /** Open, unexpired and priced: it can go into the cart. */
  canConvert: z.boolean(),
  lineCount: z.number().int(),
  subtotal: Money.optional(),
  total: Money.optional(),
});
export type EstimateSummary = z.infer<typeof EstimateSummary>;

export const EstimatesResponse = paginated(EstimateSummary);
export type EstimatesResponse = z.infer<typeof EstimatesResponse>;

/** An estimate line: the item as it is today, with the estimate's own price of one base unit. */
export const EstimateLine = z.object({ id: Id, ...LineItemFields });
export type EstimateLine = z.infer<typeof EstimateLine>;

export const EstimateDetails = EstimateSummary.extend({
  memo: z.string().nullable(),
  lines: z.array(EstimateLine),
  shipping: Money.optional(),
  tax: Money.optional(),
});
export type EstimateDetails = z.infer<typeof EstimateDetails>;

/** GET /api/myaccount/estimates/{id} and /api/myaccount/quotes/{id}. */
export const EstimateIdParams = z.object({
  id: z.coerce
    .number({ message: 'id must be a number' })
    .int('id must be a whole number')
    .min(1, 'id must be a positive number')
    .max(2_147_483_647, 'id is too large'),
});
export type EstimateIdParams = z.infer<typeof EstimateIdParams>;

/** POST estimates/create (save the cart as an estimate) and quotes/create (ask for a quote). */
export const CreateEstimateRequest = z.object({
  title: z.string().trim().max(100, 'title must be at most 100 characters').optional(),
  memo: z.string().trim().max(2000, 'memo must be at most 2,000 characters').optional(),
});
export type CreateEstimateRequest = z.infer<typeof CreateEstimateRequest>;

/** POST estimates/convertToCart {id}. */
export const ConvertEstimateRequest = z.object({ id: Id });
export type ConvertEstimateRequest = z.infer<typeof ConvertEstimateRequest>;

export const ConvertEstimateResponse = z.object({
  cart: Cart,
  estimate: EstimateSummary,
  notAdded: z.array(LineOutcome),
});
export type ConvertEstimateResponse = z.infer<typeof ConvertEstimateResponse>;

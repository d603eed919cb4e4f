// Returns of delivered goods (issue 34 point 3, docs/decisions/0051-returns.md): what a line may
// still send back, what a return may credit, the reasons a buyer gives, and how a return moves from
// requested to credited. Pure rules; the returns module applies them in its transactions.
import { assertCents, sumCents } from './money.ts';

export const RETURN_REASONS = ['recall', 'damaged', 'wrongItem', 'expired', 'notNeeded'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** What a person reads for a reason. */
export const RETURN_REASON_LABELS: Readonly<Record<ReturnReason, string>> = {
  recall: 'Recalled product',
  damaged: 'Arrived damaged',
  wrongItem: 'Wrong item shipped',
  expired: 'Expired or short-dated',
  notNeeded: 'No longer needed',
};

export const RETURN_STATUSES = [
  'requested',
  'authorized',
  'received',
  'credited',
  'refused',
  'cancelled',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const RETURN_STATUS_LABELS: Readonly<Record<ReturnStatus, string>> = {
  requested: 'Requested',
  authorized: 'Authorized',
  received: 'Received',
  credited: 'Credited',
  refused: 'Refused',
  cancelled: 'Canceled',
};

export const RETURN_DISPOSITIONS = ['stock', 'quarantine', 'destroyed'] as const;
export type ReturnDisposition = (typeof RETURN_DISPOSITIONS)[number];

export const RETURN_DISPOSITION_LABELS: Readonly<Record<ReturnDisposition, string>> = {
  stock: 'Back to stock',
  quarantine: 'Quarantine',
  destroyed: 'Destroyed',
};

/** How the store takes back controlled substances (store setting `returns.controlledSubstances`). */
export const CONTROLLED_RETURN_RULES = ['refused', 'handledApart'] as const;
export type ControlledReturnRule = (typeof CONTROLLED_RETURN_RULES)[number];
export const CONTROLLED_RETURNS_SETTING = 'returns.controlledSubstances';
/** Until staff say otherwise, controlled substances are not taken back through the store. */
export const DEFAULT_CONTROLLED_RETURN_RULE: ControlledReturnRule = 'refused';
export const isControlledReturnRule = (value: unknown): value is ControlledReturnRule =>
  typeof value === 'string' && (CONTROLLED_RETURN_RULES as readonly string[]).includes(value);

/** A return's note, a staff note, and its photos (PNG or JPEG, each up to 5 MB, at most 3). */
export const RETURN_NOTE_MAX = 1000;
export const RETURN_PHOTOS_MAX = 3;
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** A return that still holds units against its order lines (refused and cancelled ones do not). */
export const holdsUnits = (status: ReturnStatus): boolean => status !== 'refused' && status !== 'cancelled';

const NEXT: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['authorized', 'refused', 'cancelled'],
  authorized: ['received', 'refused', 'cancelled'],
  received: ['credited'],
  credited: [],
  refused: [],
  cancelled: [],
};

/** Whether a return in `from` may move to `to`. */
export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean => NEXT[from].includes(to);

/** The statuses a return may be in for a move to `to` (the conditional UPDATE's WHERE). */
export const returnStatusesBefore = (to: ReturnStatus): ReturnStatus[] =>
  RETURN_STATUSES.filter((from) => canMoveReturn(from, to));

/**
 * Units of an order line a buyer may still return: what was delivered, less what returns that
 * still hold units already ask for (a refused or cancelled return gives its units back).
 */
export function returnableQuantity(
  delivered: number,
  returns: ReadonlyArray<{ status: ReturnStatus; quantity: number }>,
): number {
  const held = returns.reduce((sum, r) => sum + (holdsUnits(r.status) ? r.quantity : 0), 0);
  return Math.max(0, delivered - held);
}

/** What an invoice line still allows to be credited: its units less those memos already credit. */
export interface InvoicedUnits {
  invoiceLineId: number;
  unitPriceCents: number;
  /** Units the line invoiced, less the units credit memos already credit. */
  creditableQuantity: number;
}

export interface CreditPart {
  invoiceLineId: number;
  quantity: number;
  unitPriceCents: number;
}

export type ReturnCredit =
  { ok: true; parts: CreditPart[]; creditCents: number } | { ok: false; creditable: number };

/**
 * The credit for `quantity` returned units of an order line, taken from the invoice lines that
 * billed it, oldest first, at each line's unit price: never more units than were invoiced and not
 * yet credited, so never more money than was invoiced for them.
 */
export function creditForReturnedUnits(quantity: number, invoiced: readonly InvoicedUnits[]): ReturnCredit {
  if (!Number.isSafeInteger(quantity) || quantity < 0) {
    throw new RangeError(`quantity must be a whole number of 0 or more, got ${quantity}`);
  }
  const creditable = invoiced.reduce((sum, l) => sum + Math.max(0, l.creditableQuantity), 0);
  if (quantity > creditable) return { ok: false, creditable };
  const parts: CreditPart[] = [];
  let left = quantity;
  for (const line of invoiced) {
    if (left === 0) break;
    assertCents(line.unitPriceCents, 'unitPriceCents');
    const take = Math.min(left, Math.max(0, line.creditableQuantity));
    if (take === 0) continue;
    parts.push({ invoiceLineId: line.invoiceLineId, quantity: take, unitPriceCents: line.unitPriceCents });
    left -= take;
  }
  const creditCents = sumCents(parts.map((p) => p.quantity * p.unitPriceCents));
  return { ok: true, parts, creditCents };
}

/** The return's number from its id (RT-100001), and the RMA number staff give it (RMA-100001). */
export const returnNumberOf = (id: number): string => `RT-${100000 + id}`;
export const rmaNumberOf = (id: number): string => `RMA-${100000 + id}`;

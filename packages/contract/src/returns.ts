// Returns (issue 34 point 3, ADR 0051): a buyer asks to send delivered units back from an order's
// details; staff authorise it under an RMA number (with a return label PDF) or refuse it, receive
// the units (back to stock, quarantine or destroyed) and credit them through order-to-cash, to the
// invoice or the card. The account's returns are listed on /myaccount/menu/returns.
import { z } from 'zod';
import {
  RETURN_DISPOSITIONS,
  RETURN_NOTE_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASONS,
  RETURN_STATUSES,
  CONTROLLED_RETURN_RULES,
} from '@medsupply/domain';
import { Id } from './catalog.ts';
import { Money } from './money.ts';

export const returnPaths = {
  list: '/api/myaccount/returns',
  returnable: '/api/myaccount/returns/returnable',
  request: '/api/myaccount/returns/request',
  label: '/api/myaccount/returns/label',
} as const;

export const adminReturnPaths = {
  returns: '/api/admin/returns',
  returnById: '/api/admin/returns/:id',
  authorize: '/api/admin/returns/:id/authorize',
  refuse: '/api/admin/returns/:id/refuse',
  receive: '/api/admin/returns/:id/receive',
  credit: '/api/admin/returns/:id/credit',
  label: '/api/admin/returns/:id/label',
  photo: '/api/admin/returns/:id/photos/:photoId',
  settings: '/api/admin/returns-settings',
} as const;

/** The messages a buyer or staff member reads (US English). */
export const RETURN_MESSAGES = {
  requested: (returnNumber: string) =>
    `Return ${returnNumber} was requested. We will email you when it is authorized.`,
  orderNotFound: 'Order not found.',
  returnNotFound: 'Return not found.',
  noLines: 'Choose at least one line and a quantity to return.',
  duplicateLine: 'Each order line may appear only once for each lot.',
  lineNotOfOrder: (id: number) => `Line ${id} is not a line of this order.`,
  tooMany: (itemName: string, returnable: number) =>
    returnable === 0
      ? `${itemName} has nothing left to return: only delivered units that are not already being returned can be.`
      : `${itemName}: you can return at most ${returnable}.`,
  controlledRefused:
    'Controlled substances cannot be returned through the store. Please call customer service to arrange their return.',
  photoType: 'Photos must be PNG or JPEG images.',
  photoTooLarge: 'Each photo must be 5 MB or smaller.',
  tooManyPhotos: `Attach at most ${RETURN_PHOTOS_MAX} photos.`,
  notAuthorizable: (status: string) => `This return cannot be authorized: it is ${status}.`,
  notRefusable: (status: string) => `This return cannot be refused: it is ${status}.`,
  notReceivable: (status: string) => `This return cannot be received: it is ${status}.`,
  notCreditable: (status: string) => `This return cannot be credited: it is ${status}.`,
  receiveEveryLine: 'Enter the received quantity and disposition of every line of the return.',
  receivedTooMany: (itemName: string, quantity: number) =>
    `${itemName}: at most ${quantity} can be received on this return.`,
  nothingReceived: 'Nothing was received: refuse the return instead.',
  refuseNote: 'Say why the return is refused.',
  labelNotReady: 'The return label is available once the return is authorized.',
  chooseLot: (itemName: string) =>
    `${itemName} was delivered from more than one lot: choose the lot number printed on what you return.`,
  lotNotOfLine: (itemName: string) => `${itemName}: that lot was not delivered on this order.`,
  tooManyOfLot: (itemName: string, lotNumber: string, left: number) =>
    `${itemName}: at most ${left} of lot ${lotNumber} can still be returned from this order.`,
  lotlessToStock: (itemName: string) =>
    `${itemName} carries lots but this return names none: receive it to quarantine or as destroyed.`,
} as const;

export const ReturnReason = z.enum(RETURN_REASONS, { message: 'Choose a reason for the return.' });
export const ReturnStatus = z.enum(RETURN_STATUSES);
export const ReturnDisposition = z.enum(RETURN_DISPOSITIONS, { message: 'Choose a disposition.' });
export const ControlledReturnRule = z.enum(CONTROLLED_RETURN_RULES);

/** The largest JSON body of a return request: three 5 MB photos in base64 and the lines. */
export const RETURN_REQUEST_BODY_LIMIT = 3 * 7 * 1024 * 1024 + 256 * 1024;

export const ReturnPhotoUpload = z.object({
  fileName: z.string().trim().min(1, 'The photo has no name.').max(255, 'The photo name is too long.'),
  data: z
    .string({ message: 'The photo is missing.' })
    .max(7 * 1024 * 1024, RETURN_MESSAGES.photoTooLarge)
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'The photo could not be read. Attach it again.'),
});

export const ReturnRequestBody = z.object({
  salesOrderId: Id,
  reason: ReturnReason,
  note: z.string().trim().max(RETURN_NOTE_MAX, `Keep the note to ${RETURN_NOTE_MAX} characters.`).optional(),
  lines: z
    .array(
      z.object({
        salesOrderLineId: Id,
        quantity: z
          .number({ message: 'Enter a quantity.' })
          .int('Enter a whole number.')
          .positive('Enter a quantity of 1 or more.')
          .max(100_000, 'The quantity is too large.'),
        /** The lot returned, among those delivered on the line; needed when there were several. */
        lotId: Id.optional(),
      }),
    )
    .min(1, RETURN_MESSAGES.noLines)
    .max(200),
  photos: z.array(ReturnPhotoUpload).max(RETURN_PHOTOS_MAX, RETURN_MESSAGES.tooManyPhotos).optional(),
});
export type ReturnRequestBody = z.infer<typeof ReturnRequestBody>;

export const ReturnableQuery = z.object({
  salesOrderId: z.coerce
    .number({ message: 'salesOrderId must be an id' })
    .int()
    .positive()
    .max(2_147_483_647),
});

export const ReturnableLine = z.object({
  salesOrderLineId: Id,
  lineNumber: z.number().int(),
  itemName: z.string(),
  itemNumber: z.string(),
  unitName: z.string(),
  delivered: z.number().int(),
  returnable: z.number().int(),
  isControlled: z.boolean(),
  /**
   * The lots delivered on the line (items that carry lots), first-expiring first: `quantity`
   * delivered of each, `returnable` what returns do not already hold, in the line's unit.
   */
  lots: z.array(
    z.object({
      lotId: Id,
      lotNumber: z.string(),
      expiresOn: z.string(),
      quantity: z.number().int(),
      returnable: z.number().int(),
    }),
  ),
});
export type ReturnableLine = z.infer<typeof ReturnableLine>;

export const ReturnableResponse = z.object({
  salesOrderId: Id,
  tranId: z.string(),
  /** How the store takes back controlled substances: refused, or handled apart. */
  controlledRule: ControlledReturnRule,
  lines: z.array(ReturnableLine),
});
export type ReturnableResponse = z.infer<typeof ReturnableResponse>;

export const ReturnLineView = z.object({
  id: Id,
  salesOrderLineId: Id,
  lineNumber: z.number().int(),
  itemName: z.string(),
  itemNumber: z.string(),
  unitName: z.string(),
  quantity: z.number().int(),
  /** The order line's price of one unit. */
  unitPrice: Money.optional(),
  isControlled: z.boolean(),
  lotNumber: z.string().nullable(),
  /**
   * Whether received units may go back to stock (ours, issue 34): not a recalled lot's, nor those of
   * an item that carries lots on a line that names none; those go to quarantine or are destroyed.
   */
  stockAllowed: z.boolean(),
  receivedQuantity: z.number().int().nullable(),
  disposition: ReturnDisposition.nullable(),
  /** Credited for the line, once the return is credited. */
  credit: Money.nullable().optional(),
});
export type ReturnLineView = z.infer<typeof ReturnLineView>;

export const ReturnView = z.object({
  id: Id,
  returnNumber: z.string(),
  rmaNumber: z.string().nullable(),
  status: ReturnStatus,
  reason: ReturnReason,
  note: z.string().nullable(),
  staffNote: z.string().nullable(),
  controlled: z.enum(['none', 'handledApart']),
  salesOrderId: Id,
  orderTranId: z.string(),
  requestedBy: z.string(),
  createdAt: z.string(),
  authorizedAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  creditMemo: z.object({ id: Id, tranId: z.string() }).nullable(),
  /** The whole return's credit, once credited. */
  credit: Money.nullable().optional(),
  photoCount: z.number().int(),
  /** The published recall a return for the reason 'recall' answers to (ours, issue 34). */
  recallNumber: z.string().nullable(),
  lines: z.array(ReturnLineView),
});
export type ReturnView = z.infer<typeof ReturnView>;

export const ReturnsResponse = z.object({ returns: z.array(ReturnView) });
export type ReturnsResponse = z.infer<typeof ReturnsResponse>;

export const ReturnLabelQuery = z.object({
  id: z.coerce.number({ message: 'id must be an id' }).int().positive().max(2_147_483_647),
});

// --- Back office ---------------------------------------------------------------------------------

export const AdminReturnsQuery = z.object({
  status: z.enum([...RETURN_STATUSES, 'open'] as const).optional(),
});

export const AdminReturnView = ReturnView.extend({
  accountId: Id,
  accountName: z.string(),
  accountNumber: z.string(),
  photos: z.array(z.object({ id: Id, fileName: z.string() })),
});
export type AdminReturnView = z.infer<typeof AdminReturnView>;

export const AdminReturnsResponse = z.object({ returns: z.array(AdminReturnView) });
export type AdminReturnsResponse = z.infer<typeof AdminReturnsResponse>;

export const AuthorizeReturnBody = z.object({
  note: z.string().trim().max(RETURN_NOTE_MAX).optional(),
});
export const RefuseReturnBody = z.object({
  note: z.string().trim().min(1, RETURN_MESSAGES.refuseNote).max(RETURN_NOTE_MAX),
});
export const ReceiveReturnBody = z.object({
  lines: z
    .array(
      z.object({
        returnLineId: Id,
        receivedQuantity: z.number({ message: 'Enter the received quantity.' }).int().min(0).max(100_000),
        disposition: ReturnDisposition,
      }),
    )
    .min(1, RETURN_MESSAGES.receiveEveryLine)
    .max(200),
});
export type ReceiveReturnBody = z.infer<typeof ReceiveReturnBody>;

export const ReturnPhotoParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  photoId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ReturnSettings = z.object({ controlledSubstances: ControlledReturnRule });
export type ReturnSettings = z.infer<typeof ReturnSettings>;

// Returns (issue 34 point 3, ADR 0051): the buyer's requests, list and labels under
// /api/myaccount/returns; the back office's queue and commands under /api/admin/returns.
import { AdminIdParams } from '../back-office.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import {
  AdminReturnView,
  AdminReturnsQuery,
  AdminReturnsResponse,
  AuthorizeReturnBody,
  ReceiveReturnBody,
  RefuseReturnBody,
  ReturnLabelQuery,
  ReturnPhotoParams,
  ReturnRequestBody,
  ReturnSettings,
  ReturnView,
  ReturnableQuery,
  ReturnableResponse,
  ReturnsResponse,
  adminReturnPaths,
  returnPaths,
} from '../returns.ts';

export const returnEndpoints = endpointGroup('returns', {
  returns: endpoint({
    method: 'GET',
    path: returnPaths.list,
    auth: 'buyer',
    summary: "The account's returns, newest first",
    response: ReturnsResponse,
    refusals: [],
  }),
  returnable: endpoint({
    method: 'GET',
    path: returnPaths.returnable,
    auth: 'buyer',
    summary: "An order's lines with what may still be returned of each",
    query: ReturnableQuery,
    response: ReturnableResponse,
    refusals: ['ORDER_NOT_FOUND'],
  }),
  requestReturn: endpoint({
    method: 'POST',
    path: returnPaths.request,
    auth: 'buyer',
    summary:
      'Requests a return of delivered units (optional PNG or JPEG photos, base64, up to 5 MB each); Idempotency-Key: a retry answers the same return',
    body: ReturnRequestBody,
    response: ReturnView,
    refusals: ['DOCUMENT_INVALID', 'ORDER_NOT_FOUND', 'RETURN_NOT_RETURNABLE', 'CONTROLLED_RETURN_REFUSED'],
    idempotency: 'optional',
  }),
  returnLabel: endpoint({
    method: 'GET',
    path: returnPaths.label,
    auth: 'buyer',
    summary: "An authorized return's label (PDF)",
    query: ReturnLabelQuery,
    produces: 'application/pdf',
    // RETURN_STATE_CHANGED: the return is not authorized (yet).
    refusals: ['RETURN_NOT_FOUND', 'RETURN_STATE_CHANGED'],
  }),
});

/**
 * The back office's queue and commands under /api/admin/returns: the order desk (and
 * administrators, whose role opens every area); the controlled-substance rule is set by
 * administrators alone (area 'staff').
 */
export const adminReturnEndpoints = endpointGroup('back office', {
  returnQueue: endpoint({
    method: 'GET',
    path: adminReturnPaths.returns,
    auth: 'staff:orders',
    summary: 'The returns queue: open returns (requested, authorized, received) unless a status is named',
    query: AdminReturnsQuery,
    response: AdminReturnsResponse,
    refusals: [],
  }),
  returnSettings: endpoint({
    method: 'GET',
    path: adminReturnPaths.settings,
    auth: 'staff:orders',
    summary: 'How returns of controlled substances are handled',
    response: ReturnSettings,
    refusals: [],
  }),
  saveReturnSettings: endpoint({
    method: 'PUT',
    path: adminReturnPaths.settings,
    auth: 'staff:staff',
    summary: 'Sets how returns of controlled substances are handled (administrators); the change is audited',
    body: ReturnSettings,
    response: ReturnSettings,
    refusals: [],
  }),
  staffReturn: endpoint({
    method: 'GET',
    path: adminReturnPaths.returnById,
    auth: 'staff:orders',
    summary: 'One return',
    params: AdminIdParams,
    response: AdminReturnView,
    refusals: ['RETURN_NOT_FOUND'],
  }),
  authorizeReturn: endpoint({
    method: 'POST',
    path: adminReturnPaths.authorize,
    auth: 'staff:orders',
    summary: 'Authorizes a requested return: its RMA number and label; the buyer hears it',
    params: AdminIdParams,
    body: AuthorizeReturnBody,
    response: AdminReturnView,
    refusals: ['RETURN_NOT_FOUND', 'RETURN_STATE_CHANGED'],
  }),
  refuseReturn: endpoint({
    method: 'POST',
    path: adminReturnPaths.refuse,
    auth: 'staff:orders',
    summary: 'Refuses a return not yet received, with a note the buyer reads',
    params: AdminIdParams,
    body: RefuseReturnBody,
    response: AdminReturnView,
    refusals: ['RETURN_NOT_FOUND', 'RETURN_STATE_CHANGED'],
  }),
  receiveReturn: endpoint({
    method: 'POST',
    path: adminReturnPaths.receive,
    auth: 'staff:orders',
    summary: 'Receives an authorized return: per line the quantity received and its disposition',
    params: AdminIdParams,
    body: ReceiveReturnBody,
    response: AdminReturnView,
    // ITEM_NOT_FOUND, NOT_FOUND: the line's item or lot is gone (putting units back in stock).
    refusals: ['RETURN_NOT_FOUND', 'RETURN_STATE_CHANGED', 'ITEM_NOT_FOUND', 'NOT_FOUND'],
  }),
  creditReturn: endpoint({
    method: 'POST',
    path: adminReturnPaths.credit,
    auth: 'staff:orders',
    summary:
      'Credits a received return once: credit memos against its invoices, applied to them or refunded to the card',
    params: AdminIdParams,
    response: AdminReturnView,
    // PAYMENT_AMOUNT_INVALID: the card payment has less left to refund than the credit.
    refusals: ['RETURN_NOT_FOUND', 'RETURN_STATE_CHANGED', 'PAYMENT_AMOUNT_INVALID'],
  }),
  staffReturnLabel: endpoint({
    method: 'GET',
    path: adminReturnPaths.label,
    auth: 'staff:orders',
    summary: "A return's label (PDF)",
    params: AdminIdParams,
    produces: 'application/pdf',
    // RETURN_STATE_CHANGED: the return is not authorized (yet).
    refusals: ['RETURN_NOT_FOUND', 'RETURN_STATE_CHANGED'],
  }),
  returnPhoto: endpoint({
    method: 'GET',
    path: adminReturnPaths.photo,
    auth: 'staff:orders',
    summary: 'A photo the buyer attached to a return',
    params: ReturnPhotoParams,
    produces: 'image/*',
    refusals: ['NOT_FOUND'],
  }),
});

// Returns (issue 34 point 3, ADR 0051): the buyer's requests, list and labels under
// /api/myaccount/returns.
import {
  ReturnLabelQuery,
  ReturnRequestBody,
  ReturnView,
  ReturnableQuery,
  ReturnableResponse,
  ReturnsResponse,
  returnPaths,
} from '../returns.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';

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

// Estimates and quotes (service spec §7 generic GET /api/{route}/paginate, GET /api{route}/{id},
// POST /api/{route}/create): a login is needed; only the session account's estimates and quotes
// are answered, and any other id is not found.
import { endpoint, endpointGroup } from '../endpoint.ts';
import {
  ConvertEstimateRequest,
  ConvertEstimateResponse,
  CreateEstimateRequest,
  EstimateDetails,
  EstimateIdParams,
  EstimatesQuery,
  EstimatesResponse,
} from '../estimates.ts';
import { estimatesPaths } from '../paths/estimates.ts';
import { quotesPaths } from '../paths/quotes.ts';

export const estimateEndpoints = endpointGroup('estimates', {
  estimatesPaginate: endpoint({
    method: 'GET',
    path: estimatesPaths.paginate,
    auth: 'buyer',
    summary: "The account's estimates, newest first, 10 a page",
    query: EstimatesQuery,
    response: EstimatesResponse,
    refusals: [],
  }),
  estimateById: endpoint({
    method: 'GET',
    path: estimatesPaths.byId,
    auth: 'buyer',
    summary: 'A estimate of the account with its lines, status and expiry',
    params: EstimateIdParams,
    response: EstimateDetails,
    refusals: ['NOT_FOUND'],
  }),
  createEstimate: endpoint({
    method: 'POST',
    path: estimatesPaths.create,
    auth: 'buyer',
    summary: 'Saves the cart as an open estimate',
    body: CreateEstimateRequest,
    response: EstimateDetails,
    refusals: ['CART_EMPTY'],
  }),
  quotesPaginate: endpoint({
    method: 'GET',
    path: quotesPaths.paginate,
    auth: 'buyer',
    summary: "The account's quotes, newest first, 10 a page",
    query: EstimatesQuery,
    response: EstimatesResponse,
    refusals: [],
  }),
  quoteById: endpoint({
    method: 'GET',
    path: quotesPaths.byId,
    auth: 'buyer',
    summary: 'A quote of the account with its lines, status and expiry',
    params: EstimateIdParams,
    response: EstimateDetails,
    refusals: ['NOT_FOUND'],
  }),
  createQuote: endpoint({
    method: 'POST',
    path: quotesPaths.create,
    auth: 'buyer',
    summary: 'Asks the store for a quote on the cart',
    body: CreateEstimateRequest,
    response: EstimateDetails,
    refusals: ['CART_EMPTY'],
  }),
  convertToCart: endpoint({
    method: 'POST',
    path: estimatesPaths.convertToCart,
    auth: 'buyer',
    summary: 'Adds an open, unexpired estimate to the cart at its prices (once)',
    body: ConvertEstimateRequest,
    response: ConvertEstimateResponse,
    refusals: ['NOT_FOUND', 'ESTIMATE_NOT_CONVERTIBLE'],
  }),
});

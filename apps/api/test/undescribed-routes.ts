// The API's routes not yet registered from an endpoint descriptor (issue 32, ADR 0060). The list
// only shrinks: endpoints.test.ts fails when a route missing here has no descriptor, and when a
// route listed here has one (take it off). When it is empty, delete this file.
export const UNDESCRIBED_ROUTES: readonly string[] = [
  'GET /api/health',
  'GET /api/myaccount/address/licence/document',
  'GET /api/myaccount/openitems/paginate',
  'GET /api/myaccount/reorder/paginate',
  'GET /api/myaccount/transactions/quickOrderProducts',
  'POST /api/checkout/checkout/returncart',
  'POST /api/myaccount/quickorder/addToCart',
  'POST /api/myaccount/quickorder/check',
  'POST /api/myaccount/reorder/addToCart',
];

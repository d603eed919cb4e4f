// The API's routes not registered from an endpoint descriptor (issue 32, ADR 0060), each with its
// reason. endpoints.test.ts fails when a route missing here has no descriptor, and when a route
// listed here has one (take it off).
export const UNDESCRIBED_ROUTES: readonly string[] = [
  // Punchout's returncart (ADR 0038) answers two callers on one path: the storefront's call as
  // JSON, and a browser's HTML form (signed in by the form's token, not a header) as a page that
  // posts the cart to the procurement system. Its body, guard and answers depend on the caller.
  'POST /api/checkout/checkout/returncart',
];

// Punchout's call from the storefront (service spec §7 returncart, issue 28, ADR 0038). The cXML
// and OCI entries a procurement system posts (/punchout/*) are no API calls: they speak cXML or
// answer pages and redirects, outside /api.
//
// returncart answers two callers on one path: the storefront asks with `check` as JSON (the refused
// lines come back in the 400's body), then posts the same call as an HTML form signed by the body's
// `token` (a form cannot send an Authorization header), answered by a page that posts the cart on
// to the procurement system, or by a page saying why not.
import { z } from 'zod';
import { ReturnCartReadyResponse, ReturnCartRefusedResponse, ReturnCartRequest } from '../checkout.ts';
import { endpoint, endpointGroup } from '../endpoint.ts';
import { ErrorResponse } from '../site.ts';
import { checkoutPaths } from '../paths/checkout.ts';

export const punchoutEndpoints = endpointGroup('punchout', {
  returnCart: endpoint({
    method: 'POST',
    path: checkoutPaths.returnCart,
    auth: 'buyer',
    summary:
      "A punchout session's cart as a cXML PunchOutOrderMessage in an auto-posting HTML form to the procurement system (text/html, posted as a form with the session's `token`), which ends the session; with `check`, only whether every line would go back (JSON). A form post is answered with pages (text/html), refusals included",
    body: ReturnCartRequest.nullish(),
    response: ReturnCartReadyResponse,
    produces: 'text/html',
    // Refused lines carry each line and why; any other 400 is the common error answer.
    alsoAnswers: { 400: z.union([ReturnCartRefusedResponse, ErrorResponse]) },
    refusals: ['FORBIDDEN', 'CART_EMPTY', 'CART_LINES_REFUSED'],
  }),
});

// The substitutes' reads (issue 34 point 4, ADR 0053): the ranked equivalents of a backordered or
// recalled item (the product page, tag catalogue) and of the caller's cart lines (the cart page, tag
// cart). Signed-in buyers only: the ranking is about what this buyer can buy. The swap itself is a
// cart call (endpoints/cart.ts).
import { endpoint, endpointGroup } from '../endpoint.ts';
import { substitutePaths } from '../substitute-paths.ts';
import { CartSubstitutesResponse, ItemSubstitutesQuery, ItemSubstitutesResponse } from '../substitutes.ts';

export const itemSubstituteEndpoints = endpointGroup('catalogue', {
  forItem: endpoint({
    method: 'GET',
    path: substitutePaths.forItem,
    auth: 'buyer',
    summary:
      'Equivalent items of a backordered or recalled item, ranked by whether the caller can buy them now',
    query: ItemSubstitutesQuery,
    response: ItemSubstitutesResponse,
    refusals: ['ITEM_NOT_FOUND'],
  }),
});

export const cartSubstituteEndpoints = endpointGroup('cart', {
  forCart: endpoint({
    method: 'GET',
    path: substitutePaths.forCart,
    auth: 'buyer',
    summary: "Equivalent items for each of the caller's cart lines that is backordered or recalled",
    response: CartSubstitutesResponse,
    refusals: [],
  }),
});

// Several lines into the cart at once (issue 21: reorder's one, several or all lines, quick order),
// a purchasing tool on the cart's path (/api/cart/cart/addItems). Lines a rule refuses are reported
// in the answer, not refused.
import { endpoint, endpointGroup } from '../endpoint.ts';
import { purchasingPaths } from '../paths/purchasing.ts';
import { AddItemsRequest, AddItemsResponse } from '../purchasing.ts';

export const addItemsEndpoints = endpointGroup('purchasing', {
  addItems: endpoint({
    method: 'POST',
    path: purchasingPaths.addItems,
    auth: 'buyer',
    summary: 'Adds several lines (item, unit, quantity) to the cart in one transaction',
    body: AddItemsRequest,
    response: AddItemsResponse,
    refusals: [],
  }),
});

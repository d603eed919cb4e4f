// The service spec's generic routes of a resource (§7: "GET /api/{route}/paginate with query
// parameters; GET /api{route}/{id}"; ADR 0057): each is an endpoint descriptor of the contract
// (its page, and its details both as the generic `/{id}` and as the `byId?id=` the storefront
// calls), and a module binds both detail forms to the same service call under the same guard, so
// they answer alike, refusals included (another account's id is the same not-found as an unknown
// one, so ids cannot be probed).
//
// The `{id}` segment is constrained to digits in the router (registerEndpoints' `url`): it never
// takes a static sub-path of the resource (`/paginate`, `/byId`, a POST-only `/reorder` asked with
// GET), whichever method or registration order, and a segment that is no number names no record
// (the JSON 404 of an unknown path).

/** `find-my-way`'s constraint on the id segment: one or more digits, nothing else. */
export const NUMERIC_ID = '(^\\d+$)';

/** `/api/…/invoices/:id` as the router registers it: the `:id` segment accepts digits only. */
export function numericIdPath(path: string): string {
  if (!path.endsWith('/:id')) throw new Error(`a resource's id path ends with /:id: ${path}`);
  return `${path}${NUMERIC_ID}`;
}

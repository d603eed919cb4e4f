// Our search's own calls (ARCHITECTURE §8, in place of the hosted search service): the type-ahead
// for everyone, and the 'Product Clicked' events of signed-in buyers. The full search is the
// catalogue's paginate (endpoints/catalog.ts).
import { endpoint, endpointGroup } from '../endpoint.ts';
import { searchPaths } from '../paths/search.ts';
import { SearchClickBody, SearchClickResponse, SuggestionsQuery, SuggestionsResponse } from '../search.ts';

export const searchEndpoints = endpointGroup('search', {
  suggestions: endpoint({
    method: 'GET',
    path: searchPaths.suggestions,
    auth: 'public',
    summary: 'Type-ahead: up to 5 items for a term of 3 or more characters (shorter: no hits)',
    query: SuggestionsQuery,
    response: SuggestionsResponse,
    refusals: [],
  }),
  click: endpoint({
    method: 'POST',
    path: searchPaths.click,
    auth: 'buyer',
    summary: "Stores a 'Product Clicked' event (user, query id, object ids, position)",
    body: SearchClickBody,
    response: SearchClickResponse,
    refusals: [],
  }),
});

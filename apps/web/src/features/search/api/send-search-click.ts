// The 'Product Clicked' search-analytics event (POST /api/search/click, storefront spec §2.9): sent
// when a logged-in user picks a search result. Logged-in state is the stored token (lib/storage).
import { searchPaths } from '@medsupply/contract';
import type { SearchClickBody, SearchClickResponse } from '@medsupply/contract';

import { call } from '@/lib/api-client';
import { hasValidToken } from '@/lib/storage';

export function sendSearchClick(body: SearchClickBody): Promise<SearchClickResponse> {
  return call('POST', searchPaths.click, { body, skipAuthRedirect: true });
}

/** Sends the event for a logged-in user; analytics never disturbs the visitor, so errors are dropped. */
export function reportProductClicked(queryID: string | null, itemId: number): void {
  if (!queryID || !hasValidToken()) return;
  sendSearchClick({ queryID, objectIDs: [itemId], position: 1 }).catch(() => undefined);
}

// storefront spec §4: the session counts as logged in while the stored token's expiry is in the
// future. Components re-render when the token is stored or cleared (here or in another tab).
import { useSyncExternalStore } from 'react';

import { hasValidToken, subscribeToToken } from '@/lib/storage';

export function useIsLoggedIn(): boolean {
  return useSyncExternalStore(
    subscribeToToken,
    () => hasValidToken(),
    () => false,
  );
}

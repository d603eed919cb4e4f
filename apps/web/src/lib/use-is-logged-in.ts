// storefront spec §4: the session counts as logged in while the stored token's expiry is in the
// future. Components re-render when the token is stored or cleared (here or in another tab).
// The server renders a document for the buyer of its session cookie (ADR 0022): that answer is
// the snapshot the server rendered with and the browser hydrates with, before it reads storage.
import { createContext, useContext, useSyncExternalStore } from 'react';

import { hasValidToken, subscribeToToken } from '@/lib/storage';

/** Whether the server rendered the document for a signed-in buyer (root loader). */
export const ServerSessionContext = createContext(false);

export function useIsLoggedIn(): boolean {
  const renderedSignedIn = useContext(ServerSessionContext);
  return useSyncExternalStore(
    subscribeToToken,
    () => hasValidToken(),
    () => renderedSignedIn,
  );
}

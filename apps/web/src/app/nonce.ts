// The per-document nonce of inline scripts (ADR 0022): the framework's hydration data and React's
// streamed boundaries are inline scripts, allowed by the page's Content-Security-Policy through
// this nonce (the API makes one per document). The browser hides nonces from the DOM, so it
// renders with none.
import { createContext, useContext } from 'react';

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}

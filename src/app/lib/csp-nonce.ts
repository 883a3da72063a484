import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the document being rendered on the server (entry.server
 * provides it); undefined in the browser, where no inline script is added after the first paint.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}

/**
 * The nonce of this response's inline scripts, for <Scripts> and <ScrollRestoration> in root.tsx.
 * Set by app/entry.server.tsx from the load context; in the browser there is none (React does not
 * need it after hydration, and browsers hide nonce attributes from scripts anyway).
 */
import { createContext, useContext } from "react";

export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce() {
  return useContext(NonceContext);
}

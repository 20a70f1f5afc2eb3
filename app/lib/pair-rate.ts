import { createContext } from "react-router";
import type { PairRate } from "../../site/views/money-address.server";

/**
 * A money address's stored rate, which the server hands React Router's render
 * (server/address-pages.ts) through the router context: absent when prerendering, where the bare
 * page fetches its rates in the browser. The server takes this key from the build (entry.server.tsx
 * exports it): the server's own bundle holds another copy of this module, and a context is found
 * by its identity.
 */
export const pairRateContext = createContext<PairRate | null>(null);

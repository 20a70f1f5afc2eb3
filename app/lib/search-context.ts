import { createContext } from "react-router";
import type { RatesSource } from "../../site/query/ask.server";
import type { Searched } from "../../site/views/search.server";

/**
 * The live rates the answer page (routes/search.tsx) answers money questions with, which the
 * server hands React Router's render (server/search-page.ts); absent on the development server.
 * The server takes this key from the build (entry.server.tsx exports it), as it does the pair
 * rate's (pair-rate.ts).
 */
export const queryRatesContext = createContext<RatesSource | null>(null);

/** What the answer page's loader found, for the server's render of its static markup. */
export const searchedContext = createContext<Searched | null>(null);

import type { PairRate } from "../site/views/money-address.server";

/**
 * What the server hands React Router's render (server/address-pages.ts): a money address's stored
 * rate. Absent when prerendering: the bare page fetches its rates in the browser.
 */
declare module "react-router" {
  interface AppLoadContext {
    readonly pairRate?: PairRate;
  }
}

/**
 * Old names that keep working (docs/spec/decisions.md: the seed's requests are a contract).
 * Polygon's MATIC became POL one for one in September 2024; the seed's requests, links and habits
 * still say MATIC. The rate service answers MATIC as POL under the name asked for, addresses
 * (`from=MATIC`) open POL, and the search box reads "matic" as POL. Small on purpose: the pages'
 * bundle reads it.
 */
export const CODE_ALIASES: Readonly<Record<string, string>> = { MATIC: "POL" };

/** The code a name stands for today: POL for MATIC, any other code itself. */
export function currentCode(code: string): string {
  return CODE_ALIASES[code] ?? code;
}

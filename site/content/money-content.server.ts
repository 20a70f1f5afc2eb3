import { pages as crypto } from "./money/crypto.ts";
import { pages as fiat } from "./money/fiat.ts";
import { pages as world } from "./money/world-pairs.ts";
import type { ConverterContent } from "./types.ts";

/** Written content of the currency and crypto pages, by slug (no unit templates in them). */
export const moneyContent: ReadonlyMap<string, ConverterContent> = new Map(
  Object.entries({ ...fiat, ...crypto, ...world }),
);

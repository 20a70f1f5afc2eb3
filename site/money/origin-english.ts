import { shortDate } from "../short-date.ts";
import type { OriginWords } from "./origin-text.ts";

/**
 * A rate's origin in English, as the search box says it (origin-text.ts); its own module, so that
 * a converter, which says it in its page's words, does not carry it.
 */
export const ENGLISH_ORIGIN: OriginWords = {
  via: (name, via) => `${name} (via ${via})`,
  and: (list, last) => `${list} and ${last}`,
  through: (who, through) => `${who}; computed through ${through}`,
  day: shortDate,
};

import type { Publisher, RateOrigin } from "./rates-answer.ts";

/**
 * How a language says a rate's origin: a publisher through a relay, a list's last item, a cross
 * rate's currencies, and a day. English's are origin-english.ts (the search box speaks English);
 * a converter's are its page's words.
 */
export interface OriginWords {
  readonly via: (name: string, via: string) => string;
  readonly and: (list: string, last: string) => string;
  readonly through: (who: string, through: string) => string;
  /** A YYYY-MM-DD day: "13 Mar 2025". */
  readonly day: (iso: string) => string;
}

/** "Central Bank of Nigeria (via Frankfurter), 13 Mar 2025"; "CoinGecko, 14 Mar 2025 16:05 UTC". */
function publisherText({ name, date, at, via }: Publisher, words: OriginWords): string {
  const who = via ? words.via(name, via) : name;
  if (at) return `${who}, ${words.day(at.slice(0, 10))} ${at.slice(11, 16)} UTC`;
  return date ? `${who}, ${words.day(date)}` : who;
}

/**
 * Where a rate comes from, as the converters and the search box say it: its publishers and their
 * dates, and for a cross rate the currencies it is computed through.
 */
export function originText(origin: RateOrigin, words: OriginWords): string {
  const by = origin.by.map((p) => publisherText(p, words));
  const who =
    by.length > 1 ? words.and(by.slice(0, -1).join("; "), by.at(-1) ?? "") : (by[0] ?? "");
  const through = origin.through ?? [];
  if (through.length === 0) return who;
  const codes =
    through.length > 1
      ? words.and(through.slice(0, -1).join(", "), through.at(-1) ?? "")
      : through.join("");
  return words.through(who, codes);
}

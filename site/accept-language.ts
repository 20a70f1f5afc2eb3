import { type DecimalMark, decimalMarkOf } from "../engine/quantity/number.ts";

/**
 * The first language a request's Accept-Language names ("de-DE" of "de-DE,de;q=0.9,en;q=0.8"),
 * or undefined when there is none or it is not a language tag. Browsers list the reader's own
 * language first; weighing the q-values would not change which one that is.
 */
export function firstLanguage(header: string | undefined): string | undefined {
  const tag = header?.split(",", 1)[0]?.split(";", 1)[0]?.trim();
  return tag && /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) ? tag : undefined;
}

/** The reader's decimal mark, from the first language they accept: how `1,234` is read. */
export function decimalOfLanguages(header: string | null | undefined): DecimalMark {
  return decimalMarkOf(firstLanguage(header ?? undefined));
}

import { type DecimalMark, decimalMarkOf } from "../engine/quantity/number.ts";
import { isLanguage, type Language } from "./i18n/languages.ts";

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

/**
 * The site's language a request asks for: the first tag of Accept-Language, by its q-value, whose
 * language the site speaks ("de-CH,de;q=0.9" → de; "it,en;q=0.8" → en). English when none.
 */
export function languageOfHeader(header: string | null | undefined): Language {
  const asked = (header ?? "")
    .split(",")
    .map((part, at) => {
      const [tag = "", ...params] = part.split(";").map((p) => p.trim());
      const q = params.find((p) => /^q=/i.test(p));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.split("-")[0]?.toLowerCase(), weight, at };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.at - b.at);
  return (
    (asked.find(({ language }) => isLanguage(language))?.language as Language | undefined) ?? "en"
  );
}

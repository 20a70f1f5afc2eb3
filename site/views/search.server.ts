import { site } from "../config.ts";
import type { NotFoundHead } from "../head.ts";
import type { Language } from "../i18n/languages.ts";
import { translator } from "../i18n/text/index.ts";
import type { NavLink } from "../links.ts";
import { type Asking, answerAsked, askedOf, serverWorld } from "../query/ask.server.ts";
import { MAX_QUERY_LENGTH, searchPath } from "../query/search-path.ts";
import type { QueryResult } from "../query/types.ts";

/**
 * The answer page, `/search?q=` (issue 23): what the box answers, as a page the server renders,
 * readable without JavaScript and never indexed.
 */

/** What the answer page's loader found (app/routes/search.tsx), for the server's render. */
export interface Searched {
  /** The text asked, trimmed; "" when nothing was. */
  readonly query: string;
  readonly result?: QueryResult;
  /** Why the text was not read (too long). */
  readonly problem?: string;
}

/**
 * What a visitor may try, each a link to its answer, in each language's words and marks. The
 * other languages' boxes do not read the tools' questions yet (decision 040), so their examples
 * ask none.
 */
const EXAMPLES: Readonly<Record<Language, readonly string[]>> = {
  en: [
    "5 ft 3 in to cm",
    "15 km/h * 30 min",
    "3 kW * 2 h",
    "2 ft + 3 in to cm",
    "20% of 80 kg",
    "100 USD to EUR",
    "100 USD + 50 EUR in GBP",
    "72 f to c",
    "1.75 m to ft in",
    "126 mg/dL to mmol/L",
    "sqrt(16 m^2)",
    "US ring size 7 in mm",
  ],
  es: [
    "5 pies 3 pulgadas a cm",
    "15 km/h * 30 min",
    "3 kW * 2 h",
    "2 pies + 3 pulgadas a cm",
    "20 % de 80 kg",
    "100 dólares a euros",
    "72 f a c",
    "1,75 m a pies pulgadas",
    "126 mg/dL a mmol/L",
    "sqrt(16 m^2)",
    "¿cuántos gramos hay en una libra?",
  ],
  de: [
    "5 Fuß 3 Zoll in cm",
    "15 km/h * 30 min",
    "3 kW * 2 h",
    "2 Fuß + 3 Zoll in cm",
    "20 % von 80 kg",
    "100 Dollar in Euro",
    "72 f in c",
    "1,75 m in Fuß Zoll",
    "126 mg/dL in mmol/L",
    "sqrt(16 m^2)",
    "wie viel Gramm sind ein Pfund",
  ],
  fr: [
    "5 pieds 3 pouces en cm",
    "15 km/h * 30 min",
    "3 kW * 2 h",
    "2 pieds + 3 pouces en cm",
    "20 % de 80 kg",
    "100 dollars en euros",
    "72 f en c",
    "1,75 m en pieds pouces",
    "126 mg/dL en mmol/L",
    "sqrt(16 m^2)",
    "combien de grammes dans une livre",
  ],
  pt: [
    "5 pés 3 polegadas para cm",
    "15 km/h * 30 min",
    "3 kW * 2 h",
    "2 pés + 3 polegadas em cm",
    "20% de 80 kg",
    "100 dólares para euros",
    "72 f para c",
    "1,75 m em pés polegadas",
    "126 mg/dL para mmol/L",
    "sqrt(16 m^2)",
    "quantos gramas tem uma libra",
  ],
};

export interface SearchView {
  readonly screen: "search";
  readonly head: NotFoundHead;
  readonly crumb: string;
  /** The text asked; "" when nothing was. */
  readonly query: string;
  /** The answer as shown, how a calculation was read, and the converter that opens it. */
  readonly answer?: {
    readonly display: string;
    readonly reading?: string;
    readonly open?: NavLink;
  };
  /** How the text was read ("Read 1,234 as 1234"), a rate's source, or why there is no answer. */
  readonly note?: string;
  /** Pages to open for it. */
  readonly links: readonly NavLink[];
  readonly examples: readonly NavLink[];
}

/**
 * What `q` asks and its answer, with the rates the server has (none on the development server),
 * and whether the answer used them (it is then kept for a minute only).
 */
export async function searchedFor(
  q: string | null,
  asking: Asking,
): Promise<{ readonly searched: Searched; readonly money: boolean }> {
  const asked = askedOf(q ?? undefined);
  switch (asked.kind) {
    case "text": {
      const { result, money } = await answerAsked(asked.text, asking);
      return { searched: { query: asked.text, result }, money };
    }
    case "too-long": {
      const t = translator(asking.language ?? "en");
      const problem = t("search.too-long", {
        length: String(asked.length),
        limit: String(MAX_QUERY_LENGTH),
      });
      return { searched: { query: "", problem }, money: false };
    }
    default:
      return { searched: { query: "" }, money: false };
  }
}

/** The page of an answer's address ("/length?v=…" → Length Converter), as a link to it. */
function opening(path: string, language: Language): NavLink | undefined {
  const bare = path.split("?")[0];
  const page = serverWorld(language).pages.find((p) => p.path === bare);
  return page && { label: translator(language)("search.open", { title: page.title }), path };
}

/** The answer page in a language: its words and examples are the language's. */
export function searchView(
  { query, result, problem }: Searched,
  language: Language = "en",
): SearchView {
  const t = translator(language);
  const { answer, calculation, tool, message } = result ?? {};
  // A conversion or a tool's answer opens its page; a calculation has none.
  const shown = answer ?? tool;
  const open = shown && opening(shown.path, language);
  const note = problem ?? message;
  return {
    screen: "search",
    head: {
      title: `${query === "" ? t("search.title") : query} | ${site.name}`,
      robots: "noindex",
    },
    crumb: t("search.title"),
    query,
    ...(shown
      ? { answer: { display: shown.display, ...(open ? { open } : {}) } }
      : calculation
        ? { answer: { display: calculation.display, reading: calculation.reading } }
        : {}),
    ...(note?.trim() ? { note: note.trim() } : {}),
    links: (result?.suggestions ?? []).map((s) => ({ label: s.title, path: s.path })),
    examples: EXAMPLES[language].map((text) => ({ label: text, path: searchPath(text, language) })),
  };
}

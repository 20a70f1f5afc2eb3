import type { DecimalMark } from "../../engine/quantity/number.ts";
import type { Language } from "../i18n/languages.ts";
import { needsRates, type QueryRates, readQuery, resultOf, toolAnswerOf } from "./answer.ts";
import { languagePack } from "./pack-data.server.ts";
import { queryIndex } from "./query-index.ts";
import { MAX_QUERY_LENGTH } from "./search-path.ts";
import type { ToolReadings } from "./tool-answers.ts";
import { toolReadingOf as de } from "./tools/de.ts";
import { toolReadingOf as en } from "./tools/en.ts";
import { toolReadingOf as es } from "./tools/es.ts";
import { toolReadingOf as fr } from "./tools/fr.ts";
import { toolReadingOf as pt } from "./tools/pt.ts";
import type { QueryResult } from "./types.ts";
import { type World, worldOf } from "./world.ts";

/**
 * A question asked of the server, by `GET /api/query?q=` or the answer page `/search?q=`: both read
 * the text alike, answer it alike and refuse alike.
 */

/** What `q` asks: a question to answer, nothing, or too much. */
export type Asked =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "missing" }
  | { readonly kind: "empty" }
  | { readonly kind: "too-long"; readonly length: number };

export function askedOf(q: string | undefined): Asked {
  if (q === undefined) return { kind: "missing" };
  const length = [...q].length;
  if (length > MAX_QUERY_LENGTH) return { kind: "too-long", length };
  const text = q.trim();
  return text === "" ? { kind: "empty" } : { kind: "text", text };
}

/** Why a question that is too long is not answered, in words. */
export function tooLongMessage(length: number, name = "The question"): string {
  return `${name} is ${length} characters long; at most ${MAX_QUERY_LENGTH} are read.`;
}

const worlds = new Map<Language, World>();
/** Built on the first question in each language, not at start: most servers never answer one. */
export function serverWorld(language: Language = "en"): World {
  let world = worlds.get(language);
  if (!world) {
    world = worldOf(queryIndex(), language === "en" ? undefined : languagePack(language));
    worlds.set(language, world);
  }
  return world;
}

/**
 * How long an answer may be kept, per language (the decimal mark reads `1,234`): a money answer
 * for a minute, since coin prices move every few minutes; any other for five.
 */
export function answerCaching(money: boolean) {
  return {
    "Cache-Control": money ? "public, max-age=60" : "public, max-age=300",
    Vary: "Accept-Language",
  } as const;
}

/** Each language's readers of the tools' questions (site/query/tool-answers.ts). */
const TOOLS: Readonly<Record<Language, ToolReadings>> = { en, es, de, fr, pt };

/** Live rates for money questions, per 1 of their base; undefined when there are none. */
export type RatesSource = () => Promise<QueryRates | undefined>;

export interface Asking {
  /** How an ambiguous `1,234` is read: the reader's decimal mark. */
  readonly decimal: DecimalMark;
  /** The language the question is asked in, and answered in; English unless said. */
  readonly language?: Language;
  /** Asked only when the question is about money. */
  readonly rates?: RatesSource | undefined;
}

/** The answer to a question, and whether it used live rates (which make it stale sooner). */
export async function answerAsked(
  text: string,
  { decimal, rates, language = "en" }: Asking,
): Promise<{ readonly result: QueryResult; readonly money: boolean }> {
  const known = serverWorld(language);
  const tool = toolAnswerOf(text, known, TOOLS[language]);
  if (tool) return { result: tool, money: false };
  let outcome = readQuery(text, known, decimal);
  const money = needsRates(outcome);
  const live = money && rates ? await rates() : undefined;
  // A calculation in money is computed with the rates, once they are here.
  if (live && outcome.kind === "refused" && outcome.needsRates) {
    outcome = readQuery(text, known, decimal, live);
  }
  return { result: resultOf(text, outcome, known, live), money };
}

import { type CookingQuestionWords, readCookingQuestion } from "../../engine/cooking-question.ts";
import { type DateQuestionWords, readDateQuestion } from "../../engine/date-question.ts";
import {
  type RingSizeQuestionWords,
  readRingSizeQuestion,
} from "../../engine/ring-size-question.ts";
import {
  readShoeSizeQuestion,
  type ShoeSizeQuestionWords,
} from "../../engine/shoe-size-question.ts";
import {
  readTimeZoneQuestion,
  type TimeZoneQuestionWords,
} from "../../engine/time-zone-question.ts";
import type { ToolReading } from "../../engine/tool-reading.ts";
import {
  readUnixTimeQuestion,
  type UnixTimeQuestionWords,
} from "../../engine/unix-time-question.ts";
import type { Ingredient } from "../cooking/ingredients.ts";
import { findZone } from "../time-zone/zone-search.ts";

/**
 * The tools the box and `GET /api/query` answer questions for (issues 24 and 25), each its reader
 * and the page it opens, in one language's words. A reader answers only a question that names its
 * tool ("ring size 7 to mm", "talla de anillo 7 en mm"), and is asked before the units are, so
 * "7 in mm" stays a length. Each language's readers are a module of their own
 * (site/query/tools/<language>.ts), so that a browser loads only its page's language.
 */

/** A language's words for every tool's questions (engine/*-question.ts, site/i18n/tool-questions/). */
export interface ToolQuestions {
  readonly ringSize: RingSizeQuestionWords;
  readonly shoeSize: ShoeSizeQuestionWords;
  readonly unixTime: UnixTimeQuestionWords;
  readonly date: DateQuestionWords;
  /** Its `tag` also names the language the zone finder reads (site/time-zone/zone-search.ts). */
  readonly timeZone: TimeZoneQuestionWords;
  /** The ingredients by their names in the language, and where each one's figure comes from. */
  readonly cooking: {
    readonly words: CookingQuestionWords;
    readonly table: readonly Ingredient[];
    readonly sourceOf: (ingredient: Ingredient) => string;
  };
}

/** Today's date in UTC: the day a time asked without one is read on. */
function today() {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

/** A tool's reading of a text, and the page that opens on it. */
export type ToolReadings = (
  text: string,
) => { readonly path: string; readonly reading: ToolReading } | undefined;

/**
 * The first tool's reading of a text in a language, and the page that opens on it: the tool's
 * page (by its English path, which names it), with the reading's address parts when the tool takes
 * them (`/time-zone-converter?t=…&from=…&to=…`). Adding a tool to the box is a line here and its
 * words in each language.
 */
export function toolReadingsOf(q: ToolQuestions): ToolReadings {
  const find = (name: string) => findZone(name, q.timeZone.tag);
  const readers: readonly (readonly [string, (text: string) => ToolReading | undefined])[] = [
    ["/ring-size-converter", (t) => readRingSizeQuestion(t, q.ringSize)],
    ["/shoe-size-converter", (t) => readShoeSizeQuestion(t, q.shoeSize)],
    ["/unix-timestamp-converter", (t) => readUnixTimeQuestion(t, q.unixTime)],
    ["/date-calculator", (t) => readDateQuestion(t, q.date)],
    ["/time-zone-converter", (t) => readTimeZoneQuestion(t, find, today(), q.timeZone)],
    [
      "/cooking-converter",
      (t) => readCookingQuestion(t, q.cooking.table, q.cooking.sourceOf, q.cooking.words),
    ],
  ];
  return (text) => {
    for (const [path, read] of readers) {
      const reading = read(text);
      if (!reading) continue;
      const params = "params" in reading ? reading.params : undefined;
      return { path: params ? `${path}?${new URLSearchParams(params)}` : path, reading };
    }
    return undefined;
  };
}

import { readCookingQuestion } from "../../engine/cooking-question.ts";
import { COOKING_QUESTION_ENGLISH } from "../../engine/cooking-question-english.ts";
import { readDateQuestion } from "../../engine/date-question.ts";
import { DATE_QUESTION_ENGLISH } from "../../engine/date-question-english.ts";
import { readRingSizeQuestion } from "../../engine/ring-size-question.ts";
import { RING_SIZE_QUESTION_ENGLISH } from "../../engine/ring-size-question-english.ts";
import { readShoeSizeQuestion } from "../../engine/shoe-size-question.ts";
import { SHOE_SIZE_QUESTION_ENGLISH } from "../../engine/shoe-size-question-english.ts";
import { readTimeZoneQuestion } from "../../engine/time-zone-question.ts";
import { TIME_ZONE_QUESTION_ENGLISH } from "../../engine/time-zone-question-english.ts";
import type { ToolReading } from "../../engine/tool-reading.ts";
import { readUnixTimeQuestion } from "../../engine/unix-time-question.ts";
import { UNIX_TIME_QUESTION_ENGLISH } from "../../engine/unix-time-question-english.ts";
import { INGREDIENTS, type Ingredient } from "../cooking/ingredients.ts";
import { findZone } from "../time-zone/zone-search.ts";

/**
 * The tools the box and `GET /api/query` answer questions for (issue 24), each its reader and the
 * page it opens. A reader answers only a question that names its tool ("ring size 7 to mm", "1
 * cup flour in grams"), and is asked before the units are, so "7 in mm" stays a length. Adding a
 * tool to the box is a line.
 */

/** Where an ingredient's figure comes from, as the box says it (the page gives the source line). */
const sourceOf = (ingredient: Ingredient) =>
  ingredient.from === "usda"
    ? "USDA SR28 (SR Legacy)"
    : "The Cake Bible (Rose Levy Beranbaum), as GNU units carries it";

/** Today's date in UTC: the day a time asked without one is read on. */
function today() {
  const now = new Date();
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
}

const TOOL_READERS: readonly {
  readonly path: string;
  readonly read: (text: string) => ToolReading | undefined;
}[] = [
  {
    path: "/ring-size-converter",
    read: (t) => readRingSizeQuestion(t, RING_SIZE_QUESTION_ENGLISH),
  },
  {
    path: "/shoe-size-converter",
    read: (t) => readShoeSizeQuestion(t, SHOE_SIZE_QUESTION_ENGLISH),
  },
  {
    path: "/unix-timestamp-converter",
    read: (t) => readUnixTimeQuestion(t, UNIX_TIME_QUESTION_ENGLISH),
  },
  { path: "/date-calculator", read: (t) => readDateQuestion(t, DATE_QUESTION_ENGLISH) },
  {
    path: "/time-zone-converter",
    read: (t) => readTimeZoneQuestion(t, findZone, today(), TIME_ZONE_QUESTION_ENGLISH),
  },
  {
    path: "/cooking-converter",
    read: (t) => readCookingQuestion(t, INGREDIENTS, sourceOf, COOKING_QUESTION_ENGLISH),
  },
];

/** A tool's reading of a text, and the page that opens on it. */
export type ToolReadings = (
  text: string,
) => { readonly path: string; readonly reading: ToolReading } | undefined;

/**
 * The first tool's reading of a text, and the page that opens on it: the tool's page, with the
 * reading's address parts when the tool takes them (`/time-zone-converter?t=…&from=…&to=…`).
 */
export const toolReadingOf: ToolReadings = (text) => {
  for (const { path, read } of TOOL_READERS) {
    const reading = read(text);
    if (!reading) continue;
    const params = "params" in reading ? reading.params : undefined;
    return { path: params ? `${path}?${new URLSearchParams(params)}` : path, reading };
  }
  return undefined;
};

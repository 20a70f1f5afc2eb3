import { COOKING_QUESTION_ENGLISH } from "../../../engine/cooking-question-english.ts";
import { DATE_QUESTION_ENGLISH } from "../../../engine/date-question-english.ts";
import { RING_SIZE_QUESTION_ENGLISH } from "../../../engine/ring-size-question-english.ts";
import { SHOE_SIZE_QUESTION_ENGLISH } from "../../../engine/shoe-size-question-english.ts";
import { TIME_ZONE_QUESTION_ENGLISH } from "../../../engine/time-zone-question-english.ts";
import { UNIX_TIME_QUESTION_ENGLISH } from "../../../engine/unix-time-question-english.ts";
import { INGREDIENT_SOURCES } from "../../cooking/ingredient-sources.ts";
import { INGREDIENTS } from "../../cooking/ingredients.ts";
import { toolReadingsOf } from "../tool-answers.ts";

/** The tools' questions in English (site/query/tool-answers.ts). */
export const toolReadingOf = toolReadingsOf({
  ringSize: RING_SIZE_QUESTION_ENGLISH,
  shoeSize: SHOE_SIZE_QUESTION_ENGLISH,
  unixTime: UNIX_TIME_QUESTION_ENGLISH,
  date: DATE_QUESTION_ENGLISH,
  timeZone: TIME_ZONE_QUESTION_ENGLISH,
  cooking: {
    words: COOKING_QUESTION_ENGLISH,
    table: INGREDIENTS,
    // Where an ingredient's figure comes from, as the box says it (the page gives the source line).
    sourceOf: (ingredient) =>
      INGREDIENT_SOURCES[ingredient.id]?.from === "usda"
        ? "USDA SR28 (SR Legacy)"
        : "The Cake Bible (Rose Levy Beranbaum), as GNU units carries it",
  },
});

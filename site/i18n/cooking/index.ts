import type { KitchenWords } from "../../../engine/cooking.ts";
import type { OtherLanguage } from "../languages.ts";
import { numberMarks } from "../numbers.ts";
import { de } from "./de.ts";
import { es } from "./es.ts";
import { fr } from "./fr.ts";
import { pt } from "./pt.ts";
import type { CookingWords } from "./types.ts";

/** The cooking converter's words in each language beside English (English's are the data's). */
export const COOKING_WORDS: Readonly<Record<OtherLanguage, CookingWords>> = { es, de, fr, pt };

/** How a language writes a kitchen's amounts: its measures' names and its numbers' marks. */
export function kitchenWordsOf(language: OtherLanguage): KitchenWords {
  const { amounts, less } = COOKING_WORDS[language];
  const marks = numberMarks(language);
  return marks ? { amounts, less, marks } : { amounts, less };
}

import type { QuestionWords } from "../question-words.ts";

/** Spanish: "5 pies a metros", "cuántos pies hay en una milla", "convertir 1,5 km en millas". */
export const SPANISH: QuestionWords = {
  lead: [
    "convertir",
    "convierte",
    "conversion de",
    "pasar",
    "pasa",
    "cuanto es",
    "cuanto son",
    "cuanto equivale",
    "cuanto equivalen",
    "a cuanto equivale",
    "a cuanto equivalen",
    "cuantos son",
    "cuantas son",
  ],
  howMany: ["cuantos", "cuantas", "cuanto", "cuanta"],
  howManyIn: [
    "hay en",
    "hay",
    "tiene",
    "tienen",
    "son",
    "es",
    "en",
    "caben en",
    "equivalen a",
    "equivale a",
  ],
  to: ["a", "en", "para", "equivale a", "equivalen a"],
  one: ["un", "una", "uno"],
};

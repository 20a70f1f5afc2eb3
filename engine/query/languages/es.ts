import type { QuestionWords } from "../question-words.ts";

/** Spanish: "5 pies a metros", "cuántos pies hay en una milla", "convertir 1,5 km en millas". */
export const SPANISH: QuestionWords = {
  lead: [
    "convertir",
    "convierte",
    "convierta",
    "conversion de",
    "pasar",
    "pasa",
    "pase",
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
  and: ["y"],
  of: ["de"],
  names: {
    // "Dólares" alone is the US dollar, as "dollars" is in English.
    "currency:USD": ["dólar", "dólares"],
    "weight:kg": ["kilo", "kilos"],
    "volume:fl-oz": ["onza", "onzas", "onza líquida", "onzas líquidas"],
    "temperature:c": [
      "grado centígrado",
      "grados centígrados",
      "centígrados",
      "grados",
      "grado C",
      "grados C",
    ],
    "temperature:f": ["grado F", "grados F"],
    // "CV" on Spain's car sheets; "caballos de fuerza" (Latin America) is the mechanical one.
    "power:hp_metric": ["CV", "caballo de vapor", "caballos de vapor"],
    "power:hp": ["caballo de fuerza", "caballos de fuerza"],
    "energy:kcal": ["kilocaloría", "kilocalorías"],
  },
};

import type { QuestionWords } from "../question-words.ts";

/** Portuguese (Brazil): "5 pés em metros", "quantos pés tem um metro", "converter 1,5 km para milhas". */
export const PORTUGUESE: QuestionWords = {
  lead: [
    "converter",
    "converta",
    "conversao de",
    "quanto e",
    "quanto sao",
    "quanto da",
    "quanto vale",
    "quanto valem",
    "quantos sao",
    "quantas sao",
  ],
  howMany: ["quantos", "quantas", "quanto", "quanta"],
  howManyIn: [
    "tem em",
    "ha em",
    "cabem em",
    "tem",
    "ha",
    "sao",
    "e",
    "em",
    "equivalem a",
    "equivale a",
  ],
  to: ["em", "para", "pra", "equivale a", "equivalem a"],
  one: ["um", "uma"],
  and: ["e"],
  of: ["de", "do", "da", "dos", "das"],
  names: {
    // "Dólares" alone is the US dollar, as "dollars" is in English.
    "currency:USD": ["dólar", "dólares"],
    "length:in": ["pol"],
    "weight:kg": ["quilo", "quilos"],
    "weight:t": ["tonelada", "toneladas"],
    "volume:fl-oz": ["onça", "onças", "onça fluida", "onças fluidas"],
    "temperature:c": ["grau", "graus"],
    "power:hp_metric": ["cv", "cavalo", "cavalos", "cavalo-vapor", "cavalos-vapor"],
    "energy:kcal": ["quilocaloria", "quilocalorias"],
    // Brazil's tyre pressure: "32 libras" is 32 psi.
    "pressure:psi": ["libra", "libras"],
  },
};

import type { QuestionWords } from "../question-words.ts";

/** French: "5 pieds en mètres", "combien de pouces dans un pied", "convertir 1,5 km en miles". */
export const FRENCH: QuestionWords = {
  lead: [
    "convertir",
    "convertis",
    "conversion",
    "conversion de",
    "combien font",
    "combien fait",
    "combien vaut",
    "combien valent",
  ],
  howMany: ["combien de", "combien d'", "combien"],
  howManyIn: [
    "dans",
    "dans un",
    "y a-t-il dans",
    "y a t il dans",
    "il y a dans",
    "fait",
    "font",
    "en",
  ],
  to: ["en", "vers", "a", "en combien de"],
  one: ["un", "une"],
};

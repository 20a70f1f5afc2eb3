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
  howManyIn: ["dans", "y a-t-il dans", "y a t il dans", "il y a dans", "fait", "font", "en"],
  to: ["en", "vers", "a", "en combien de"],
  one: ["un", "une"],
  and: ["et"],
  of: ["de", "des", "du", "d'"],
  names: {
    // "Dollars" alone is the US dollar, as in English.
    "currency:USD": ["dollar", "dollars"],
    "length:nmi": ["mille marin", "milles marins", "mille nautique", "milles nautiques"],
    "volume:gal": ["gallon américain", "gallons américains", "gallon US", "gallons US"],
    "volume:gal_uk": ["gallon impérial", "gallons impériaux", "gallon UK", "gallons UK"],
    "volume:fl-oz": ["once liquide", "onces liquides", "oz"],
    "temperature:c": ["degré", "degrés"],
    // The quintal of French harvests ("quintaux à l'hectare") is the metric one, 100 kg.
    "weight:q": ["quintal", "quintaux"],
    "power:hp_metric": ["ch", "cheval", "chevaux", "cheval-vapeur", "chevaux-vapeur"],
    "energy:kcal": ["kilocalorie", "kilocalories"],
  },
};

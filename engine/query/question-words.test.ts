import { describe, expect, it } from "vitest";
import { GERMAN } from "./languages/de.ts";
import { SPANISH } from "./languages/es.ts";
import { FRENCH } from "./languages/fr.ts";
import { PORTUGUESE } from "./languages/pt.ts";
import { type QuestionWords, questionInEnglish } from "./question-words.ts";

const cases: readonly (readonly [QuestionWords, string, string])[] = [
  [SPANISH, "5 pies a metros", "5 pies to metros"],
  [SPANISH, "¿Cuántos pies hay en una milla?", "how many pies in one milla"],
  [SPANISH, "cuanto es 1,5 km en millas", "1,5 km to millas"],
  [SPANISH, "convertir 10 libras a kilos", "10 libras to kilos"],
  [SPANISH, "cuántos centímetros tiene un pie", "how many centímetros in one pie"],
  [GERMAN, "5 Fuß in cm", "5 Fuß to cm"],
  [GERMAN, "wie viele Zoll sind 30 cm", "how many Zoll in 30 cm"],
  [GERMAN, "Wie viel ist 3,5 Zoll in cm?", "3,5 Zoll to cm"],
  [GERMAN, "100 km/h nach mph umrechnen", "100 km/h to mph"],
  [GERMAN, "wie viel Gramm hat ein Pfund", "how many Gramm in one Pfund"],
  [FRENCH, "combien d'onces dans une livre", "how many onces in one livre"],
  [FRENCH, "convertir 5 pieds en mètres", "5 pieds to mètres"],
  [FRENCH, "combien fait un pouce en cm", "one pouce to cm"],
  [FRENCH, "20 °C vers °F", "20 °C to °F"],
  [PORTUGUESE, "quantos pés tem um metro", "how many pés in one metro"],
  [PORTUGUESE, "quantos centímetros há em uma polegada", "how many centímetros in one polegada"],
  [PORTUGUESE, "Quanto é 5 pés em metros?", "5 pés to metros"],
  [PORTUGUESE, "converter 1,5 km para milhas", "1,5 km to milhas"],
  // "Of" after a percentage only: "5 pies de 3" keeps its "de".
  [SPANISH, "20 % de 80 kg a g", "20 % of 80 kg to g"],
  [SPANISH, "5 pies de 3 pulgadas", "5 pies de 3 pulgadas"],
  [GERMAN, "20% von 80 kg", "20% of 80 kg"],
  [FRENCH, "15 % d’1 km en m", "15 % of 1 km to m"],
  [FRENCH, "20 % des 80 kg", "20 % of 80 kg"],
  [PORTUGUESE, "20% do salário", "20% of salário"],
];

describe("a question in another language, in the reader's English", () => {
  it.each(cases)("%#: %s", (table, question, english) => {
    expect(questionInEnglish(question, table)).toBe(english);
  });

  it("leaves what it does not know as typed", () => {
    expect(questionInEnglish("5 ft 3 in", SPANISH)).toBe("5 ft 3 in");
    expect(questionInEnglish("torque", GERMAN)).toBe("torque");
  });
});

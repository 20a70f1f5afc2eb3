import { describe, expect, it } from "vitest";
import { askGnuUnits } from "../tests/gnu-units.ts";
import { ingredientNamed, readCookingQuestion } from "./cooking-question.ts";
import { COOKING_QUESTION_ENGLISH } from "./cooking-question-english.ts";

/** A table with The Cake Bible's figures as GNU units carries them, grams per US cup from GNU. */
const GNU = ["flour_sifted", "brownsugar_light", "powdered_sugar", "butter"] as const;
const perCup = askGnuUnits(GNU.map((name) => ({ have: `uscup ${name}`, want: "g" })));
const TABLE = [
  { name: "All-purpose flour, sifted", words: "plain flour", gramsPerCup: Number(perCup[0]) },
  { name: "Brown sugar, packed", words: "light", gramsPerCup: Number(perCup[1]) },
  { name: "Powdered sugar", words: "icing confectioners", gramsPerCup: Number(perCup[2]) },
  { name: "Butter", words: "", gramsPerCup: Number(perCup[3]) },
  { name: "Peanut butter", words: "", gramsPerCup: 258 },
  { name: "Oat flour", words: "", gramsPerCup: 104 },
  { name: "Rolled oats", words: "oatmeal", gramsPerCup: 81 },
];
const source = () => "the test's table";

function answered(text: string): string | undefined {
  const reading = readCookingQuestion(text, TABLE, source, COOKING_QUESTION_ENGLISH);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display;
}

describe("an ingredient's amount asked in words", () => {
  it("weighs a volume as GNU units does, to the gram", () => {
    const asked = [
      ["2/3 cup flour in g", "2|3 uscup flour_sifted"],
      ["1 1/2 cups brown sugar to grams", "1.5 uscup brownsugar_light"],
      ["3 tbsp powdered sugar in g", "3 tbsp powdered_sugar"],
      ["1 metric cup of butter to g", "250 ml butter"],
      ["2 fl oz icing sugar in grams", "2 floz powdered_sugar"],
    ] as const;
    const gnu = askGnuUnits(asked.map(([, have]) => ({ have, want: "g" })));
    asked.forEach(([text], i) => {
      expect(answered(text), text).toMatch(new RegExp(` = ${Math.round(Number(gnu[i]))} g$`));
    });
  });

  it("measures a weight in the kitchen's cups and spoons", () => {
    expect(answered("1 stick butter in grams")).toBe("1 stick of butter = 113 g");
    expect(answered("½ cup butter to sticks")).toBe("½ cup of butter = 1 stick");
    expect(answered("2/3 cup flour")).toMatch(/^2\/3 cup of all-purpose flour, sifted = \d+ g$/);
    // 113.4 g of butter at 227 g a cup is half a cup; 100 g of sifted flour is ⅞ cup and a bit.
    expect(answered("113.4 g butter in cups")).toBe("113.4 g of butter = ½ cup");
    expect(answered("how many grams in a cup of butter")).toBe(
      `1 cup of butter = ${Math.round(Number(perCup[3]))} g`,
    );
  });

  it("names the ingredient it read and the source of its figure", () => {
    expect(readCookingQuestion("1 cup oats", TABLE, source, COOKING_QUESTION_ENGLISH)).toEqual({
      reading: "1 cup of rolled oats",
      display: "1 cup of rolled oats = 81 g",
      basis:
        "Read “oats” as rolled oats. Rolled oats: 81 g per US cup (236.59 mL), from the test's table. Grams are rounded to the gram, cups to the kitchen's measures.",
    });
  });

  it("finds an ingredient by its words, the usual one first", () => {
    const name = (text: string) => ingredientNamed(text, TABLE, COOKING_QUESTION_ENGLISH)?.name;
    expect(name("butter")).toBe("Butter");
    expect(name("peanut butter")).toBe("Peanut butter");
    expect(name("oats")).toBe("Rolled oats");
    expect(name("oat flour")).toBe("Oat flour");
    expect(name("icing sugar")).toBe("Powdered sugar");
    expect(name("plain flour")).toBe("All-purpose flour, sifted");
    expect(name("motor oil")).toBeUndefined();
  });

  it("leaves every other question to the units", () => {
    for (const text of ["5 cups to ml", "1 cup motor oil in g", "2 kg to lb", "cup flour"]) {
      expect(
        readCookingQuestion(text, TABLE, source, COOKING_QUESTION_ENGLISH),
        text,
      ).toBeUndefined();
    }
  });
});

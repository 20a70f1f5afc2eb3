import { describe, expect, it } from "vitest";
import { askGnuUnits } from "../tests/gnu-units.ts";
import {
  COOKING_UNITS,
  type CookingUnit,
  convertCooking,
  type KitchenWords,
  kitchenAmount,
  kitchenMeasure,
  US_CUP_ML,
} from "./cooking.ts";
import { KITCHEN_ENGLISH } from "./kitchen-english.ts";

/** Each unit's size against GNU units' own definitions (definitions.units). */
const GNU_UNITS: Readonly<Record<CookingUnit, string>> = {
  us_cup: "uscup",
  legal_cup: "legalcup",
  metric_cup: "metriccup",
  imperial_cup: "brcup",
  tbsp: "ustbsp",
  tsp: "ustsp",
  fl_oz: "usfloz",
  ml: "ml",
  l: "l",
  g: "g",
  kg: "kg",
  oz: "oz",
  lb: "lb",
  stick: "stickbutter",
};

/** The Cake Bible's densities as GNU units carries them: g per US cup. */
const SUGAR = 200;
const FLOUR_SCOOPED = 141.747615625; // 5 oz

describe("cooking units", () => {
  const units = COOKING_UNITS.map((u) => u.id);
  const truths = askGnuUnits(
    units.map((id) => {
      const kind = COOKING_UNITS.find((u) => u.id === id)?.kind;
      return { have: GNU_UNITS[id], want: kind === "volume" ? "ml" : "g" };
    }),
  );

  it.each(units.map((id, i) => [id, i] as const))("%s is GNU units' size", (id, i) => {
    expect(typeof truths[i], String(truths[i])).toBe("number");
    expect(COOKING_UNITS[i]?.size).toBeCloseTo(truths[i] as number, 9);
    expect(COOKING_UNITS[i]?.id).toBe(id);
  });

  it("converts through an ingredient's grams per cup as GNU units does", () => {
    const [twoCups, grams150, scoop, stick] = askGnuUnits([
      { have: "2 uscup sugar", want: "g" },
      { have: "150 g", want: "uscup sugar" },
      { have: "1|3 uscup flour_scooped", want: "oz" },
      { have: "1 stickbutter", want: "uscup butter" },
    ]);
    expect(convertCooking(2, "us_cup", "g", SUGAR)).toBeCloseTo(twoCups as number, 9);
    expect(convertCooking(150, "g", "us_cup", SUGAR)).toBeCloseTo(grams150 as number, 9);
    expect(convertCooking(1 / 3, "us_cup", "oz", FLOUR_SCOOPED)).toBeCloseTo(scoop as number, 9);
    // GNU's butter: 8 oz a cup.
    expect(convertCooking(1, "stick", "us_cup", 226.796185)).toBeCloseTo(stick as number, 9);
    expect(convertCooking(3, "tbsp", "tsp", 100)).toBeCloseTo(9, 12);
    expect(convertCooking(1, "metric_cup", "ml", 100)).toBe(250);
  });
});

describe("kitchen measures", () => {
  it("writes cups to the measuring cup, then tablespoons and teaspoons", () => {
    expect(kitchenMeasure(US_CUP_ML, "us_cup", KITCHEN_ENGLISH)).toBe("1 cup");
    expect(kitchenMeasure((US_CUP_ML * 2) / 3 + US_CUP_ML / 16, "us_cup", KITCHEN_ENGLISH)).toBe(
      "⅔ cup + 1 tbsp",
    );
    expect(kitchenMeasure(US_CUP_ML * 2.25 + US_CUP_ML / 32, "us_cup", KITCHEN_ENGLISH)).toBe(
      "2 ¼ cups + 1 ½ tsp",
    );
    expect(kitchenMeasure(US_CUP_ML * 1.5, "us_cup", KITCHEN_ENGLISH)).toBe("1 ½ cups");
    expect(kitchenMeasure(US_CUP_ML / 48 / 4, "us_cup", KITCHEN_ENGLISH)).toBe("¼ tsp");
    expect(kitchenMeasure(0.01, "us_cup", KITCHEN_ENGLISH)).toBe("less than ⅛ tsp");
    expect(kitchenMeasure((US_CUP_ML * 5) / 16 + US_CUP_ML / 48, "tbsp", KITCHEN_ENGLISH)).toBe(
      "5 tbsp + 1 tsp",
    );
  });

  it("adds up to GNU units' teaspoons, to the eighth", () => {
    const asked = [150, 87, 333, 20, 512];
    const tsp = askGnuUnits(asked.map((g) => ({ have: `${g} g`, want: "ustsp sugar" })));
    const value = (text: string): number => {
      const glyph: Record<string, number> = { "⅛": 1 / 8, "¼": 1 / 4, "⅓": 1 / 3, "⅜": 3 / 8 };
      Object.assign(glyph, { "½": 1 / 2, "⅝": 5 / 8, "⅔": 2 / 3, "¾": 3 / 4, "⅞": 7 / 8 });
      return text.split(" + ").reduce((sum, part) => {
        const words = part.split(" ");
        const unit = words.pop() as string;
        const n = words.reduce((s, w) => s + (glyph[w] ?? Number(w)), 0);
        return sum + n * (unit.startsWith("cup") ? 48 : unit === "tbsp" ? 3 : 1);
      }, 0);
    };
    asked.forEach((grams, i) => {
      const text = kitchenAmount(
        convertCooking(grams, "g", "us_cup", SUGAR),
        "us_cup",
        KITCHEN_ENGLISH,
      );
      expect(Math.abs(value(text) - (tsp[i] as number)), `${grams} g: ${text}`).toBeLessThanOrEqual(
        1 / 16,
      );
    });
  });

  it("rounds grams whole, and never shows an amount as 0", () => {
    expect(kitchenAmount(convertCooking(1, "us_cup", "g", 125), "g", KITCHEN_ENGLISH)).toBe(
      "125 g",
    );
    expect(kitchenAmount(convertCooking(1, "tsp", "g", 124.8), "g", KITCHEN_ENGLISH)).toBe("2.6 g");
    expect(kitchenAmount(0.004, "g", KITCHEN_ENGLISH)).toBe("0.004 g");
    expect(kitchenAmount(convertCooking(1, "us_cup", "oz", 125), "oz", KITCHEN_ENGLISH)).toBe(
      "4.41 oz",
    );
    expect(kitchenAmount(1, "stick", KITCHEN_ENGLISH)).toBe("1 stick");
    expect(kitchenAmount(0.1 + 0.2, "metric_cup", KITCHEN_ENGLISH)).toBe("0.3 metric cups");
    expect(kitchenAmount(0.0001234, "kg", KITCHEN_ENGLISH)).toBe("0.00012 kg");
  });
});

describe("a kitchen's amounts in another language's words", () => {
  const words: KitchenWords = {
    amounts: {
      ...KITCHEN_ENGLISH.amounts,
      us_cup: ["taza", "tazas"],
      tbsp: ["cucharada", "cucharadas"],
      tsp: ["cucharadita", "cucharaditas"],
    },
    less: "menos de {amount}",
    marks: { decimal: ",", group: ".", groupFrom: 5 },
  };
  it("names the measures, singular up to one", () => {
    expect(kitchenMeasure((2 / 3) * US_CUP_ML + US_CUP_ML / 16, "us_cup", words)).toBe(
      "⅔ taza + 1 cucharada",
    );
    expect(kitchenMeasure(2.5 * US_CUP_ML + (1.5 * US_CUP_ML) / 48, "us_cup", words)).toBe(
      "2 ½ tazas + 1 ½ cucharaditas",
    );
    expect(kitchenMeasure(0.01, "us_cup", words)).toBe("menos de ⅛ cucharadita");
  });
  it("writes decimals and groups with the language's marks", () => {
    expect(kitchenAmount(2.5, "kg", words)).toBe("2,5 kg");
    expect(kitchenAmount(12345.4, "g", words)).toBe("12.345 g");
    expect(kitchenAmount(1234, "g", words)).toBe("1234 g");
  });
});

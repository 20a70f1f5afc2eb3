import { convertCooking, kitchenAmount } from "../../../engine/cooking.ts";
import { KITCHEN_ENGLISH } from "../../../engine/kitchen-english.ts";
import type { ToolPage } from "../../catalog/page.ts";
import { cookingConverter, ingredientPages } from "../../catalog/pages/cooking.ts";
import { ingredientOf, sourceText } from "../../cooking/ingredient-of.ts";
import { INGREDIENT_SOURCES } from "../../cooking/ingredient-sources.ts";
import { INGREDIENTS } from "../../cooking/ingredients.ts";
import type { ToolText } from "../types.ts";

const usda = INGREDIENTS.filter((i) => INGREDIENT_SOURCES[i.id]?.from === "usda").length;

/**
 * The cooking converter's content (issue 24). Figures come from site/cooking/ingredients.ts
 * (generated from USDA SR28 and GNU units) through engine/cooking.ts, never typed here.
 */
export const cookingText: ToolText = {
  page: cookingConverter,
  about: [
    `A cup of flour and a cup of honey fill the same measure but weigh very differently, so turning a recipe's cups into grams needs the weight of a cup of that ingredient. This converter knows ${INGREDIENTS.length} ingredients: ${usda} from the household measures of USDA's National Nutrient Database for Standard Reference (SR28, the final release of SR Legacy, in the public domain), and ${INGREDIENTS.length - usda} that USDA does not measure (flour and cocoa sifted, spooned or scooped, dark brown sugar, kosher salt) from The Cake Bible by Rose Levy Beranbaum, as GNU units carries its figures. The table below names the source of every figure.`,
    "Volumes are the exact ones: the US cup is 236.5882365 mL, the US legal cup of nutrition labels 240 mL, the metric cup of Australia, Canada and New Zealand 250 mL, the imperial cup 284.130625 mL; a US tablespoon is 1/16 cup, a teaspoon 1/48, a fluid ounce 1/8, and a stick of butter a quarter pound (113.4 g). Results are rounded the way a kitchen measures: grams whole (to 0.1 g under 10 g), cups to the measuring cup with the rest in tablespoons and teaspoons, such as “⅔ cup + 1 tbsp”.",
  ],
  useCases: [
    "Weighing an American recipe's cups on a kitchen scale",
    "Turning a European recipe's grams into cups and spoons",
    "Scaling a recipe up or down",
    "Checking how much a stick of butter or a cup of honey weighs",
  ],
  tips: [
    {
      title: "Flour depends on how you fill the cup",
      content: [
        `Sifted flour is airy, scooped flour packed: a cup of all-purpose flour weighs ${kitchenAmount(ingredientOf("flour-sifted").gramsPerCup, "g", KITCHEN_ENGLISH)} sifted, ${kitchenAmount(ingredientOf("flour-spooned").gramsPerCup, "g", KITCHEN_ENGLISH)} spooned into the cup and levelled, and ${kitchenAmount(ingredientOf("flour-scooped").gramsPerCup, "g", KITCHEN_ENGLISH)} scooped from the bag (The Cake Bible). USDA's figure, ${kitchenAmount(ingredientOf("flour").gramsPerCup, "g", KITCHEN_ENGLISH)}, is the default; when a recipe says how to measure, choose that line.`,
      ],
    },
    {
      title: "Weigh when it matters",
      content: [
        "A cup measure of a powder varies by ten percent or more from one cook to the next; grams do not. For bread and cakes, weigh flour and sugar.",
      ],
    },
  ],
  faqs: [
    {
      question: "How many grams are in a cup?",
      answer: `It depends on the ingredient: a US cup of water weighs about ${kitchenAmount(ingredientOf("water").gramsPerCup, "g", KITCHEN_ENGLISH)}, of all-purpose flour ${kitchenAmount(ingredientOf("flour").gramsPerCup, "g", KITCHEN_ENGLISH)}, of granulated sugar ${kitchenAmount(ingredientOf("sugar").gramsPerCup, "g", KITCHEN_ENGLISH)}, of butter ${kitchenAmount(ingredientOf("butter").gramsPerCup, "g", KITCHEN_ENGLISH)} and of honey ${kitchenAmount(ingredientOf("honey").gramsPerCup, "g", KITCHEN_ENGLISH)}. Choose the ingredient above to convert any amount.`,
    },
    {
      question: "Is a cup the same in every country?",
      answer:
        "No. A US cup is 236.6 mL, the US legal cup on nutrition labels 240 mL, the metric cup used in Australia, Canada and New Zealand 250 mL, and the old imperial cup 284.1 mL. A metric cup of flour is about 6% more than a US cup.",
    },
    {
      question: "Where do the figures come from?",
      answer:
        "From USDA's National Nutrient Database for Standard Reference, Release 28, which weighs each food in household measures (a cup, a tablespoon, a teaspoon), and for what USDA does not measure, from The Cake Bible as GNU units carries it. A figure measured by the tablespoon is multiplied by 16, by the teaspoon by 48, by the fluid ounce by 8. Each ingredient's source is in the table on this page.",
    },
  ],
};

/** "How many grams in 1 cup of flour" and its table's text, from one template per ingredient. */
function ingredientText(page: ToolPage): ToolText {
  const [first, ...others] = (page.ingredients ?? []).map(ingredientOf);
  if (!first) throw new Error(`${page.path} names no ingredient`);
  const name = first.name.toLowerCase();
  const cup = kitchenAmount(first.gramsPerCup, "g", KITCHEN_ENGLISH);
  const hundred = kitchenAmount(
    convertCooking(100, "g", "us_cup", first.gramsPerCup),
    "us_cup",
    KITCHEN_ENGLISH,
  );
  const tbsp = kitchenAmount(
    convertCooking(1, "tbsp", "g", first.gramsPerCup),
    "g",
    KITCHEN_ENGLISH,
  );
  const variants = others.map(
    (i) => `${i.name.toLowerCase()} ${kitchenAmount(i.gramsPerCup, "g", KITCHEN_ENGLISH)}`,
  );
  return {
    page,
    about: [
      `A US cup of ${name} weighs ${cup}: ${sourceText(INGREDIENT_SOURCES[first.id])}.${variants.length > 0 ? ` Measured other ways a cup weighs: ${variants.join("; ")} (sources in the table below).` : ""} The converter above starts on ${name}; any other of its ingredients is a choice away.`,
      "The table gives the weight from ¼ to 4 US cups, rounded to whole grams and ounces to three significant digits. It prints on one page.",
    ],
    useCases: [
      `Weighing ${name} for an American recipe`,
      `Turning grams of ${name} into cups and spoons`,
    ],
    faqs: [
      {
        question: `How many grams are in a cup of ${name}?`,
        answer: `${cup} in a US cup (236.6 mL), by the figure of ${INGREDIENT_SOURCES[first.id]?.from === "usda" ? "USDA's SR28" : "The Cake Bible"}. A tablespoon holds ${tbsp}.`,
      },
      {
        question: `How many cups is 100 grams of ${name}?`,
        answer: `${hundred}, measured with US cups and spoons.`,
      },
    ],
  };
}

export const ingredientTexts: readonly ToolText[] = ingredientPages.map(ingredientText);

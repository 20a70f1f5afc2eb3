import type { KitchenWords } from "./cooking.ts";

/**
 * English, as the site has always written a kitchen's amounts (engine/cooking.ts). A module of
 * its own, passed rather than a default: the converter's first view does not carry it (an English
 * page's loader sends it), and the box's cooking answers load it with theirs.
 */
export const KITCHEN_ENGLISH: KitchenWords = {
  amounts: {
    us_cup: ["cup", "cups"],
    tbsp: ["tbsp", "tbsp"],
    tsp: ["tsp", "tsp"],
    legal_cup: ["legal cup", "legal cups"],
    metric_cup: ["metric cup", "metric cups"],
    imperial_cup: ["imperial cup", "imperial cups"],
    fl_oz: ["fl oz", "fl oz"],
    ml: ["mL", "mL"],
    l: ["L", "L"],
    g: ["g", "g"],
    kg: ["kg", "kg"],
    oz: ["oz", "oz"],
    lb: ["lb", "lb"],
    stick: ["stick", "sticks"],
  },
  less: "less than {amount}",
};

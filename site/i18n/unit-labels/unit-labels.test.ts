import { describe, expect, it } from "vitest";
import { categories } from "../../../engine/catalog/index.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { UNIT_NAMES } from "../unit-names.ts";
import { UNIT_LABELS } from "./index.ts";

/** Lower case, without accents or hyphens: how a label is compared with CLDR's name. */
function fold(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[-\s]+/g, " ");
}

const keys = categories.flatMap((c) => c.units.map((u) => `${c.id}:${u.code}`));

describe.each(OTHER_LANGUAGES)("the units' names in %s", (language) => {
  const { units, categories: names } = UNIT_LABELS[language];

  it("names every unit and every category of the catalogue, and nothing else", () => {
    expect(keys.filter((key) => !units[key])).toEqual([]);
    expect(Object.keys(units).filter((key) => !keys.includes(key))).toEqual([]);
    const ids = categories.map((c) => c.id);
    expect(ids.filter((id) => !names[id])).toEqual([]);
    expect(Object.keys(names).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("writes every label and plural, without stray spaces", () => {
    const bad = Object.entries(units).filter(
      ([, [label, plural]]) =>
        label.trim() !== label || plural.trim() !== plural || label === "" || plural === "",
    );
    expect(bad).toEqual([]);
  });

  it("begins the label and the plural of a unit CLDR names with CLDR's own words", () => {
    const differ = Object.entries(UNIT_NAMES).flatMap(([key, { names: cldr }]) => {
      const forms = cldr[language];
      const own = units[key];
      if (!forms || !own) return [];
      const [label, plural] = own;
      const fits =
        fold(label).startsWith(fold(forms.one)) && fold(plural).startsWith(fold(forms.other));
      return fits ? [] : [`${key}: ${label} / ${plural} (CLDR: ${forms.one} / ${forms.other})`];
    });
    expect(differ).toEqual([]);
  });
});

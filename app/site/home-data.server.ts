import { categoryById } from "../../engine/catalog/index.ts";
import { convert } from "../../engine/convert.ts";
import { formatNumber } from "../../engine/format.ts";
import { MGDL_PER_MMOLL } from "../../engine/glucose.ts";
import { expressTabs } from "../../engine/pages/express-tabs.ts";
import { converterPages } from "../../engine/pages/index.ts";
import { findUnit } from "../../engine/unit-lookup.ts";
import type { ExpressTabData } from "../components/express-converter.tsx";
import { formula } from "../content/formula.ts";
import { pageAt } from "./catalog.ts";

/** The express converter's tabs with their units as data (unit spec 3.2). */
export function expressTabData(): ExpressTabData[] {
  return expressTabs.map((tab) => {
    const category = categoryById(tab.category);
    if (!category) throw new Error(`Express tab ${tab.id}: no category ${tab.category}`);
    const units = tab.units.map((code) => {
      const unit = findUnit(category, code);
      if (!unit) throw new Error(`Express tab ${tab.id}: no unit ${code}`);
      const { aliases: _aliases, note: _note, ...data } = unit;
      return data;
    });
    return {
      id: tab.id,
      label: tab.label,
      units,
      ...(category.display ? { display: category.display } : {}),
    };
  });
}

export interface CommonConversion {
  readonly label: string;
  readonly detail: string;
  readonly url: string;
}

/**
 * The home page's 'Common Conversions' (unit spec 3.4): the blood-sugar pair, then every pair page,
 * each with its factor or formula computed by the engine.
 */
export function commonConversions(): CommonConversion[] {
  const pairs = converterPages.filter((p) => pageAt(`/${p.slug}`)?.group === "Pairs");
  return [
    {
      label: "mg/dL → mmol/L",
      detail: `1 mg/dL = ${formatNumber(1 / MGDL_PER_MMOLL)} mmol/L`,
      url: "/blood-sugar-converter",
    },
    ...pairs.map((p) => {
      const category = categoryById(p.category);
      const from = category && findUnit(category, p.codes?.[p.from] ?? p.from);
      const to = category && findUnit(category, p.codes?.[p.to] ?? p.to);
      if (!from || !to) throw new Error(`Pair ${p.slug} lacks a unit`);
      const detail =
        from.relation === "affine"
          ? formula(from, to)
          : `1 ${from.symbol} = ${formatNumber(convert(1, from, to))} ${to.symbol}`;
      return { label: `${from.symbol} → ${to.symbol}`, detail, url: `/${p.slug}` };
    }),
  ];
}

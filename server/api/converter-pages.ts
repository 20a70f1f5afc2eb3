import { glucoseUnits } from "../../engine/glucose.ts";
import { MAX_BASE, MIN_BASE, namedBases } from "../../engine/number-base.ts";
import { pages, slugOf } from "../../site/catalog/catalog.ts";
import { type Offered, offered } from "../../site/catalog/offers.ts";

/** A converter page as the public API sees it: its slug, title, and what it converts. */
export type ApiPage =
  | {
      readonly kind: "units";
      readonly slug: string;
      readonly title: string;
      readonly offer: Offered;
    }
  | { readonly kind: "number-base"; readonly slug: string; readonly title: string }
  | { readonly kind: "glucose"; readonly slug: string; readonly title: string };

/** Every converter page of the catalog (not twins, not the text-case page), by slug. */
export const apiPages: ReadonlyMap<string, ApiPage> = new Map(
  pages.flatMap((p): [string, ApiPage][] => {
    const slug = slugOf(p);
    if (p.canonical) return [];
    switch (p.kind) {
      case "category":
      case "pair":
      case "temperature-pair":
        return [[slug, { kind: "units", slug, title: p.title, offer: offered(p.offer) }]];
      case "tool":
        return p.tool === "number-base"
          ? [[slug, { kind: "number-base", slug, title: p.title }]]
          : [];
      case "medical":
        return [[slug, { kind: "glucose", slug, title: p.title }]];
      default:
        return [];
    }
  }),
);

export interface ApiUnit {
  readonly code: string;
  readonly label: string;
  /** What is written beside a number: "ft", "N·m", "base 16", "mg/dL". */
  readonly symbol: string;
}

const numberBases: readonly ApiUnit[] = [
  ...namedBases.map((b) => ({
    code: b.code,
    label: `${b.label} (base ${b.base})`,
    symbol: `base ${b.base}`,
  })),
  ...Array.from({ length: MAX_BASE - MIN_BASE + 1 }, (_, i) => ({
    code: String(MIN_BASE + i),
    label: `Base ${MIN_BASE + i}`,
    symbol: `base ${MIN_BASE + i}`,
  })),
];

function unitsOf(page: ApiPage): readonly ApiUnit[] {
  switch (page.kind) {
    case "units":
      return page.offer.units.map(({ code, unit }) => ({
        code,
        label: unit.label,
        symbol: unit.symbol,
      }));
    case "number-base":
      return numberBases;
    case "glucose":
      return glucoseUnits.map((u) => ({ code: u.code, label: u.label, symbol: u.label }));
  }
}

/**
 * The body of GET /api/units (docs/spec/decisions.md): computed once, it never changes while
 * running.
 */
export const unitsListing = {
  pages: [...apiPages.values()].map((p) => ({ slug: p.slug, title: p.title, units: unitsOf(p) })),
};

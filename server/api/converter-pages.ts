import { pages } from "../../app/site/catalog.ts";
import { categoryById } from "../../engine/catalog/index.ts";
import { glucoseUnits } from "../../engine/glucose.ts";
import { MAX_BASE, MIN_BASE, namedBases } from "../../engine/number-base.ts";
import { pageUnits } from "../../engine/page-units.ts";
import { converterPage } from "../../engine/pages/index.ts";
import type { Category, ConverterPage } from "../../engine/types.ts";

/** A converter page as the public API sees it: its slug, title, and what it converts. */
export type ApiPage =
  | {
      readonly kind: "units";
      readonly slug: string;
      readonly title: string;
      readonly page: ConverterPage;
      readonly category: Category;
    }
  | { readonly kind: "number-base"; readonly slug: string; readonly title: string }
  | { readonly kind: "glucose"; readonly slug: string; readonly title: string };

/** Every converter page of the catalog (not twins, not the text-case page), by slug. */
export const apiPages: ReadonlyMap<string, ApiPage> = new Map(
  pages.flatMap((p): [string, ApiPage][] => {
    const slug = p.path.slice(1);
    if (p.canonical) return [];
    if (p.view === "number-base") return [[slug, { kind: "number-base", slug, title: p.title }]];
    if (p.view === "blood-sugar") return [[slug, { kind: "glucose", slug, title: p.title }]];
    const page = p.converter ? converterPage(p.converter) : undefined;
    const category = page && categoryById(page.category);
    if (!page || !category) return [];
    return [[slug, { kind: "units", slug, title: p.title, page, category }]];
  }),
);

export interface ApiUnit {
  readonly code: string;
  readonly label: string;
}

const numberBases: readonly ApiUnit[] = [
  ...namedBases.map((b) => ({ code: b.code, label: `${b.label} (base ${b.base})` })),
  ...Array.from({ length: MAX_BASE - MIN_BASE + 1 }, (_, i) => ({
    code: String(MIN_BASE + i),
    label: `Base ${MIN_BASE + i}`,
  })),
];

export function unitsOf(page: ApiPage): readonly ApiUnit[] {
  switch (page.kind) {
    case "units":
      return pageUnits(page.page, page.category).map(({ code, unit }) => ({
        code,
        label: unit.label,
      }));
    case "number-base":
      return numberBases;
    case "glucose":
      return glucoseUnits.map((u) => ({ code: u.code, label: u.label }));
  }
}

/** The body of GET /api/units (decisions.md): computed once, it never changes while running. */
export const unitsListing = {
  pages: [...apiPages.values()].map((p) => ({ slug: p.slug, title: p.title, units: unitsOf(p) })),
};

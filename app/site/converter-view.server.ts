import { categoryById } from "../../engine/catalog/index.ts";
import { pageUnits } from "../../engine/page-units.ts";
import { converterPage, converterPages } from "../../engine/pages/index.ts";
import type { Category, ConverterPage } from "../../engine/types.ts";
import type { ConverterData } from "../components/converter/converter-data.ts";
import { shown } from "../content/fill.ts";
import { renderContent } from "../content/render.server.ts";
import { pageAt } from "./catalog.ts";
import type { LinkCard, RelatedLinks } from "./view-types.ts";

function resolve(slug: string): { page: ConverterPage; category: Category } {
  const page = converterPage(slug);
  const category = page && categoryById(page.category);
  if (!page || !category) throw new Error(`No converter page '${slug}'`);
  return { page, category };
}

/** The page's units as plain data under the page's own codes: all a converter needs in the browser. */
export function converterData(slug: string): ConverterData {
  const { page, category } = resolve(slug);
  const units = pageUnits(page, category).map(({ code, unit }) => {
    const { aliases: _aliases, note: _note, ...data } = unit;
    return { ...data, code };
  });
  const fixed = category.id === "temperature" && pageAt(`/${slug}`)?.group === "Pairs";
  return {
    units,
    from: page.from,
    to: page.to,
    ...(category.display ? { display: category.display } : {}),
    ...(fixed ? { fixed } : {}),
  };
}

const isPair = (p: ConverterPage) => pageAt(`/${p.slug}`)?.group === "Pairs";

/** A pair page as a link: its title and what one of its unit is worth. */
function pairCard(pair: ConverterPage, category: Category): LinkCard {
  const code = (c: string) => pair.codes?.[c] ?? c;
  const from = pageUnits(pair, category).find((u) => u.code === pair.from)?.unit;
  const to = pageUnits(pair, category).find((u) => u.code === pair.to)?.unit;
  return {
    title: pair.title,
    description: `1 ${from?.symbol} = ${shown(category, 1, code(pair.from), code(pair.to))} ${to?.symbol}`,
    url: `/${pair.slug}`,
  };
}

/** 'Popular <X> Conversions' of a category page: the pair pages of its category. */
export function popularPairs(slug: string): LinkCard[] {
  const { page, category } = resolve(slug);
  if (isPair(page)) return [];
  return converterPages
    .filter((p) => p.category === category.id && isPair(p))
    .map((p) => pairCard(p, category));
}

export function relatedPanel(slug: string): RelatedLinks | undefined {
  const { page, category } = resolve(slug);
  if (!isPair(page)) return undefined;
  const reverse = converterPage(`${page.to}-to-${page.from}`);
  const categoryPage = pageAt(`/${category.id}`);
  if (!reverse || !categoryPage) throw new Error(`/${slug} lacks its reverse or category page`);
  const others = converterPages.filter(
    (p) => p.category === category.id && isPair(p) && p !== page && p !== reverse,
  );
  return {
    reverse: { ...pairCard(reverse, category), title: reverse.title },
    category: {
      title: `More ${category.name} Conversions`,
      description: `Explore all ${category.name.toLowerCase()} conversion tools`,
      url: categoryPage.path,
    },
    alsoNeed: others.slice(0, 4).map((p) => pairCard(p, category)),
  };
}

export function converterContent(slug: string) {
  const { page, category } = resolve(slug);
  return renderContent(page, category);
}

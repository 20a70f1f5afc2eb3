import type { WorldPage } from "../site/query/world.ts";
import { gnuNames as common } from "./fixtures/gnu-names/common.ts";
import { gnuNames as engineering } from "./fixtures/gnu-names/engineering-heat-fluids.ts";
import { gnuNames as other } from "./fixtures/gnu-names/light-electric-other.ts";
import type { GnuEntry } from "./fixtures/gnu-names/types.ts";
import type { Phrasing } from "./fixtures/query-corpus.ts";
import { askGnuUnits } from "./gnu-units.ts";

/**
 * The meaning of a corpus phrasing in GNU units' words, so the expected numbers of the query
 * corpora (English, site/query/corpus.test.ts; the other languages,
 * site/query/corpus-languages.test.ts) come from GNU units, never from our catalogue.
 */
const gnu = { ...common, ...engineering, ...other };

/**
 * `page:code` → the GNU spelling of that unit, as a quantity (`have`, with `value`) or a target
 * (`want`, without). The page is found among `pages` by its path, the code among the codes it
 * offers; throws when the page, the code or the GNU spelling is missing.
 */
function gnuSpelling(pages: readonly WorldPage[], side: string, value?: number): string {
  const [slug, code] = side.split(":");
  const page = pages.find((p) => p.path === `/${slug}`);
  const engineCode = [...(page?.codes ?? [])].find(([, own]) => own === code)?.[0];
  const entry: GnuEntry | undefined =
    page?.category && engineCode ? gnu[page.category]?.units[engineCode] : undefined;
  const form = typeof entry === "object" ? entry.gnu : entry;
  if (form === undefined) throw new Error(`No GNU spelling for ${side}`);
  if (typeof form === "string") return value === undefined ? form : `${value} * (${form})`;
  // A scale: tempF(100) as a quantity, tempF as a target.
  return value === undefined ? (/^(\w+)\(/.exec(form(1))?.[1] ?? "") : form(value);
}

/** GNU units' answer to each phrasing, in order: a number, or GNU's message when it had none. */
export function gnuTruths(
  pages: readonly WorldPage[],
  phrasings: readonly Phrasing[],
): (number | string)[] {
  return askGnuUnits(
    phrasings.map((p) => ({
      have: gnuSpelling(pages, p.from, p.value),
      want: gnuSpelling(pages, p.to),
    })),
  );
}

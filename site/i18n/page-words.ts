import type { Category, Unit } from "../../engine/types.ts";
import { isUnitPage } from "../catalog/catalog.ts";
import { offered } from "../catalog/offers.ts";
import type { MoneyPage, Page, UnitPage } from "../catalog/page.ts";
import { roundedDown } from "../catalog/pages/money.ts";
import { site } from "../config.ts";
import { shown } from "../content/fill.ts";
import { currency, offeredCounts } from "../money/currencies.ts";
import { ingredientPageWords } from "./cooking/page-words.ts";
import { CURRENCY_NAMES } from "./currency-names.ts";
import { inSentence, type Language, type OtherLanguage } from "./languages.ts";
import { fill } from "./messages/fill.ts";
import { spellNumbers } from "./numbers.ts";
import type { WrittenPath } from "./text/en.ts";
import { PAGE_NAMES, PAGE_WORDS, translator } from "./text/index.ts";
import { UNIT_LABELS } from "./unit-labels/index.ts";
import type { UnitLabel } from "./unit-labels/types.ts";

/** How a page is named in one language: what its head, heading, breadcrumb and links say. */
export interface PageWords {
  /** The heading: "Length Converter", "Conversor de longitud", "Centímetros a pulgadas". */
  readonly title: string;
  /** The breadcrumb's, and the page as a sentence names it: "Conversor de centímetros a pulgadas". */
  readonly label: string;
  /** Menus and link lists: "Longitud", "Centímetros a pulgadas". */
  readonly navLabel: string;
  readonly description: string;
  readonly keywords: string;
}

/** A unit's name in a language beside English: its label and its plural (unit-labels/). */
export function unitLabel(language: OtherLanguage, category: Category, unit: Unit): UnitLabel {
  const label = UNIT_LABELS[language].units[`${category.id}:${unit.code}`];
  if (!label) throw new Error(`${category.id}:${unit.code} has no name in '${language}'`);
  return label;
}

/** A quantity's name in a language, as a title writes it: "Peso", not "Peso (masa)". */
export function quantityName(language: Language, category: Category): string {
  const name =
    language === "en" ? category.name : (UNIT_LABELS[language].categories[category.id] ?? "");
  if (name === "") throw new Error(`Category '${category.id}' has no name in '${language}'`);
  return name.replace(/\s*\([^)]*\)$/, "");
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function unitPageWords(page: UnitPage, language: OtherLanguage): PageWords {
  const t = translator(language);
  const { category, from, to, units } = offered(page.offer);
  if (page.kind === "category") {
    const name = PAGE_NAMES[language][page.path] ?? quantityName(language, category);
    const inText = inSentence(name, language);
    const title = t("page.category-title", { name: inText });
    // The page's default pair first, then the next unit it lists: what most come for.
    const listed = [from, to, ...units.filter((u) => u.unit !== from.unit && u.unit !== to.unit)];
    const examples = listed.slice(0, 3).map((u) => unitLabel(language, category, u.unit)[1]);
    return {
      title,
      label: title,
      navLabel: name,
      description: t("page.category-description", {
        name: inText,
        examples: examples.join(", "),
        count: String(units.length),
      }),
      keywords: t("page.category-keywords", { name: inText }),
    };
  }
  const [fromPlural, toPlural] = [from, to].map((u) => unitLabel(language, category, u.unit)[1]);
  const names = { from: fromPlural ?? "", to: toPlural ?? "" };
  const title = capitalised(t("page.pair-title", names));
  const value = spellNumbers(shown(category, 1, from.unit.code, to.unit.code), language);
  return {
    title,
    label: t("page.pair-label", { title: inSentence(title, language) }),
    navLabel: title,
    description: t("page.pair-description", {
      ...names,
      fromSymbol: from.unit.symbol,
      toSymbol: to.unit.symbol,
      value,
    }),
    keywords: t("page.pair-keywords", {
      ...names,
      fromSymbol: from.unit.symbol,
      toSymbol: to.unit.symbol,
    }),
  };
}

/**
 * A currency's names in a sentence of a language, singular and plural: CLDR's (currency-names.ts),
 * lower-cased at the start where the language writes them so mid-sentence (Portuguese's CLDR
 * names start upper-case: "Dólares americanos"); German nouns keep their capital. A coin's name
 * is a brand's, the same in every language.
 */
export function currencyNames(
  code: string,
  language: OtherLanguage,
): { readonly name: string; readonly plural: string } {
  const forms = CURRENCY_NAMES[code]?.[language];
  if (!forms) {
    const name = currency(code)?.name;
    if (!name) throw new Error(`${code} has no name`);
    return { name, plural: name };
  }
  const inText = (text: string) =>
    language === "de" ? text : text.charAt(0).toLowerCase() + text.slice(1);
  return { name: inText(forms.name), plural: inText(forms.other) };
}

/** A currency pair page's words: "USD a EUR", "Convertir USD a EUR", with CLDR's names. */
function moneyPairWords(page: MoneyPage, language: OtherLanguage): PageWords {
  const t = translator(language);
  const { from, to } = page.pair ?? { from: "USD", to: "EUR" };
  // As the English catalog's: a fiat currency by its code, a coin by its name ("USD a Bitcoin").
  const short = (code: string) => (CURRENCY_NAMES[code] ? code : (currency(code)?.name ?? code));
  const title = t("money.pair-title", { from: short(from), to: short(to) });
  const [f, o] = [currencyNames(from, language), currencyNames(to, language)];
  const names = {
    from,
    to,
    fromName: f.name,
    toName: o.name,
    fromPlural: f.plural,
    toPlural: o.plural,
  };
  return {
    title,
    label: t("money.pair-label", { title }),
    navLabel: title,
    description: t("money.pair-description", names),
    keywords: t("money.pair-keywords", names),
  };
}

/** The counts a written money page's description says ("over 150", "the 48 largest"). */
function moneyCounts(): Readonly<Record<string, string>> {
  const { fiat, coins } = offeredCounts();
  return { fiat: String(roundedDown(fiat)), coins: String(coins), others: String(coins - 2) };
}

const made = new Map<string, PageWords>();

/**
 * A page's words in a language: English's are its catalog entry's; another language's are made
 * from its units' and quantity's names there (a pair of currencies, an ingredient, from theirs),
 * or are written (PAGE_WORDS: the home page, the site's own pages, the blood-sugar page, whose
 * twins take its words, the tools and the money converters).
 */
export function pageWords(page: Page, language: Language): PageWords {
  if (language === "en") return page;
  const key = `${language}:${page.path}`;
  let words = made.get(key);
  if (!words) {
    // A twin (`/blood-sugar`) is the page it is the twin of, under another address.
    const path = page.canonical ?? page.path;
    const written = Object.hasOwn(PAGE_WORDS[language], path)
      ? PAGE_WORDS[language][path as WrittenPath]
      : undefined;
    const cooking = ingredientPageWords(page, language);
    if (isUnitPage(page)) {
      words = unitPageWords(page, language);
    } else if (page.kind === "currency-pair") {
      words = moneyPairWords(page, language);
    } else if (cooking) {
      words = cooking;
    } else if (written) {
      const filled = (text: string) => fill(text, { site: site.name, ...moneyCounts() });
      words = {
        title: filled(written.title),
        label: filled(written.title),
        navLabel: filled(written.navLabel),
        description: filled(written.description),
        keywords: filled(written.keywords),
      };
    } else {
      throw new Error(`${page.path} has no words in '${language}' (site/i18n/text/)`);
    }
    made.set(key, words);
  }
  return words;
}

import type { MoneyPage } from "../../catalog/page.ts";
import type { MoneyText } from "../../content/types.ts";
import type { OtherLanguage } from "../languages.ts";
import { MONEY as deMoney } from "./de/money.ts";
import { MONEY as esMoney } from "./es/money.ts";
import { MONEY as frMoney } from "./fr/money.ts";
import { MONEY as ptMoney } from "./pt/money.ts";

/**
 * A currency or crypto page's written text in another language: the English text's words
 * (site/content/money/), translated part for part. Its figures are labelled examples, written in
 * the translation in the language's marks; money.test.ts checks they are the English ones.
 */
export type MoneyTranslation = Pick<MoneyText, "about" | "useCases" | "guides" | "tips" | "faqs">;

/** One language's money texts: the English path of each page ("/usd-to-eur") → its text. */
export type MoneyTranslations = Readonly<Record<string, MoneyTranslation>>;

/** Each language's translated texts of the money pages written by hand (fiat.ts, crypto.ts). */
export const MONEY_TEXTS: Readonly<Record<OtherLanguage, MoneyTranslations>> = {
  es: esMoney,
  de: deMoney,
  fr: frMoney,
  pt: ptMoney,
};

/** A hand-written money page's words in a language beside English; one without stops the build. */
export function moneyTranslationOf(page: MoneyPage, language: OtherLanguage): MoneyTranslation {
  const words = MONEY_TEXTS[language][page.path];
  if (!words) throw new Error(`${page.path} has no text in '${language}' (site/i18n/content/)`);
  return words;
}

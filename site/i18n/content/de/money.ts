import type { MoneyTranslations } from "../money.ts";

/** The money pages' texts in German (site/content/money/fiat.ts, crypto.ts), by English path. */
export const MONEY: MoneyTranslations = {};

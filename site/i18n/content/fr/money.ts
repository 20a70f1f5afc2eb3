import type { MoneyTranslations } from "../money.ts";

/** The money pages' texts in French (site/content/money/fiat.ts, crypto.ts), by English path. */
export const MONEY: MoneyTranslations = {};

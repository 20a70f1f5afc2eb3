import type { MoneyPage } from "../../catalog/page.ts";
import { worldPairPages } from "../../catalog/pages/money.ts";
import { type Fiat, fiat } from "../../money/currencies.ts";
import type { MoneyText } from "../types.ts";

/** "the United Arab Emirates", "Nigeria", "the countries of the CFA franc zone": where it is used. */
function where(c: Fiat): string {
  const [only] = c.countries;
  if (c.countries.length === 1 && only)
    return /^(United|Czech|Philippines)/.test(only) ? `the ${only}` : only;
  if (c.countries.length > 3) return `${c.countries.slice(0, 3).join(", ")} and other places`;
  return `${c.countries.slice(0, -1).join(", ")} and ${c.countries.at(-1)}`;
}

/**
 * The text of a pair page between a currency of the ECB's and one it does not publish (the
 * catalog's worldPairPages): written once, filled from the two currencies. It names no figure: the
 * live rate, its source and its date are the converter's.
 */
function worldPairText(page: MoneyPage): MoneyText {
  const from = page.pair && fiat(page.pair.from);
  const to = page.pair && fiat(page.pair.to);
  if (!from || !to) throw new Error(`${page.path}: no pair of currencies in use`);
  // CLDR's plurals read inside a sentence: "US dollars", "Nigerian nairas", "euros".
  const f = `${from.plural} (${from.code})`;
  const t = `${to.plural} (${to.code})`;
  return {
    page,
    about: [
      `Convert ${f} into ${t}, the currency of ${where(to)}. The converter above shows the latest reference rate, the rate back the other way, a table of common amounts, and the history of the pair.`,
      `The rate of the ${to.name} is the reference rate of the bank that sets it, where it publishes one: its central bank or official source, whose figures Frankfurter, an open-source service, collects each working day. Where that bank publishes no rate, it is a blend of the official sources that do, and a currency tied to another at a fixed rate follows its peg. The line under the converter names the source and the date of the rate shown, and says when a rate is computed through another currency. Our service checks for new rates at most every five minutes; if a source cannot be reached, the converter shows the last rates received, marked 'cached', with the time they were obtained.`,
      "These are reference rates: a bank, an exchange office or a money transfer service adds its own margin, charges a fee, or both. Use the rate here to see what an amount is worth and how much a provider charges you.",
    ],
    useCases: [
      `Seeing what an amount in ${from.plural} is worth in ${to.plural}`,
      `Checking the rate a transfer service or exchange office offers for ${from.code} to ${to.code}`,
      `Budgeting a trip to ${where(to)} or a purchase priced in ${to.plural}`,
      `Reading invoices, salaries or rents given in ${to.plural}`,
    ],
    faqs: [
      {
        question: `How many ${to.plural} is 100 ${from.plural}?`,
        answer: `That depends on the day's rate, shown in the converter above with a table of common amounts. Type any amount in the first field to convert it; the second field works the other way round.`,
      },
      {
        question: `Where does the ${from.code} to ${to.code} rate come from?`,
        answer: `From the bank that sets the ${to.name} where it publishes a rate, relayed by Frankfurter; otherwise from a blend of the official sources that publish one. The line under the converter names the source and the date, and the currencies a rate is computed through when no source quotes the pair itself.`,
      },
      {
        question: `Why does my bank give me fewer ${to.plural} than this?`,
        answer:
          "Banks, card issuers, transfer services and exchange offices add a margin to the reference rate, charge a fee, or both. The difference between what you are offered and the converter's result is what the exchange costs you.",
      },
      {
        question: "How often is the rate updated?",
        answer:
          "Most central banks publish their reference rates once each working day; our service checks for new rates at most every five minutes. Rates do not change at weekends or on the bank's holidays.",
      },
    ],
  };
}

/** Every world pair page's text. */
export const texts: readonly MoneyText[] = worldPairPages.map(worldPairText);

import type { Say } from "../../framework/static-markup";
import { COINS_ATTRIBUTE, NAME_ATTRIBUTE } from "./money-dom";

/**
 * What a money converter's selects offer once rates arrive (decision 024, decision 027), loaded by
 * URL then (currency-converter.tsx), not in the first view. A code the rates do not price cannot
 * be chosen: a currency no source publishes leaves the list (a source's list changes seldom:
 * until the page is loaded again); a coin the price source stopped quoting, or anything the
 * offline tables lack, stays listed but disabled. The server's options only (`ownOptions`) are
 * removed or added to; options React rendered (the home page's tab) are only disabled. Returns
 * the note that names the disabled ones (in the page's words, `say`: the first NAMED names and how
 * many others), or "" when none is.
 */
export function optionsForRates(
  selects: readonly (HTMLSelectElement | null)[],
  priced: ReadonlySet<string>,
  ownOptions: boolean,
  say: Say,
): string {
  for (const select of selects) {
    for (const option of [...(select?.options ?? [])]) {
      const disabled = !priced.has(option.value);
      if (disabled && ownOptions && !isCoinOption(option)) option.remove();
      else if (option.disabled !== disabled) option.disabled = disabled;
    }
  }
  if (ownOptions) addMarketCoins(selects, priced);
  const names = [...(selects[0]?.options ?? [])]
    .filter((o) => o.disabled)
    .map((o) => {
      const name = o.getAttribute(NAME_ATTRIBUTE);
      return name ? `${name} (${o.value})` : o.value;
    });
  // "No rate right now for Monero (XMR), Pepe (PEPE) and 2 others, so they cannot be chosen."
  return names.length > 0
    ? note(say, names.slice(0, NAMED), Math.max(0, names.length - NAMED))
    : "";
}

/** The note on the currencies without a rate: NAMED names, then how many others. */
function note(say: Say, names: readonly string[], rest: number): string {
  const listed =
    rest > 0
      ? say(rest === 1 ? "money.others-one" : "money.others-many", {
          names: names.join(", "),
          count: String(rest),
        })
      : names.length > 1
        ? say("money.and", { list: names.slice(0, -1).join(", "), last: names.at(-1) ?? "" })
        : (names[0] ?? "");
  return say(names.length + rest === 1 ? "money.unpriced-one" : "money.unpriced-many", {
    names: listed,
  });
}

/** How many currencies without a rate the note names before it counts the rest. */
const NAMED = 3;

/** An option of the coins' group (money-dom.ts). */
const isCoinOption = (option: HTMLOptionElement) =>
  option.parentElement instanceof HTMLOptGroupElement &&
  option.parentElement.hasAttribute(COINS_ATTRIBUTE);

/**
 * The money pages list the coins of the written list (site/money/coins.ts) as server markup. A
 * coin the rates price that no option names is one the market ranks among the largest since the
 * page was built: its name comes from GET /api/currencies, and an option is added to each
 * select's coins, as the server would have written it.
 */
function addMarketCoins(
  selects: readonly (HTMLSelectElement | null)[],
  priced: ReadonlySet<string>,
): void {
  const listed = new Set([...(selects[0]?.options ?? [])].map((o) => o.value));
  const missing = [...priced].filter((code) => !listed.has(code));
  if (missing.length === 0) return;
  fetch("/api/currencies")
    .then((response) => response.json() as Promise<{ crypto?: Listed[] }>)
    .then(({ crypto = [] }) => {
      const added = crypto.filter((c) => missing.includes(c.code));
      for (const select of selects) {
        const group = select?.querySelector(`optgroup[${COINS_ATTRIBUTE}]`) ?? select;
        for (const coin of added) {
          if (!select || [...select.options].some((o) => o.value === coin.code)) continue;
          const option = new Option(optionText(coin), coin.code);
          option.setAttribute(NAME_ATTRIBUTE, coin.name);
          option.dataset.terms = [coin.code, coin.name]
            .map((w) =>
              w
                .normalize("NFKD")
                .toLowerCase()
                .replace(/[^\p{L}\p{N}]/gu, ""),
            )
            .join(" ");
          group?.append(option);
        }
      }
    })
    // Offline or refused: the coins listed stay what they were.
    .catch(() => {});
}

interface Listed {
  readonly code: string;
  readonly name: string;
  readonly symbol: string;
}

const optionText = ({ code, name, symbol }: Listed) =>
  symbol === code ? `${code} — ${name}` : `${code} — ${name} (${symbol})`;

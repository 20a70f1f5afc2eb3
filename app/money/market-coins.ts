/**
 * The money pages list the coins of the written list (site/money/coins.ts) as server markup. Once
 * rates arrive, a coin they price that no option names is one the market ranks among the largest
 * since the page was built: its name comes from GET /api/currencies, and an option is added to
 * each select's coins, as the server would have written it.
 */
export function addMarketCoins(
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
        const group = select?.querySelector('optgroup[label="Cryptocurrencies"]') ?? select;
        for (const coin of added) {
          if (!select || [...select.options].some((o) => o.value === coin.code)) continue;
          const option = new Option(optionText(coin), coin.code);
          option.dataset.name = coin.name;
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

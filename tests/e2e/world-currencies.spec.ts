import { formatNumber } from "../../engine/format.ts";
import { FX_LATEST } from "../fakes/frankfurter-data.ts";
import { ECB_RATES } from "../fakes/rates-data.ts";
import { expect, openHydrated, test } from "./console.ts";

// Issue 21: every currency people hold, at the rate of the bank that sets it, on every money
// converter; a money address answered by the server; a currency found among 150 by a filter.

const six = (x: number) => formatNumber(x);
/**
 * Units per 1 USD in the fake Frankfurter (tests/fakes/frankfurter-data.ts): the own figure of the
 * bank that sets the currency where it is among the row's providers, as the service takes it.
 */
const perUsd = (code: string, bank?: string) => {
  const row = FX_LATEST[code];
  return (bank ? row?.providers?.find((p) => p.key === bank)?.rate : row?.rate) ?? Number.NaN;
};

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared money address shows the amount, the stored rate, its source and date", async ({
    page,
  }) => {
    await page.goto("/currency-converter?v=100&from=USD&to=NGN");
    const widget = page.getByRole("region", { name: "Currency Converter" });
    await expect(widget.getByTestId("rate")).toHaveText(`1 USD = ${six(perUsd("NGN", "CBN"))} NGN`);
    await expect(widget.getByLabel("Amount", { exact: true })).toHaveValue("100");
    await expect(widget.getByLabel("Converted amount")).toHaveValue(
      six(100 * perUsd("NGN", "CBN")),
    );
    await expect(widget.getByLabel("From currency")).toHaveValue("USD");
    await expect(widget.getByLabel("To currency")).toHaveValue("NGN");
    // The Central Bank of Nigeria's own figure, dated the day it published (a day before the ECB's).
    await expect(widget).toContainText(
      "Source: Central Bank of Nigeria (via 127.0.0.1), 13 Mar 2025.",
    );
    await expect(widget).toContainText("Last updated:");
  });

  test("an old code in an address opens the coin it became", async ({ page }) => {
    await page.goto("/crypto-currency?v=2&from=MATIC&to=USD");
    const widget = page.getByRole("region", { name: "Crypto Currency Converter" });
    await expect(widget.getByLabel("From currency")).toHaveValue("POL");
    await expect(widget.getByTestId("rate")).toContainText("1 POL =");
  });
});

test.describe("currencies beyond the ECB's", () => {
  test("a pair page of the bank that sets the currency names it and converts", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/usd-to-pkr");
    const widget = page.getByRole("region", { name: "USD to PKR Converter" });
    await expect(widget.getByTestId("rate")).toHaveText(`1 USD = ${six(perUsd("PKR", "SBP"))} PKR`);
    await expect(widget).toContainText(
      "Source: State Bank of Pakistan (via 127.0.0.1), 14 Mar 2025.",
    );
    await widget.getByLabel("Amount", { exact: true }).fill("250");
    await expect(widget.getByLabel("Converted amount")).toHaveValue(
      six(250 * perUsd("PKR", "SBP")),
    );
  });

  test("a rate between the ECB's euro and another bank's currency says what it goes through", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/eur-to-mad");
    const widget = page.getByRole("region", { name: "EUR to MAD Converter" });
    // Dollars per euro from the ECB, dirhams per dollar from Bank Al-Maghrib.
    await expect(widget.getByTestId("rate")).toHaveText(
      `1 EUR = ${six(ECB_RATES.USD * perUsd("MAD", "BAM"))} MAD`,
    );
    await expect(widget).toContainText("computed through USD");
    await expect(widget).toContainText("Bank Al-Maghrib");
    await expect(widget).toContainText("European Central Bank");
  });

  test("the filter finds a currency by its name, its country or its name there", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter");
    const widget = page.getByRole("region", { name: "Currency Converter" });
    await expect(widget.getByTestId("rate")).toBeVisible();
    const filter = widget.getByRole("searchbox", { name: "Find a currency to convert to" });
    const to = widget.getByLabel("To currency");
    await filter.fill("naira");
    await expect(widget.locator("#currencies-to-matches")).toHaveText(
      /^1 of \d+ currencies match · Enter: NGN — Nigerian Naira \(₦\)$/,
    );
    await filter.press("Enter");
    await expect(to).toHaveValue("NGN");
    await expect(widget.getByTestId("rate")).toHaveText(`1 USD = ${six(perUsd("NGN", "CBN"))} NGN`);

    for (const [typed, code] of [
      ["peso argentino", "ARS"],
      ["Kazakhstan", "KZT"],
      ["hryvnia", "UAH"],
    ] as const) {
      await filter.fill(typed);
      await filter.press("Enter");
      await expect(to, typed).toHaveValue(code);
    }
    // The down arrow takes the first match and moves into the list.
    await filter.fill("dirham");
    await filter.press("ArrowDown");
    await expect(to).toBeFocused();
    await expect(to).toHaveValue("AED");
  });

  test("the box answers a currency by code, name, plural and symbol", async ({
    page,
    consoleErrors: _,
  }) => {
    for (const [question, answer] of [
      ["100 AED to USD", `100 AED = ${formatNumber(100 / perUsd("AED"), { decimals: 2 })} USD`],
      [
        "1000 naira in dollars",
        `1000 NGN = ${formatNumber(1000 / perUsd("NGN", "CBN"), { decimals: 2 })} USD`,
      ],
      ["50 € in zloty", `50 EUR = ${formatNumber(50 * ECB_RATES.PLN, { decimals: 2 })} PLN`],
      [
        "2000 PKR to EUR",
        `2000 PKR = ${formatNumber(2000 / perUsd("PKR", "SBP") / ECB_RATES.USD, { decimals: 2 })} EUR`,
      ],
    ] as const) {
      const reply = await page.request.get(`/api/query?q=${encodeURIComponent(question)}`);
      expect(reply.status(), question).toBe(200);
      expect((await reply.json()).answer?.display, question).toBe(answer);
    }
  });
});

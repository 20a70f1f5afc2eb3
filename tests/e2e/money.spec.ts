import type { Page } from "@playwright/test";
import { formatNumber } from "../../engine/format.ts";
import { OFFLINE_PORT } from "../../playwright.config.ts";
import { chooseCoins } from "../../site/money/coin-list.ts";
import { COINS } from "../../site/money/coins.ts";
import { FIAT, fiat as fiatCurrency, retired } from "../../site/money/currencies.ts";
import { FX_UNPUBLISHED } from "../fakes/frankfurter-data.ts";
import { COIN_MARKET, COIN_PRICES_USD, ECB_RATES } from "../fakes/rates-data.ts";
import { expect, openHydrated, test } from "./console.ts";

const six = (x: number) => formatNumber(x);
const eight = (x: number) => formatNumber(x, { decimals: 8 });

test.describe("currency pages at the fake upstream's rates", () => {
  test("a pair page shows the live rate, its inverse and its source, and converts", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/usd-to-eur");
    const widget = page.getByRole("region", { name: "USD to EUR Converter" });
    await expect(widget.getByTestId("rate")).toHaveText(`1 USD = ${six(1 / ECB_RATES.USD)} EUR`);
    await expect(widget).toContainText(`1 EUR = ${six(ECB_RATES.USD)} USD`);
    await expect(widget).toContainText("Source: European Central Bank, 14 Mar 2025.");
    await expect(widget).toContainText("Last updated:");
    await widget.getByLabel("Amount", { exact: true }).fill("250");
    await expect(widget.getByLabel("Converted amount")).toHaveValue(six(250 / ECB_RATES.USD));
  });

  test("swap exchanges the currencies and the amounts, and the rate follows", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/usd-to-eur");
    const widget = page.getByRole("region", { name: "USD to EUR Converter" });
    await expect(widget.getByTestId("rate")).toBeVisible();
    await widget.getByRole("button", { name: "Swap currencies" }).click();
    await expect(widget.getByTestId("rate")).toHaveText(`1 EUR = ${six(ECB_RATES.USD)} USD`);
    await expect(widget.getByLabel("From currency")).toHaveValue("EUR");
    await expect(widget.getByLabel("Amount", { exact: true })).toHaveValue(six(1 / ECB_RATES.USD));
    await expect(widget.getByLabel("Converted amount")).toHaveValue("1");
  });

  test("amounts accept digits and one point only; every ECB currency is offered", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter");
    const widget = page.getByRole("region", { name: "Currency Converter" });
    await expect(widget.getByTestId("rate")).toBeVisible();
    const amount = widget.getByLabel("Amount", { exact: true });
    await amount.fill("");
    await amount.pressSequentially("1a2.5.0-");
    await expect(amount).toHaveValue("12.50");
    await widget.getByLabel("To currency").selectOption("SEK");
    await expect(widget.getByLabel("Converted amount")).toHaveValue(
      six((12.5 * ECB_RATES.SEK) / ECB_RATES.USD),
    );
  });

  test("the crypto converter edits both ways at 8 decimals", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/crypto-currency");
    const widget = page.getByRole("region", { name: "Crypto Currency Converter" });
    await expect(widget.getByTestId("rate")).toHaveText(
      `1 BTC = ${eight(COIN_PRICES_USD.bitcoin)} USD`,
    );
    await widget.getByLabel("Converted amount").fill("1000");
    await expect(widget.getByLabel("Amount", { exact: true })).toHaveValue(
      eight(1000 / COIN_PRICES_USD.bitcoin),
    );
    await widget.getByLabel("To currency").selectOption("ETH");
    await expect(widget.getByTestId("rate")).toHaveText(
      `1 BTC = ${eight(COIN_PRICES_USD.bitcoin / COIN_PRICES_USD.ethereum)} ETH`,
    );
  });

  test("every converter offers every currency a source publishes and every coin, by code, name and symbol", async ({
    page,
    consoleErrors: _,
  }) => {
    const unpublished: readonly string[] = FX_UNPUBLISHED;
    const fiat = FIAT.map((c) => c.code).filter((code) => !unpublished.includes(code));
    // The written coins, then those the market ranks among the largest since (coin-list.ts).
    const market = chooseCoins(
      COIN_MARKET.map((c, i) => ({ id: c.id, symbol: c.symbol, name: c.name, rank: i + 1 })),
      { isCurrencyCode: (code) => fiatCurrency(code) !== undefined || retired(code) !== undefined },
    );
    const coins = [
      ...COINS.map((c) => c.code),
      ...market.map((c) => c.code).filter((code) => !COINS.some((c) => c.code === code)),
    ];
    for (const [path, name] of [
      ["/currency-converter", "Currency Converter"],
      ["/usd-to-eur", "USD to EUR Converter"],
      ["/crypto-currency", "Crypto Currency Converter"],
    ] as const) {
      await openHydrated(page, path);
      const widget = page.getByRole("region", { name });
      await expect(widget.getByTestId("rate")).toBeVisible();
      for (const side of ["From currency", "To currency"]) {
        const select = widget.getByLabel(side);
        const groups = async (label: string) =>
          select
            .locator(`optgroup[label="${label}"] > option:not([disabled])`)
            .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
        await expect
          .poll(async () => (await groups("Cryptocurrencies")).length, {
            message: `${path} ${side}`,
          })
          .toBe(coins.length);
        expect((await groups("Currencies")).sort(), `${path} ${side}`).toEqual(fiat.sort());
        expect(await groups("Cryptocurrencies"), `${path} ${side}`).toEqual(coins);
      }
      await expect(widget.getByLabel("From currency").locator('option[value="GBP"]')).toHaveText(
        "GBP — British Pound (£)",
      );
      await expect(widget.getByLabel("To currency").locator('option[value="SOL"]')).toHaveText(
        "SOL — Solana",
      );
    }
  });

  test("a coin converts into any currency, and any currency into a coin, on either converter", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter?v=100&from=USDT&to=INR");
    const fiatWidget = page.getByRole("region", { name: "Currency Converter" });
    const usdtInInr = (COIN_PRICES_USD.tether * ECB_RATES.INR) / ECB_RATES.USD;
    await expect(fiatWidget.getByTestId("rate")).toHaveText(`1 USDT = ${six(usdtInInr)} INR`);
    await expect(fiatWidget.getByLabel("Converted amount")).toHaveValue(six(100 * usdtInInr));

    await openHydrated(page, "/crypto-currency?v=2&from=XMR&to=ZAR");
    const cryptoWidget = page.getByRole("region", { name: "Crypto Currency Converter" });
    const xmrInZar = (COIN_PRICES_USD.monero * ECB_RATES.ZAR) / ECB_RATES.USD;
    await expect(cryptoWidget.getByTestId("rate")).toHaveText(`1 XMR = ${eight(xmrInZar)} ZAR`);
    await expect(cryptoWidget.getByLabel("Converted amount")).toHaveValue(eight(2 * xmrInZar));
  });

  test("a coin the price source stops quoting cannot be chosen, and a note says so", async ({
    page,
    consoleErrors: _,
  }) => {
    // The rate service's answer as it is when CoinGecko leaves a coin out (rates-service.ts).
    await page.route("**/api/get-crypto-rates", async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      delete answer.rates.XMR;
      answer.unavailable = { XMR: "CoinGecko did not quote XMR in its latest prices." };
      await route.fulfill({ response, json: answer });
    });
    await openHydrated(page, "/crypto-currency?v=1&from=BTC&to=XMR");
    const widget = page.getByRole("region", { name: "Crypto Currency Converter" });
    // The address's XMR has no rate: that side falls back to the page's default.
    await expect(widget.getByTestId("rate")).toHaveText(
      `1 BTC = ${eight(COIN_PRICES_USD.bitcoin)} USD`,
    );
    await expect(widget).toContainText(
      "No rate right now for Monero (XMR), so it cannot be chosen.",
    );
    // Currencies no source publishes are not offered at all.
    await expect(widget.getByLabel("From currency").locator('option[value="KPW"]')).toHaveCount(0);
    for (const side of ["From currency", "To currency"]) {
      await expect(widget.getByLabel(side).locator('option[value="XMR"]')).toBeDisabled();
      await expect(widget.getByLabel(side).locator('option[value="ETH"]')).toBeEnabled();
    }
  });

  test("the home page's Currency tab is the live currency converter", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/");
    await page.getByRole("tab", { name: "Currency" }).click();
    const widget = page.getByRole("region", { name: "Live Currency Converter" });
    await expect(widget.getByTestId("rate")).toHaveText(`1 USD = ${six(1 / ECB_RATES.USD)} EUR`);
    await widget.getByLabel("To currency").selectOption("XMR");
    await expect(widget.getByTestId("rate")).toHaveText(
      `1 USD = ${six(1 / COIN_PRICES_USD.monero)} XMR`,
    );
  });
});

test.describe("a money converter keeps its state in the address", () => {
  const widgetOf = (page: Page, name: string) => {
    const widget = page.getByRole("region", { name });
    return {
      widget,
      amount: widget.getByLabel("Amount", { exact: true }),
      result: widget.getByLabel("Converted amount"),
      from: widget.getByLabel("From currency"),
      to: widget.getByLabel("To currency"),
    };
  };
  /** The select's value and the option it shows: a value without its option shows blank. */
  const expectCodes = async (c: ReturnType<typeof widgetOf>, from: string, to: string) => {
    await expect(c.from).toHaveValue(from);
    await expect(c.to).toHaveValue(to);
    expect(await c.from.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.value)).toBe(from);
    expect(await c.to.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]?.value)).toBe(to);
  };
  // Units of `to` per 1 `from`, as the rate service computes them from the fake ECB's figures
  // (units of each currency per 1 EUR).
  type Fiat = keyof typeof ECB_RATES | "EUR";
  const perEur = (code: Fiat) => (code === "EUR" ? 1 : ECB_RATES[code]);
  const fiat = (from: Fiat, to: Fiat) => perEur(to) / perEur(from);

  test("a shared address opens with its amount, its currencies and their answer", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter?v=250&from=GBP&to=JPY");
    const c = widgetOf(page, "Currency Converter");
    await expect(c.widget.getByTestId("rate")).toHaveText(`1 GBP = ${six(fiat("GBP", "JPY"))} JPY`);
    await expect(c.amount).toHaveValue("250");
    await expectCodes(c, "GBP", "JPY");
    await expect(c.result).toHaveValue(six(250 * fiat("GBP", "JPY")));
    await expect(page).toHaveURL(/\/currency-converter\?v=250&from=GBP&to=JPY$/);
  });

  test("editing replaces the address, without a new history entry", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter?v=250&from=GBP&to=JPY");
    const c = widgetOf(page, "Currency Converter");
    await expect(c.widget.getByTestId("rate")).toBeVisible();
    const entries = await page.evaluate(() => history.length);
    await c.amount.fill("40");
    await expect(page).toHaveURL(/\/currency-converter\?v=40&from=GBP&to=JPY$/);
    await c.to.selectOption("SEK");
    await expect(page).toHaveURL(/\/currency-converter\?v=40&from=GBP&to=SEK$/);
    await expect(c.result).toHaveValue(six(40 * fiat("GBP", "SEK")));
    await c.widget.getByRole("button", { name: "Swap currencies" }).click();
    await expect(page).toHaveURL(
      new RegExp(`/currency-converter\\?v=${six(40 * fiat("GBP", "SEK"))}&from=SEK&to=GBP$`),
    );
    expect(await page.evaluate(() => history.length)).toBe(entries);

    // What the address now says is what a reload shows.
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expectCodes(c, "SEK", "GBP");
    await expect(c.amount).toHaveValue(six(40 * fiat("GBP", "SEK")));
  });

  test("what the converter would refuse falls back to its default", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter?v=1,5&from=XXX&to=GBP");
    const c = widgetOf(page, "Currency Converter");
    await expect(c.widget.getByTestId("rate")).toHaveText(`1 USD = ${six(fiat("USD", "GBP"))} GBP`);
    await expect(c.amount).toHaveValue("1");
    await expectCodes(c, "USD", "GBP");
    // Nothing is written back until the visitor changes something.
    await expect(page).toHaveURL(/\/currency-converter\?v=1,5&from=XXX&to=GBP$/);

    // Currencies replaced by another (the lev and the kuna by the euro), and one no source
    // publishes (KPW), are not offered.
    await openHydrated(page, "/currency-converter?v=3&from=HRK&to=BGN");
    await expect(c.widget.getByTestId("rate")).toHaveText(`1 USD = ${six(fiat("USD", "EUR"))} EUR`);
    await expect(c.amount).toHaveValue("3");
    await expectCodes(c, "USD", "EUR");
    await openHydrated(page, "/currency-converter?v=3&from=KPW&to=GBP");
    await expectCodes(c, "USD", "GBP");
    // MATIC is POL since Polygon's swap: an old link opens POL.
    await openHydrated(page, "/crypto-currency?from=MATIC&to=USD");
    await expectCodes(widgetOf(page, "Crypto Currency Converter"), "POL", "USD");
  });

  test("a fiat currency beyond the spec's ten is applied and offered", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/currency-converter?v=100&from=USD&to=SEK");
    const c = widgetOf(page, "Currency Converter");
    await expectCodes(c, "USD", "SEK");
    await expect(c.result).toHaveValue(six(100 * fiat("USD", "SEK")));
  });

  test("the crypto converter reads its address too", async ({ page, consoleErrors: _ }) => {
    await openHydrated(page, "/crypto-currency?v=0.5&from=BTC&to=EUR");
    const c = widgetOf(page, "Crypto Currency Converter");
    const btcInEur = COIN_PRICES_USD.bitcoin / ECB_RATES.USD;
    await expect(c.widget.getByTestId("rate")).toHaveText(`1 BTC = ${eight(btcInEur)} EUR`);
    await expect(c.amount).toHaveValue("0.5");
    await expectCodes(c, "BTC", "EUR");
    await expect(c.result).toHaveValue(eight(0.5 * btcInEur));
    await c.from.selectOption("ETH");
    await expect(page).toHaveURL(/\/crypto-currency\?v=0\.5&from=ETH&to=EUR$/);
  });

  test("in-app navigations land in the address's state, back and forward too", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/");
    await page.evaluate(() => {
      (window as unknown as { stillHere: boolean }).stillHere = true;
      // A plain link in the page's markup, as the search box's answers are.
      const link = Object.assign(document.createElement("a"), {
        href: "/currency-converter?v=100&from=USD&to=EUR",
        textContent: "100 USD in EUR",
      });
      document.querySelector("[data-static]")?.prepend(link);
    });
    await page.getByRole("link", { name: "100 USD in EUR" }).click();
    const c = widgetOf(page, "Currency Converter");
    await expect(c.result).toHaveValue(six(100 * fiat("USD", "EUR")));
    await expect(c.amount).toHaveValue("100");

    await page.evaluate(() => {
      const router = (
        window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => void } }
      ).__reactRouterDataRouter;
      router.navigate("/currency-converter?v=7&from=CHF&to=NOK");
    });
    await expect(c.result).toHaveValue(six(7 * fiat("CHF", "NOK")));
    await expectCodes(c, "CHF", "NOK");
    await page.goBack();
    await expect(c.amount).toHaveValue("100");
    await expectCodes(c, "USD", "EUR");
    expect(
      await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
    ).toBe(true);
  });

  test("the home page's Currency tab leaves the address alone", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/?v=9&from=GBP&to=JPY");
    await page.getByRole("tab", { name: "Currency" }).click();
    const c = widgetOf(page, "Live Currency Converter");
    await expect(c.widget.getByTestId("rate")).toHaveText(`1 USD = ${six(fiat("USD", "EUR"))} EUR`);
    await expect(c.amount).toHaveValue("1");
    await c.amount.fill("5");
    await expect(c.result).toHaveValue(six(5 * fiat("USD", "EUR")));
    await expect(page).toHaveURL(/\/\?v=9&from=GBP&to=JPY$/);
  });
});

test.describe("with the rate sources down and no rate ever obtained", () => {
  test.use({ baseURL: `http://127.0.0.1:${OFFLINE_PORT}` });

  test("the service answers 503 and the page uses the fallback rates with the offline notice", async ({
    page,
    request,
  }) => {
    // The one error expected: the browser's own log line for the 503 answer.
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error" && !m.text().includes("status of 503")) errors.push(m.text());
    });
    page.on("pageerror", (e) => errors.push(e.message));
    const api = await request.post("/api/get-exchange-rates", {
      data: { base: "USD", targets: ["EUR"] },
    });
    expect(api.status()).toBe(503);
    expect((await api.json()).error).toBeTruthy();
    await openHydrated(page, "/currency-converter");
    const widget = page.getByRole("region", { name: "Currency Converter" });
    await expect(widget.getByRole("status")).toContainText(
      "Using offline mode - rates may not be current",
    );
    await expect(widget.getByTestId("rate")).toHaveText("1 USD = 0.85 EUR");
    // The fallback table lists 20 codes: the others have no rate, and are not made one up.
    await expect(widget.getByLabel("To currency").locator('option[value="SEK"]')).toBeDisabled();
    await expect(widget.getByLabel("To currency").locator('option[value="GBP"]')).toBeEnabled();
    await expect(widget).toContainText(/No rate right now for .* and \d+ others, so they cannot/);
    expect(errors).toEqual([]);
  });
});

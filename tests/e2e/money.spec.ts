import { formatNumber } from "../../engine/format.ts";
import { OFFLINE_PORT } from "../../playwright.config.ts";
import { COIN_PRICES_USD, ECB_DATE, ECB_RATES } from "../fakes/rates-data.ts";
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
    await expect(widget).toContainText(`European Central Bank reference rates of ${ECB_DATE}`);
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

  test("the home page's Currency tab is the live currency converter", async ({
    page,
    consoleErrors: _,
  }) => {
    await openHydrated(page, "/");
    await page.getByRole("tab", { name: "Currency" }).click();
    const widget = page.getByRole("region", { name: "Live Currency Converter" });
    await expect(widget.getByTestId("rate")).toHaveText(`1 USD = ${six(1 / ECB_RATES.USD)} EUR`);
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
    expect(errors).toEqual([]);
  });
});

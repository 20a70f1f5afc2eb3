import { describe, expect, it } from "vitest";
import { pages } from "../catalog/catalog.ts";
import type { MoneyPage } from "../catalog/page.ts";
import { isLocalized } from "../i18n/addresses.ts";
import { OTHER_LANGUAGES } from "../i18n/languages.ts";
import { moneyView } from "./money.server.ts";

const money = pages.filter(
  (p): p is MoneyPage => p.kind === "currency" || p.kind === "currency-pair" || p.kind === "crypto",
);

describe.each(OTHER_LANGUAGES)("the money pages in %s", (language) => {
  it("have their text, title and converter's marks wherever they have an address", () => {
    for (const page of money.filter(isLocalized)) {
      const view = moneyView(page, language);
      expect(view.content.about.length, page.path).toBeGreaterThan(0);
      expect(view.widget.marks?.decimal, page.path).toBe(",");
      expect(view.widget.title, page.path).not.toMatch(/ Converter$/);
    }
  });
});

describe("the money pages in English", () => {
  it("keep their catalog's title and the browser's marks", () => {
    const usdToEur = money.find((p) => p.path === "/usd-to-eur");
    if (!usdToEur) throw new Error("no /usd-to-eur");
    expect(moneyView(usdToEur).widget).toMatchObject({ title: "USD to EUR Converter" });
    expect(moneyView(usdToEur).widget.marks).toBeUndefined();
  });
});

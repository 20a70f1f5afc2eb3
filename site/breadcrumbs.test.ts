import { describe, expect, it } from "vitest";
import { breadcrumbLabel } from "./breadcrumbs.ts";

describe("breadcrumb labels", () => {
  it("come from the label map of docs/spec/site.md §2.3", () => {
    expect(breadcrumbLabel("/data-storage")).toBe("Data Storage Converter");
    expect(breadcrumbLabel("/usd-to-btc")).toBe("USD to Bitcoin Converter");
    expect(breadcrumbLabel("/terms")).toBe("Terms of Service");
    expect(breadcrumbLabel("/currency")).toBe("Currency Converter");
    expect(breadcrumbLabel("/crypto-currency")).toBe("Crypto Currency Converter");
  });

  it("name a pair page after its units", () => {
    expect(breadcrumbLabel("/cm-to-in")).toBe("Centimeters to Inches Converter");
  });

  it("show an unknown path's slug with its first letter capitalised", () => {
    expect(breadcrumbLabel("/no-such-page")).toBe("No-such-page");
    expect(breadcrumbLabel("/a/deeper/thing")).toBe("Thing");
    expect(breadcrumbLabel("/%E2%82%AC")).toBe("€");
    expect(breadcrumbLabel("/%E2%82")).toBe("%E2%82");
  });
});

import { describe, expect, it } from "vitest";
import { pageAt } from "./catalog/catalog.ts";
import { directory, homeSidePanel, htmlSitemap, menu, staticSidebar } from "./links.ts";

const labels = (links: { label: string }[]) => links.map((l) => l.label);

describe("menus derived from the catalog", () => {
  it("header: Length, Temperature, Area, Volume, Weight, Blood Sugar with its drop", () => {
    const header = menu("header");
    expect(labels(header)).toEqual([
      "Length",
      "Temperature",
      "Area",
      "Volume",
      "Weight",
      "Blood Sugar",
    ]);
    expect(header.at(-1)).toMatchObject({ path: "/blood-sugar-converter", icon: "🩸" });
  });

  it("currency dropdown: two converters, then three popular pairs", () => {
    expect(menu("currency")).toEqual([
      { path: "/currency-converter", label: "Regular Currency Converter" },
      { path: "/crypto-currency", label: "Cryptocurrency Converter" },
    ]);
    expect(menu("currency-pairs")).toEqual([
      { path: "/usd-to-eur", label: "USD to EUR" },
      { path: "/btc-to-usd", label: "Bitcoin to USD" },
      { path: "/eth-to-usd", label: "Ethereum to USD" },
    ]);
  });

  it("mobile drawer: ten unit links, then six currency links", () => {
    expect(labels(menu("drawer"))).toEqual([
      "Length",
      "Temperature",
      "Area",
      "Volume",
      "Weight",
      "Pressure",
      "Energy",
      "Time",
      "Speed",
      "Blood Sugar",
    ]);
    expect(labels(menu("drawer-currency"))).toEqual([
      "Regular Currency Converter",
      "Cryptocurrency Converter",
      "USD to EUR",
      "USD to GBP",
      "Bitcoin to USD",
      "Ethereum to USD",
    ]);
  });

  it("footer: about, contact, terms, privacy, sitemap", () => {
    expect(menu("footer")).toEqual([
      { path: "/about", label: "about us" },
      { path: "/contact", label: "contact us" },
      { path: "/terms", label: "terms of use" },
      { path: "/privacy", label: "privacy policy" },
      { path: "/sitemap", label: "sitemap" },
    ]);
  });

  it("every menu link leads to a page of the catalog", () => {
    for (const id of [
      "header",
      "currency",
      "currency-pairs",
      "drawer",
      "drawer-currency",
      "footer",
    ] as const) {
      for (const l of menu(id)) expect(pageAt(l.path), l.path).toBeDefined();
    }
  });
});

describe("directories derived from the catalog", () => {
  it("home directory: the converter groups in order, each converter once, no twin", () => {
    const sections = directory();
    expect(sections.map((s) => s.title)).toEqual([
      "Common",
      "Popular",
      "Engineering",
      "Heat",
      "Fluids",
      "Light",
      "Electricity",
      "Magnetism",
      "Radiology",
      "Other",
      "Medical",
      "Currency",
      "Crypto",
    ]);
    const paths = sections.flatMap((s) => s.links.map((l) => l.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/number-base");
    expect(paths).not.toContain("/currency");
    expect(paths).not.toContain("/blood-sugar");
    expect(sections.find((s) => s.title === "Common")?.links).toHaveLength(8);
  });

  it("home side panel: Common, Currency, Crypto Currency, Popular, Engineering", () => {
    expect(homeSidePanel().map((s) => s.title)).toEqual([
      "Common",
      "Currency",
      "Crypto Currency",
      "Popular",
      "Engineering",
    ]);
  });

  it("static sidebar: All closed, Common open, Popular closed", () => {
    const sidebar = staticSidebar();
    expect(sidebar.map((s) => [s.title, s.open])).toEqual([
      ["All Converters", false],
      ["Common Converters", true],
      ["Popular Converters", false],
    ]);
    expect(sidebar[0]?.links.length).toBeGreaterThan(90);
  });

  it("HTML sitemap: five sections that together list every canonical page", () => {
    const sections = htmlSitemap();
    expect(sections.map((s) => s.title)).toEqual([
      "Main Pages",
      "Common Converters",
      "Popular Conversion Pairs",
      "Engineering & Technical",
      "Specialized Converters",
    ]);
    const listed = sections.flatMap((s) => s.links.map((l) => l.path));
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toContain("/cm-to-in");
    expect(listed).toContain("/eth-to-usd");
    expect(listed).not.toContain("/sitemap.xml");
  });
});

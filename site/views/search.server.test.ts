import { describe, expect, it } from "vitest";
import { addressAt, pathIn } from "../i18n/addresses.ts";
import { OTHER_LANGUAGES } from "../i18n/languages.ts";
import { translator } from "../i18n/text/index.ts";
import { SEARCH_PATHS } from "../query/search-path.ts";
import { searchedFor, searchView } from "./search.server.ts";

const ask = async (q: string | null, decimal: "." | "," = ".") =>
  searchView((await searchedFor(q, { decimal })).searched);

describe("the answer page's view", () => {
  it("shows a conversion and the converter that opens it", async () => {
    expect(await ask("5 ft 3 in to cm")).toMatchObject({
      head: { title: "5 ft 3 in to cm | UnitPilot", robots: "noindex" },
      query: "5 ft 3 in to cm",
      answer: {
        display: "5 ft 3 in = 160.02 cm",
        open: { label: "Open in the Length Converter", path: "/length?v=5.25&from=ft&to=cm" },
      },
    });
  });

  it("shows a tool's answer, its standard, and the tool that opens it", async () => {
    const view = await ask("UK ring size N to US");
    expect(view.answer).toEqual({
      display: "UK & Australia ring size N = US & Canada 6¾",
      open: { label: "Open in the Ring Size Converter", path: "/ring-size-converter" },
    });
    expect(view.note).toMatch(/^UK & Australia: letters from A = 37\.5 mm/);
  });

  it("shows a calculation's reading and result apart, and what was read on the way", async () => {
    const view = await ask("1,234 m * 2");
    expect(view.answer).toEqual({ display: "2468 m", reading: "(1234 m) × 2" });
    expect(view.note).toBe("Read 1,234 as 1234 (comma as thousands separator)");
    expect(view.links[0]).toEqual({
      label: "Meter (m) — Length Converter",
      path: "/length?v=2468&from=m",
    });
    expect((await ask("1,234 m * 2", ",")).answer?.display).toBe("2.468 m");
  });

  it("says why there is no answer, and lists examples only when nothing was asked", async () => {
    const refused = await ask("5 kg + 3 m");
    expect(refused.answer).toBeUndefined();
    expect(refused.note).toBe("5 kg + 3 m: mass and length cannot be added.");
    expect(refused.examples.length).toBeGreaterThan(0);
    const empty = await ask("   ");
    expect(empty).toMatchObject({ query: "", head: { title: "Search | UnitPilot" } });
    expect(empty.examples[1]).toEqual({
      label: "15 km/h * 30 min",
      path: "/search?q=15+km%2Fh+*+30+min",
    });
  });

  it("refuses a text past 200 characters, and reads one of 200", async () => {
    const { searched } = await searchedFor("1".repeat(201), { decimal: "." });
    expect(searched).toEqual({
      query: "",
      problem: "The question is 201 characters long; at most 200 are read.",
    });
    expect(
      (await searchedFor(`${"1".repeat(196)} m`, { decimal: "." })).searched.problem,
    ).toBeUndefined();
  });

  it("answers money only with rates, and says it used them", async () => {
    const rates = async () => ({
      base: "USD",
      rates: { EUR: 0.8 },
      sources: { fiat: { provider: "European Central Bank", date: "2026-11-24" } },
    });
    const found = await searchedFor("100 usd to eur", { decimal: ".", rates });
    expect(found.money).toBe(true);
    expect(searchView(found.searched).answer?.display).toBe("100 USD = 80 EUR");
    const without = await searchedFor("100 usd to eur", { decimal: "." });
    expect(searchView(without.searched).note).toBe(
      "No rate for USD to EUR is available right now.",
    );
  });
});

describe.each(OTHER_LANGUAGES)("the answer page in %s", (language) => {
  const rates = async () => ({
    base: "USD",
    rates: { EUR: 0.8 },
    sources: { fiat: { provider: "European Central Bank", date: "2026-11-24" } },
  });
  const askIn = async (q: string) =>
    searchView((await searchedFor(q, { decimal: ",", language, rates })).searched, language);

  it("answers each of its examples, and opens the converter in the language", async () => {
    const { examples } = await askIn("");
    expect(examples.length).toBeGreaterThan(5);
    for (const { label, path } of examples) {
      expect(path.startsWith(`${SEARCH_PATHS[language]}?q=`)).toBe(true);
      const view = await askIn(label);
      expect({ label, answered: view.answer !== undefined }).toEqual({ label, answered: true });
      // The converter in the language, where it has one (the money pages are English only).
      const open = view.answer?.open;
      if (open) {
        const address = addressAt(open.path.split("?")[0] ?? "");
        const page = address?.page;
        expect(page && (pathIn(page, language) ?? page.path), label).toBe(address?.path);
        expect(open.label).not.toMatch(/Converter|Open in/);
      }
    }
  });

  it("says its title and a refusal in the language", async () => {
    const t = translator(language);
    const empty = await askIn("");
    expect(empty.head.title).toBe(`${t("search.title")} | UnitPilot`);
    expect(empty.crumb).not.toBe("Search");
    const { searched } = await searchedFor("1".repeat(201), { decimal: ",", language });
    expect(searched.problem).toBe(t("search.too-long", { length: "201", limit: "200" }));
    expect(searched.problem).not.toMatch(/characters/);
  });
});

import { describe, expect, it } from "vitest";
import { decimalOfLanguages, firstLanguage, languageOfHeader } from "./accept-language.ts";

describe("firstLanguage", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de-DE"],
    ["fr", "fr"],
    [" en-GB ; q=1 , fr", "en-GB"],
    ["zh-Hant-TW", "zh-Hant-TW"],
    ["*", undefined],
    ["", undefined],
    [undefined, undefined],
    ["<script>", undefined],
    ["de_DE", undefined],
  ])("%j → %j", (header, tag) => {
    expect(firstLanguage(header)).toBe(tag);
  });
});

describe("decimalOfLanguages", () => {
  it("reads a comma where the reader's first language writes one", () => {
    expect(decimalOfLanguages("de-DE,de;q=0.9")).toBe(",");
    expect(decimalOfLanguages("en-US,de;q=0.5")).toBe(".");
    expect(decimalOfLanguages(null)).toBe(".");
  });
});

describe("languageOfHeader", () => {
  it.each([
    ["de-DE,de;q=0.9,en;q=0.8", "de"],
    ["de-CH", "de"],
    ["it-IT,it;q=0.9,fr;q=0.8,en;q=0.7", "fr"],
    ["en;q=0.5,pt-BR", "pt"],
    ["es;q=0,fr;q=0.1", "fr"],
    ["ja", "en"],
    ["*", "en"],
    ["", "en"],
    [null, "en"],
    ["<script>", "en"],
  ])("%j → %s", (header, language) => {
    expect(languageOfHeader(header)).toBe(language);
  });
});

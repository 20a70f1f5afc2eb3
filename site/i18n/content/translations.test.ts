import { readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { isUnitPage, pageAt } from "../../catalog/catalog.ts";
import { allTexts } from "../../content/text-of.server.ts";
import type { UnitText } from "../../content/types.ts";
import { OTHER_LANGUAGES } from "../languages.ts";
import { translationOf } from "./index.ts";
import { type UnitTranslation, type UnitTranslations, wordsOf } from "./types.ts";

const TEMPLATE = /\{\{[^{}]*\}\}/g;
const templates = (text: string) =>
  (text.match(TEMPLATE) ?? []).map((t) => t.replace(/\s+/g, " ")).sort();

const english = new Map(
  allTexts
    .filter((t): t is UnitText => isUnitPage(t.page))
    .map((t) => [t.page.path, wordsOf(t)] as const),
);

/**
 * What differs between a translation and the English words it translates: a part one has and the
 * other lacks, a list of another length, a `{{…}}` conversion lost, added or changed, an empty
 * string, or a sentence left in English.
 */
function differences(en: unknown, tr: unknown, at: string): string[] {
  if (typeof en === "string") {
    if (typeof tr !== "string") return [`${at}: not a string`];
    if (tr.trim() === "") return [`${at}: empty`];
    const problems: string[] = [];
    if (templates(en).join("|") !== templates(tr).join("|")) {
      problems.push(
        `${at}: conversions ${templates(tr).join(" ")} ≠ English ${templates(en).join(" ")}`,
      );
    }
    if (tr === en && en.split(" ").length > 3) problems.push(`${at}: left in English`);
    return problems;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(tr)) return [`${at}: not a list`];
    if (tr.length !== en.length) return [`${at}: ${tr.length} items, English has ${en.length}`];
    return en.flatMap((item, i) => differences(item, tr[i], `${at}[${i}]`));
  }
  if (typeof en === "object" && en !== null) {
    if (typeof tr !== "object" || tr === null) return [`${at}: not an object`];
    const keys = new Set([...Object.keys(en), ...Object.keys(tr)]);
    return [...keys].flatMap((key) => {
      const a = (en as Record<string, unknown>)[key];
      const b = (tr as Record<string, unknown>)[key];
      if (a === undefined) return [`${at}.${key}: not in the English text`];
      if (b === undefined) return [`${at}.${key}: missing`];
      return differences(a, b, `${at}.${key}`);
    });
  }
  return [];
}

/** Every unit text translation file under site/i18n/content/<language>/, found on disk. */
function files(language: string): string[] {
  const root = join(import.meta.dirname, language);
  try {
    return (
      readdirSync(root, { recursive: true, encoding: "utf8" })
        // info.ts, medical.ts, tools.ts, money.ts and world-pairs.ts: the site's own pages', the
        // blood-sugar page's, the tools' and the money pages' words (info.test.ts, medical.test.ts,
        // tools.test.ts, money.test.ts and world-pairs.test.ts check them).
        .filter(
          (f) =>
            f.endsWith(".ts") &&
            !f.endsWith(".test.ts") &&
            !["info.ts", "medical.ts", "tools.ts", "money.ts", "world-pairs.ts"].includes(f),
        )
        .map((f) => join(root, f))
    );
  } catch {
    return [];
  }
}

describe.each(OTHER_LANGUAGES)("unit page texts in %s", (language) => {
  it.each(files(language).map((f) => relative(import.meta.dirname, f)))("%s", async (file) => {
    const { texts } = (await import(join(import.meta.dirname, file))) as {
      texts: UnitTranslations;
    };
    const problems = Object.entries(texts).flatMap(
      ([path, translation]: [string, UnitTranslation]) => {
        const page = pageAt(path);
        const en = english.get(path);
        if (!page || !en) return [`${path}: no unit page with an English text`];
        return differences(en, translation, path);
      },
    );
    expect(problems).toEqual([]);
  });
});

describe.each(OTHER_LANGUAGES)("the unit pages in %s", (language) => {
  it("each have their text, so that the build can render them", () => {
    const missing = allTexts
      .filter((t): t is UnitText => isUnitPage(t.page))
      .filter((t) => {
        try {
          return !translationOf(t.page, language);
        } catch {
          return true;
        }
      })
      .map((t) => t.page.path);
    expect(missing).toEqual([]);
  });
});

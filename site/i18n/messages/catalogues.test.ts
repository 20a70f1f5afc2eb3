import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.ts";
import { MESSAGES } from "./catalogues.ts";
import { en, type MessageKey } from "./en.ts";
import { fill } from "./fill.ts";

const keys = Object.keys(en) as MessageKey[];
const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(LANGUAGES)("the %s sentences", (language) => {
  const messages = MESSAGES[language];

  it("have every key of the English ones, and no other", () => {
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
  });

  it("fill the same {names} as the English ones, and are written", () => {
    for (const key of keys) {
      expect(slots(messages[key]), key).toEqual(slots(en[key]));
      expect(messages[key].trim(), key).not.toBe("");
    }
  });
});

describe("fill", () => {
  it("fills a sentence's names, and leaves a name it was not given", () => {
    expect(fill(MESSAGES.de["box.no-rate"], { from: "USD", to: "EUR" })).toBe(
      "Für USD zu EUR ist gerade kein Kurs verfügbar.",
    );
    expect(fill("{a} and {b}", { a: "1" })).toBe("1 and {b}");
  });
});

import { describe, expect, it } from "vitest";
import { fill } from "../../../site/i18n/messages/fill";
import type { UiKey } from "../../../site/i18n/ui/en";
import { UI } from "../../../site/i18n/ui/index";
import type { QueryAnswer, QueryResult } from "../../../site/query/types";
import { inLanguage, moved, optionsOf, statusOf } from "./options";

/** The words of a document in a language, as the popup reads them (documentSays). */
const sayIn =
  (language: keyof typeof UI) => (key: UiKey, values?: Readonly<Record<string, string>>) =>
    fill(UI[language][key], values);
const say = sayIn("en");

const answer: QueryAnswer = {
  value: 5.25,
  from: { page: "length", code: "ft", label: "Foot" },
  to: { page: "length", code: "cm", label: "Centimeter" },
  result: 160.02,
  display: "5 ft 3 in = 160.02 cm",
  path: "/length?v=5.25&from=ft&to=cm",
};
const answerPage = (text: string) => `/search?${new URLSearchParams({ q: text })}`;
const torque = { title: "Torque Converter", path: "/torque?from=nm" };
const energy = { title: "Energy Converter", path: "/energy?from=nm" };

describe("the search box's options", () => {
  it("puts the answer first, with what was understood, then the suggested pages", () => {
    const result: QueryResult = {
      query: "1 nm to in",
      answer,
      suggestions: [torque],
      message: "nm read as nanometre",
    };
    expect(optionsOf(result, answerPage)).toEqual([
      { text: answer.display, note: "nm read as nanometre", path: answer.path, answer: true },
      { text: "Torque Converter", path: "/torque?from=nm", answer: false },
    ]);
  });

  it("puts a calculation first, how it was read before its result, opening the answer page", () => {
    const result: QueryResult = {
      query: " 15 km/h * 30 min ",
      answer: null,
      calculation: { reading: "(15 km/h) × (30 min)", result: 7.5, unit: "km", display: "7.5 km" },
      suggestions: [{ title: "Kilometer (km) — Length Converter", path: "/length?v=7.5&from=km" }],
    };
    expect(optionsOf(result, answerPage)).toEqual([
      {
        text: "(15 km/h) × (30 min) = 7.5 km",
        path: "/search?q=15+km%2Fh+*+30+min",
        answer: true,
      },
      {
        text: "Kilometer (km) — Length Converter",
        path: "/length?v=7.5&from=km",
        answer: false,
      },
    ]);
    expect(statusOf(result, 2, say)).toBe("(15 km/h) × (30 min) = 7.5 km. 2 results");
  });

  it("puts a tool's answer first, with its standard, opening the tool's page once", () => {
    const ring = { title: "Ring Size Converter", path: "/ring-size-converter" };
    const result: QueryResult = {
      query: "ring size 7 to uk",
      answer: null,
      tool: {
        reading: "US & Canada ring size 7",
        display: "US & Canada ring size 7 = UK & Australia N½",
        path: ring.path,
      },
      suggestions: [ring, torque],
      message: "A size without a system is read as US.",
    };
    expect(optionsOf(result, answerPage)).toEqual([
      {
        text: "US & Canada ring size 7 = UK & Australia N½",
        note: "A size without a system is read as US.",
        path: "/ring-size-converter",
        answer: true,
      },
      { text: "Torque Converter", path: "/torque?from=nm", answer: false },
    ]);
    expect(statusOf(result, 2, say)).toBe(
      "US & Canada ring size 7 = UK & Australia N½. A size without a system is read as US. 2 results",
    );
  });

  it("lists only pages when there is no answer; the message is not an option", () => {
    const result: QueryResult = {
      query: "newton meter",
      answer: null,
      suggestions: [torque, energy],
      message: "Newton meter: a unit of torque and of energy",
    };
    expect(optionsOf(result, answerPage).map((o) => [o.text, o.answer])).toEqual([
      ["Torque Converter", false],
      ["Energy Converter", false],
    ]);
  });
});

describe("what the live region announces", () => {
  it("says the answer, then how many lines the popup holds", () => {
    const result: QueryResult = { query: "5 ft 3 in to cm", answer, suggestions: [torque] };
    expect(statusOf(result, 2, say)).toBe("5 ft 3 in = 160.02 cm. 2 results");
  });

  it("says why there is no answer, and counts one result in the singular", () => {
    const result: QueryResult = {
      query: "1 m to kg",
      answer: null,
      suggestions: [torque],
      message: "meters measure length, kilograms measure mass",
    };
    expect(statusOf(result, 1, say)).toBe(
      "meters measure length, kilograms measure mass. 1 result",
    );
    expect(statusOf({ query: "zzz", answer: null, suggestions: [] }, 0, say)).toBe("No results");
  });
});

describe("arrow keys in the combobox (APG list autocomplete)", () => {
  it("go from the field to the first option (Down) or the last (Up)", () => {
    expect(moved(-1, 3, "ArrowDown")).toBe(0);
    expect(moved(-1, 3, "ArrowUp")).toBe(2);
  });

  it("step through the options and wrap at both ends", () => {
    expect([0, 1, 2].map((i) => moved(i, 3, "ArrowDown"))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map((i) => moved(i, 3, "ArrowUp"))).toEqual([2, 0, 1]);
  });

  it("leave nothing active when there are no options", () => {
    expect(moved(-1, 0, "ArrowDown")).toBe(-1);
    expect(moved(-1, 0, "ArrowUp")).toBe(-1);
  });
});

describe("the box in another language", () => {
  it("counts its lines in the page's language", () => {
    const none = { query: "zzz", answer: null, suggestions: [] };
    expect(statusOf(none, 0, sayIn("de"))).not.toBe("No results");
    expect(statusOf(none, 3, sayIn("fr"))).toContain("3");
    expect(statusOf(none, 3, sayIn("fr"))).not.toContain("results");
  });

  it("opens a page of the document's language in the app, and any other as a document", () => {
    expect(inLanguage("/length?v=5&from=ft&to=cm", "en")).toBe(true);
    expect(inLanguage("/es/longitud?v=5&from=ft&to=cm", "es")).toBe(true);
    expect(inLanguage("/es", "es")).toBe(true);
    expect(inLanguage("/pt/comprimento", "pt-BR")).toBe(true);
    expect(inLanguage("/case?from=upper", "es")).toBe(false);
    expect(inLanguage("/search?q=2%2B2", "de")).toBe(false);
    expect(inLanguage("/es/longitud", "de")).toBe(false);
    expect(inLanguage("/estonia", "es")).toBe(false);
  });
});

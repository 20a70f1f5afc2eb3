import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.ts";
import { toolOfKey, UI, uiOf } from "./index.ts";

describe("the words of what hydrates", () => {
  it("carry a tool's own words in its documents only", () => {
    for (const language of LANGUAGES) {
      const shared = uiOf(language);
      expect(Object.keys(shared).filter((k) => toolOfKey(k) !== undefined)).toEqual([]);
      expect(uiOf(language, ["case"])["case.upper"]).toBe(UI[language]["case.upper"]);
      expect(uiOf(language, ["case"])["base.digit"]).toBeUndefined();
      expect(uiOf(language, ["number-base"])["base.digit"]).toBe(UI[language]["base.digit"]);
      expect(uiOf(language, ["number-base"]).copy).toBe(UI[language].copy);
      expect(uiOf(language)["money.swap"]).toBeUndefined();
      expect(uiOf(language, ["case"])["money.swap"]).toBeUndefined();
      expect(uiOf(language, ["money"])["money.swap"]).toBe(UI[language]["money.swap"]);
      expect(uiOf(language, ["money"])["base.digit"]).toBeUndefined();
      expect(uiOf(language, ["money"])["history.title"]).toBeUndefined();
      expect(uiOf(language, ["money", "history"])["history.title"]).toBe(
        UI[language]["history.title"],
      );
      // The date calculator's words.
      expect(uiOf(language, ["date-calculator"])["date.start"]).toBe(UI[language]["date.start"]);
      expect(uiOf(language, ["case"])["date.start"]).toBeUndefined();
      expect(uiOf(language, ["unix-timestamp"])["unix.range"]).toBe(UI[language]["unix.range"]);
      expect(uiOf(language, ["date-calculator"])["unix.range"]).toBeUndefined();
      // The blood-sugar page's converters and the contact form: on their documents only.
      expect(uiOf(language)["glucose.value"]).toBeUndefined();
      expect(uiOf(language, ["glucose", "hba1c"])["hba1c.range"]).toBe(UI[language]["hba1c.range"]);
      expect(uiOf(language)["contact.send"]).toBeUndefined();
      expect(uiOf(language, ["contact"])["contact.send"]).toBe(UI[language]["contact.send"]);
    }
    expect(toolOfKey("case.title")).toBe("case");
    expect(toolOfKey("base")).toBe("number-base");
    expect(toolOfKey("converter.from")).toBeUndefined();
    expect(toolOfKey("currency")).toBeUndefined();
    expect(toolOfKey("money")).toBe("money");
    expect(toolOfKey("history.title")).toBe("history");
  });
});

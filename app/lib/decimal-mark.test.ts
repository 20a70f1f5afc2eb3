import { describe, expect, it } from "vitest";
import { withDecimalOf } from "./decimal-mark";

describe("withDecimalOf", () => {
  it("writes a size's decimal mark as the language does", () => {
    expect(withDecimalOf("de", "54.5")).toBe("54,5");
    expect(withDecimalOf("fr", "0.696")).toBe("0,696");
    expect(withDecimalOf("pt-BR", "26.5")).toBe("26,5");
    expect(withDecimalOf("en", "54.5")).toBe("54.5");
    expect(withDecimalOf("es", "N½")).toBe("N½");
  });
});

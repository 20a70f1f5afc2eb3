import { describe, expect, it } from "vitest";
import { withDecimalOf as ringDecimal } from "./ring-size-converter";
import { withDecimalOf as shoeDecimal } from "./shoe-size-converter";

describe.each([
  ["ring", ringDecimal],
  ["shoe", shoeDecimal],
])("the %s size converter's decimal mark", (_, withDecimalOf) => {
  it("writes a size as the page's language does", () => {
    expect(withDecimalOf("de", "54.5")).toBe("54,5");
    expect(withDecimalOf("fr", "0.696")).toBe("0,696");
    expect(withDecimalOf("pt-BR", "26.5")).toBe("26,5");
    expect(withDecimalOf("es", "N½")).toBe("N½");
    expect(withDecimalOf("en", "54.5")).toBe("54.5");
  });
});

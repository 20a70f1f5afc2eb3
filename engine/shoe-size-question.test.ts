import { describe, expect, it } from "vitest";
import { labelOf, lastLengthOf, nearestSize, type ShoeSystem, sizesOf } from "./shoe-size.ts";
import { readShoeSizeQuestion } from "./shoe-size-question.ts";
import { SHOE_SIZE_QUESTION_ENGLISH } from "./shoe-size-question-english.ts";

function answered(text: string): string | undefined {
  const reading = readShoeSizeQuestion(text, SHOE_SIZE_QUESTION_ENGLISH);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display.split(" = ")[1];
}

describe("shoe sizes asked in words", () => {
  it("converts every size as the converter does (engine/shoe-size.ts, checked against GNU units)", () => {
    const asked: readonly (readonly [string, ShoeSystem, string, ShoeSystem])[] = [
      ["US men's", "us-men", "EU", "eu"],
      ["EU", "eu", "US men's", "us-men"],
      ["UK", "uk-adult", "US", "us-men"],
      ["US women's", "us-women", "UK", "uk-adult"],
      ["US women's", "us-women", "EU", "eu"],
      ["kids US", "us-boys", "UK", "uk-child"],
      ["girls' US", "us-girls", "EU", "eu"],
    ];
    for (const [fromWords, from, toWords, to] of asked) {
      for (const size of sizesOf(from)) {
        const last = lastLengthOf(from, size) ?? Number.NaN;
        const near = nearestSize(to, last);
        const expected =
          "size" in near
            ? `${labelOf(to)} ${near.size}`
            : `${labelOf(to)}: ${near.outside} the range (${near.limit})`;
        expect(answered(`${fromWords} shoe size ${size} to ${toWords}`), `${from} ${size}`).toBe(
          expected,
        );
      }
    }
  });

  it("answers the forms people type", () => {
    expect(answered("US men's shoe size 10 to EU")).toBe("EU (Paris points) 44");
    expect(answered("UK 8 to US")).toMatch(/^US men's /);
    expect(answered("us women 8 to eu")).toMatch(/^EU \(Paris points\) /);
    expect(answered("shoe size 10 to cm")).toMatch(/^a foot of \d+\.\d cm$/);
    expect(answered("shoe size 10.5 to japan")).toMatch(/^Mondopoint \d+$/);
    expect(answered("what is a us 10 in uk")).toMatch(/^UK adult /);
    expect(answered("shoe size 9")).toMatch(/^UK adult .* · EU .* · Mondopoint \d+ · a foot of/);
  });

  it("says what it assumed, by which rules, and that brands differ", () => {
    const reading = readShoeSizeQuestion("shoe size 10 to cm", SHOE_SIZE_QUESTION_ENGLISH);
    expect(reading).toMatchObject({
      reading: "US men's shoe size 10",
      basis: expect.stringMatching(
        /^A size without a system is read as US\. Sizes are read as men's\. US men's: .* A foot is taken as 1\.5 cm shorter than the last it fits\. Brands' own charts may differ by up to a size\.$/,
      ),
    });
  });

  it("names a size its system does not have", () => {
    expect(answered("us shoe size 99 to eu")).toBe("problem: 99 is not a size in US men's.");
  });

  it("leaves every other question to the units and the other tools", () => {
    for (const text of [
      "7 in mm",
      "5 ft to cm",
      "8 to us",
      "uk 8",
      "shoe size 10 to furlongs",
      "ring size 7 to uk",
      "us 10 to kg",
      "12 inches = centimetres",
      "27 cm to in",
    ]) {
      expect(readShoeSizeQuestion(text, SHOE_SIZE_QUESTION_ENGLISH), text).toBeUndefined();
    }
  });
});

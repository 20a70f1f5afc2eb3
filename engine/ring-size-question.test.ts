import { describe, expect, it } from "vitest";
import { circumferenceOf, nearestSize, type RingSystem } from "./ring-size.ts";
import { readRingSizeQuestion } from "./ring-size-question.ts";
import { RING_SIZE_QUESTION_ENGLISH } from "./ring-size-question-english.ts";

/** The answer's text after "=", or the problem. */
function answered(text: string): string | undefined {
  const reading = readRingSizeQuestion(text, RING_SIZE_QUESTION_ENGLISH);
  if (!reading) return undefined;
  return "problem" in reading ? `problem: ${reading.problem}` : reading.display.split(" = ")[1];
}

describe("ring sizes asked in words", () => {
  it("converts between systems as the converter does (engine/ring-size.ts, checked against GNU units)", () => {
    const words: Readonly<Record<string, RingSystem>> = {
      US: "us",
      UK: "uk",
      ISO: "iso",
      Swiss: "ch",
      Japanese: "jp",
    };
    const labels: Readonly<Record<string, string>> = {
      us: "US & Canada",
      uk: "UK & Australia",
      iso: "ISO 8653 (Europe)",
      ch: "Switzerland",
      jp: "Japan & China",
    };
    for (const [fromWord, from] of Object.entries(words)) {
      for (const [toWord, to] of Object.entries(words)) {
        if (from === to) continue;
        for (let mm = 44; mm <= 70; mm += 0.75) {
          const size = nearestSize(from, mm);
          if (size === undefined) continue;
          const exact = circumferenceOf(from, size) ?? Number.NaN;
          expect(answered(`${fromWord} ring size ${size} to ${toWord}`)).toBe(
            `${labels[to]} ${nearestSize(to, exact)}`,
          );
        }
      }
    }
  });

  it("answers the forms people type", () => {
    expect(answered("US ring size 7 in mm")).toBe("17.3 mm across, 54.2 mm around the inside");
    expect(answered("what is a us ring size 7 in uk?")).toBe("UK & Australia N½");
    expect(answered("ring size N½ to US")).toBe("US & Canada 7");
    expect(answered("ring size n 1/2 to us")).toBe("US & Canada 7");
    expect(answered("women's ring size 6.5 to uk")).toBe("UK & Australia M½");
    expect(answered("ring size 7 in inches")).toBe("0.679 in across");
    expect(answered("Japanese ring size 13 to US")).toBe("US & Canada 6¾");
    expect(answered("ring size 7")).toBe(
      "UK & Australia N½ · ISO 8653 (Europe) 54 · Switzerland 14 · Japan & China 14 · 17.3 mm across, 54.2 mm around the inside",
    );
  });

  it("says how it read a size and by which rule", () => {
    const reading = readRingSizeQuestion("ring size 7 to uk", RING_SIZE_QUESTION_ENGLISH);
    expect(reading).toEqual({
      reading: "US & Canada ring size 7",
      display: "US & Canada ring size 7 = UK & Australia N½",
      basis:
        "A size without a system is read as US. US & Canada: (1.4216 + 0.1018 × size) in inner circumference; UK & Australia: letters from A = 37.5 mm inner circumference, 1.25 mm a letter (BS 6820). Each result is the nearest size a ring is sold in.",
    });
  });

  it("names a size its system does not have", () => {
    expect(answered("ring size 99")).toBe("problem: 99 is not a ring size in US & Canada.");
    expect(answered("swiss ring size 54 to us")).toBe(
      "problem: 54 is not a ring size in Switzerland.",
    );
  });

  it("leaves every other question to the units", () => {
    for (const text of [
      "7 in mm",
      "ring size 7 to furlongs",
      "boxing ring size 20",
      "US ring size N to UK",
      "ring",
      "size 7 to mm",
    ]) {
      expect(readRingSizeQuestion(text, RING_SIZE_QUESTION_ENGLISH), text).toBeUndefined();
    }
  });
});

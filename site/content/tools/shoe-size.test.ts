import { describe, expect, it } from "vitest";
import { lastLengthOf, nearestSize, type ShoeSystem, sizeIn } from "../../../engine/shoe-size.ts";
import { shoeSizeText } from "./shoe-size.ts";

const answerTo = (start: string) =>
  shoeSizeText.faqs?.find((f) => f.question.startsWith(start))?.answer ?? "";
const size = (system: ShoeSystem, mm: number) => {
  const near = nearestSize(system, mm);
  return "size" in near ? near.size : `outside ${near.limit}`;
};

describe("the shoe size page's figures", () => {
  it("states a US men's 9 as the engine converts it", () => {
    const answer = answerTo("What is a US men's 9");
    const mm = lastLengthOf("us-men", "9") as number;
    expect(answer).toContain(`EU ${size("eu", mm)} and UK ${size("uk-adult", mm)}`);
    expect(answer).toContain(`(${(mm / 10).toFixed(1)} cm)`);
    expect(answer).toContain(`${sizeIn("eu", mm).toFixed(1)} Paris points`);
    expect(sizeIn("uk-adult", mm)).toBeCloseTo(8.75, 12);
    expect(answer).toContain("UK 8¾, exactly between 8½ and 9, so the larger");
    expect(answer).toContain(`a foot of about ${size("foot-cm", mm)} cm`);
    expect(answer).toContain(`Mondopoint ${size("mondopoint", mm)}`);
  });

  it("states a 26 cm foot's sizes as the engine converts them", () => {
    const answer = answerTo("How do I find my shoe size");
    const mm = lastLengthOf("foot-cm", "26") as number;
    expect(answer).toContain(`a last of ${mm / 10} cm`);
    for (const [system, label] of [
      ["eu", "EU"],
      ["us-men", "US men's"],
      ["us-women", "US women's"],
      ["uk-adult", "UK"],
      ["mondopoint", "Mondopoint"],
    ] as const) {
      expect(answer).toContain(`${label} ${size(system, mm)}`);
    }
  });

  it("states the men's to women's step and the children's break as the engine has them", () => {
    const men9 = lastLengthOf("us-men", "9") as number;
    expect(answerTo("What is the difference between US men's")).toContain(
      `a men's 9 and a women's ${size("us-women", men9)}`,
    );
    expect(sizeIn("us-men", lastLengthOf("us-boys", "13") as number)).toBeCloseTo(0, 12);
    expect(sizeIn("us-women", lastLengthOf("us-girls", "13") as number)).toBeCloseTo(0, 12);
    expect(sizeIn("uk-child", lastLengthOf("uk-adult", "1") as number)).toBeCloseTo(14, 12);
    expect(answerTo("When do children's sizes")).toContain("where a children's 14 would be");
  });
});

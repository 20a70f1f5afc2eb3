import { describe, expect, it } from "vitest";
import {
  splitWords,
  textCases,
  toCamelCase,
  toConstantCase,
  toKebabCase,
  toLowerCase,
  toSentenceCase,
  toSnakeCase,
  toTitleCase,
  toUpperCase,
} from "./text-case.ts";

describe("the four specified cases (docs/spec/units.md §2.6)", () => {
  it("UPPER CASE upper-cases the whole text, with full Unicode mappings", () => {
    expect(toUpperCase("Hello, world 42")).toBe("HELLO, WORLD 42");
    expect(toUpperCase("straße")).toBe("STRASSE");
    expect(toUpperCase("été à Paris")).toBe("ÉTÉ À PARIS");
  });

  it("lower case lower-cases the whole text", () => {
    expect(toLowerCase("ÉTÉ")).toBe("été");
    expect(toLowerCase("HeLLo WORLD")).toBe("hello world");
    expect(toLowerCase("ΟΔΟΣ")).toBe("\u03bf\u03b4\u03bf\u03c2"); // final sigma
  });

  it("Title Case upper-cases each word's first letter and lower-cases the rest, keeping spacing", () => {
    expect(toTitleCase("élan vital")).toBe("Élan Vital");
    expect(toTitleCase("hELLO   wORLD\nnew line")).toBe("Hello   World\nNew Line");
    expect(toTitleCase("the (quick) 'brown' fox")).toBe("The (Quick) 'Brown' Fox");
    expect(toTitleCase("don't stop")).toBe("Don't Stop");
    expect(toTitleCase("ßa")).toBe("Ssa");
    expect(toTitleCase("")).toBe("");
  });

  it("camelCase lower-cases the first word and capitalises each later one, separators removed", () => {
    expect(toCamelCase("hello world")).toBe("helloWorld");
    expect(toCamelCase("Hello World")).toBe("helloWorld");
    expect(toCamelCase("HELLO WORLD")).toBe("helloWorld");
    expect(toCamelCase("  convert   these words  ")).toBe("convertTheseWords");
    expect(toCamelCase("snake_case-and-kebab")).toBe("snakeCaseAndKebab");
    expect(toCamelCase("élan vital")).toBe("élanVital");
    expect(toCamelCase("Éclair au chocolat")).toBe("éclairAuChocolat");
    expect(toCamelCase("iPhone model 15")).toBe("iPhoneModel15");
    expect(toCamelCase("")).toBe("");
  });
});

describe("the added cases", () => {
  it("Sentence case capitalises the first letter of each sentence only", () => {
    expect(toSentenceCase("HELLO WORLD. how ARE you? fine! ok")).toBe(
      "Hello world. How are you? Fine! Ok",
    );
    expect(toSentenceCase("  été indien")).toBe("  Été indien");
    expect(toSentenceCase("first line\nsecond line")).toBe("First line\nSecond line");
    expect(toSentenceCase('3.5 kg. "quoted" start')).toBe('3.5 kg. "Quoted" start');
  });

  it("snake_case, kebab-case and CONSTANT_CASE join the words", () => {
    expect(toSnakeCase("helloWorld")).toBe("hello_world");
    expect(toSnakeCase("Hello, World!")).toBe("hello_world");
    expect(toKebabCase("Hello World")).toBe("hello-world");
    expect(toKebabCase("XMLHttpRequest")).toBe("xml-http-request");
    expect(toConstantCase("max value")).toBe("MAX_VALUE");
    expect(toConstantCase("straße")).toBe("STRASSE");
    expect(toSnakeCase("ÉTÉ Indien")).toBe("été_indien");
  });

  it("splits words on non-letters and digits, and on lower→Upper boundaries", () => {
    expect(splitWords("helloWorld")).toEqual(["hello", "World"]);
    expect(splitWords("foo--bar__baz  qux")).toEqual(["foo", "bar", "baz", "qux"]);
    expect(splitWords("version 2.0.1")).toEqual(["version", "2", "0", "1"]);
    expect(splitWords("ÉtéIndien")).toEqual(["Été", "Indien"]);
    expect(splitWords("e\u0301te\u0301 x")).toEqual(["e\u0301te\u0301", "x"]);
    expect(splitWords("日本語 テキスト")).toEqual(["日本語", "テキスト"]);
    expect(splitWords("!!! ...")).toEqual([]);
  });
});

describe("textCases", () => {
  it("lists every case once, the four specified first, each with its own function", () => {
    expect(textCases.map((c) => c.id)).toEqual([
      "upper",
      "lower",
      "title",
      "camel",
      "sentence",
      "snake",
      "kebab",
      "constant",
    ]);
    expect(textCases.map((c) => c.label)).toEqual([
      "UPPER CASE",
      "lower case",
      "Title Case",
      "camelCase",
      "Sentence case",
      "snake_case",
      "kebab-case",
      "CONSTANT_CASE",
    ]);
    const sample = "the quickBrown fox. jumps";
    const outputs = textCases.map((c) => c.convert(sample));
    expect(new Set(outputs).size).toBe(textCases.length);
  });
});

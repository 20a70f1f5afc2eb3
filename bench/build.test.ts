import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildSection } from "./build.ts";

const dir = mkdtempSync(join(tmpdir(), "build-section-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes an empty file at `path` under the fake build. */
function file(path: string) {
  mkdirSync(join(dir, path, ".."), { recursive: true });
  writeFileSync(join(dir, path), "");
}

describe("the build's section", () => {
  it("counts the prerendered documents of each language, and judges the build's time", () => {
    for (const path of [
      "index.html",
      "length/index.html",
      "length.data",
      "assets/app.js",
      "es/index.html",
      "es/longitud/index.html",
      "de/laenge/index.html",
      "estonia/index.html",
    ])
      file(path);
    const section = buildSection(dir, 95.26);
    const count = (language: string) =>
      section.rows.find((r) => r.language === language)?.["prerendered documents"];
    // "estonia/" is an English page whose slug starts with a language's letters.
    expect([count("en"), count("es"), count("de"), count("fr"), count("all")]).toEqual([
      3, 2, 1, 0, 6,
    ]);
    expect(section.targets[0]).toMatchObject({ met: true, detail: "95.3 s for 6 documents" });
    expect(buildSection(dir, 601).targets[0]?.met).toBe(false);
  });
});

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The repository stands alone (issue 22): a comment, a test or a document that cites the product's
 * specification cites the copy in docs/spec/ (docs/spec/README.md), by a path that exists and a
 * section that exists there. Checked: every .ts, .tsx and .md file outside installed and generated
 * directories. The patterns and probes below are written so that this file passes its own check.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Generated, installed or tool state: not the project's own text. */
const SKIPPED = new Set(["node_modules", "build", "test-results", "playwright-report", "data"]);
const CHECKED = /\.(?:ts|tsx|md)$/;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    // Dot directories (.git, .react-router) hold tool state, not the project's text.
    if (entry.name.startsWith(".") || SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return entry.isFile() && CHECKED.test(entry.name) ? [path] : [];
  });
}

const FILES = filesUnder(ROOT)
  .map((path) => relative(ROOT, path).split(sep).join("/"))
  .sort();

/** The names the specification had outside the repository, by which nothing can be found here. */
const OUTSIDE_NAME = /\b(?:site|unit)[ -]spec\b/gi;
const OUTSIDE_FILE = /\b(?:site-currency-medical|unit-converters|unit-errata)\.md\b/g;
/** A file name of docs/spec/, with the path written before it (empty when bare). */
const SPEC_FILE = /(?<![\w-])((?:[\w.-]+\/)*)(?:decisions|errata|site|units)\.md\b/g;
/** A path from the repository's root to a Markdown file of docs/. */
const DOCS_PATH = /(?<![\w./-])docs\/[\w./-]*?\.md\b/g;
/** A Markdown link to a file of the repository (not a URL, not an anchor of the same page). */
const MD_LINK = /\]\((?![a-z][a-z0-9+.-]*:|#|\/)([^)\s]+)\)/gi;
/** What follows a citation of a spec file: a section (§3.1, §A) or a quoted heading. */
const SECTION = /^[`)\]]*[,:]?[ \t]+(?:§([0-9A-Z]+(?:\.[0-9]+)?)|"([^"\n]+)")/;

const SPEC_DIR = "docs/spec/";
const headingsCache = new Map<string, readonly string[]>();
function headingsOf(file: string): readonly string[] {
  let headings = headingsCache.get(file);
  if (!headings) {
    headings = readFileSync(join(ROOT, file), "utf8")
      .split("\n")
      .filter((line) => line.startsWith("#"))
      .map((line) => line.replace(/^#+\s*/, ""));
    headingsCache.set(file, headings);
  }
  return headings;
}

/** Whether `file` (a spec file) has the section `section` ("3.1", "9", "A") as a heading. */
function hasSection(file: string, section: string): boolean {
  return headingsOf(file).some(
    (h) => h === section || new RegExp(`^${section.replaceAll(".", "\\.")}[. ]`).test(h),
  );
}

interface Problem {
  readonly at: string;
  readonly problem: string;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split("\n").length;
}

/** Everything wrong with the citations of `text`, the content of `file`. */
function problemsIn(file: string, text: string): Problem[] {
  const problems: Problem[] = [];
  const report = (index: number, problem: string) =>
    problems.push({ at: `${file}:${lineOf(text, index)}`, problem });

  for (const m of text.matchAll(OUTSIDE_NAME)) {
    report(m.index, `"${m[0]}" names a document outside the repository: cite docs/spec/`);
  }
  for (const m of text.matchAll(OUTSIDE_FILE)) {
    report(m.index, `"${m[0]}" is not in the repository: cite its copy in docs/spec/`);
  }
  for (const m of text.matchAll(SPEC_FILE)) {
    const prefix = m[1] ?? "";
    const sibling = prefix === "" && file.startsWith(SPEC_DIR);
    if (!sibling && !prefix.endsWith("spec/")) {
      report(
        m.index,
        `"${m[0]}" without its directory: write docs/spec/${m[0].slice(prefix.length)}`,
      );
    }
  }

  // Every path cited resolves, and a section cited after a spec file is one of its headings.
  const cited: { index: number; end: number; target: string }[] = [];
  for (const m of text.matchAll(DOCS_PATH)) {
    cited.push({ index: m.index, end: m.index + m[0].length, target: m[0] });
  }
  if (file.endsWith(".md")) {
    for (const m of text.matchAll(MD_LINK)) {
      const link = (m[1] ?? "").replace(/#.*$/, "");
      const target = join(dirname(file), decodeURI(link)).split(sep).join("/");
      cited.push({ index: m.index, end: m.index + m[0].length, target });
    }
  }
  for (const { index, end, target } of cited) {
    if (!existsSync(join(ROOT, target))) {
      report(index, `${target} does not exist`);
      continue;
    }
    if (!target.startsWith(SPEC_DIR)) continue;
    const after = SECTION.exec(text.slice(end, end + 120));
    const section = after?.[1];
    const heading = after?.[2];
    if (section !== undefined && !hasSection(target, section)) {
      report(index, `${target} has no section ${section}`);
    }
    if (heading !== undefined && target === "docs/spec/decisions.md") {
      if (!headingsOf(target).includes(heading)) report(index, `${target} has no "${heading}"`);
    }
  }
  return problems;
}

const problemsOf = (file: string) => problemsIn(file, readFileSync(join(ROOT, file), "utf8"));

describe("citations of the specification", () => {
  it("finds the project's files, this one and docs/spec/ among them", () => {
    expect(FILES).toContain("scripts/doc-citations.test.ts");
    expect(FILES).toContain("docs/spec/README.md");
    expect(FILES.some((f) => f.startsWith("node_modules/") || f.startsWith("build/"))).toBe(false);
  });

  it("point into the repository, at files and sections that exist", () => {
    expect(FILES.flatMap(problemsOf)).toEqual([]);
  });

  it("would catch each kind of broken citation", () => {
    const wrong = (text: string, file = "app/example.ts") =>
      problemsIn(file, text).map((p) => p.problem);
    // Written in pieces, so that this file does not cite what it tests.
    const bare = (name: string) => [name, "md"].join(".");
    expect(wrong(["(site", "spec 3.1)"].join(" "))).toHaveLength(1);
    expect(wrong(["(Unit", "spec §4)"].join(" "))).toHaveLength(1);
    expect(wrong(`see ${bare("unit-errata")}`)).toHaveLength(1);
    expect(wrong(`(${bare("decisions")})`)).toHaveLength(1);
    expect(wrong(["docs", "decisions", "000-none.md"].join("/"))).toHaveLength(1);
    expect(wrong(["docs/spec/site.md", "§3.12"].join(" "))).toHaveLength(1);
    expect(wrong(["docs/spec/decisions.md", '"No such heading"'].join(" "))).toHaveLength(1);
    expect(
      wrong("[the errata](../spec/nowhere.md)", ["docs", "decisions", "000-example.md"].join("/")),
    ).toHaveLength(1);
    expect(
      wrong('docs/spec/decisions.md "Routes", docs/spec/site.md §3.1, ../spec/units.md'),
    ).toEqual([]);
    expect(
      wrong("docs/spec/units.md §4, docs/spec/errata.md §F, docs/spec/units.md §2.3–2.5"),
    ).toEqual([]);
    // Inside docs/spec/, a sibling is named by its file name alone.
    expect(wrong(`[the decisions](${bare("decisions")})`, "docs/spec/site.md")).toEqual([]);
  });
});

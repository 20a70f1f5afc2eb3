/**
 * Valid HTML (issue 13): the W3C Nu HTML checker (vnu.jar from the `vnu-jar` package, run with the
 * machine's Java 17+) over every prerendered page of the build, the offline page included, and the
 * pages the server under test renders per request (the 404 page, answer pages). One Java process checks
 * all documents. Target (hard: the checker is deterministic): no error on any page.
 *
 * Messages about CSS (their text starts with "CSS:") are left out: the checker's CSS parser
 * predates `@property` and other rules the stylesheet uses, so it reports valid CSS as errors.
 *
 *   npx tsx bench/html-validity.ts [--check] [--origin http://127.0.0.1:3000]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchContext, BenchSection, Section } from "./harness.ts";
import { isMain, runAlone } from "./standalone.ts";

/**
 * The documents the server renders per request, and their status: the 404 page (a path no page
 * has) and the answer page, empty, with an answer, a calculation, a refusal and a text too long.
 */
const RENDERED: readonly (readonly [string, number])[] = [
  ["/bench-html-validity-no-such-page", 404],
  ["/search", 200],
  ["/search?q=5%20ft%203%20in%20to%20cm", 200],
  ["/search?q=15%20km%2Fh%20*%2030%20min", 200],
  ["/search?q=5%20kg%20%2B%203%20m", 200],
  [`/search?q=${"1".repeat(201)}`, 400],
];
const FIRST_ERRORS_SHOWN = 3;
const DISTINCT_ERRORS_SHOWN = 30;

/** One message of the checker's JSON output (`--format json`). */
export interface VnuMessage {
  readonly type: string;
  readonly url?: string;
  readonly message: string;
  readonly lastLine?: number;
  readonly firstColumn?: number;
  readonly lastColumn?: number;
  readonly extract?: string;
}

export const isCssMessage = (m: VnuMessage) => /^\s*CSS:/.test(m.message);

/** The checker's JSON report, read from its stderr (where the JVM may also have written lines). */
export function parseVnuOutput(stderr: string): VnuMessage[] {
  const start = stderr.search(/\{\s*"(?:version|messages)"/);
  if (start < 0) throw new Error(`no JSON report from vnu.jar: ${stderr.slice(0, 500)}`);
  const report = JSON.parse(stderr.slice(start)) as { messages?: VnuMessage[] };
  if (!Array.isArray(report.messages)) throw new Error("vnu.jar's report has no messages");
  return report.messages;
}

/** The URL path a file of the client build answers: `length/index.html` is `/length`. */
export function pagePathOf(buildDir: string, file: string): string {
  const path = `/${relative(buildDir, file).split(sep).join("/")}`;
  return path === "/index.html" ? "/" : path.replace(/\/index\.html$/, "");
}

export interface DocumentResult {
  readonly page: string;
  /** The errors, CSS left out, as `line:column message`. */
  readonly errors: readonly { readonly at: string; readonly message: string }[];
}

/**
 * Every document's errors (warnings and info messages, and CSS, left out), in the order given;
 * `pages` maps a file the checker read to the page it is.
 */
export function errorsByDocument(
  messages: readonly VnuMessage[],
  pages: ReadonlyMap<string, string>,
): { documents: DocumentResult[]; cssIgnored: number } {
  const errors = new Map<string, { at: string; message: string }[]>(
    [...pages.values()].map((page) => [page, []]),
  );
  let cssIgnored = 0;
  for (const m of messages) {
    if (m.type === "info") continue;
    if (isCssMessage(m)) {
      cssIgnored++;
      continue;
    }
    const file = m.url?.startsWith("file:") ? fileURLToPath(m.url) : undefined;
    const page = (file && pages.get(resolve(file))) ?? `(${m.url ?? "no document"})`;
    const list = errors.get(page) ?? [];
    list.push({ at: `${m.lastLine ?? "?"}:${m.firstColumn ?? "?"}`, message: m.message });
    errors.set(page, list);
  }
  return {
    documents: [...errors].map(([page, list]) => ({ page, errors: list })),
    cssIgnored,
  };
}

/** Runs vnu.jar once over the files; resolves with its stdout (the files checked) and stderr. */
function runVnu(files: readonly string[]): Promise<{ stdout: string; stderr: string }> {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  // --verbose names each file checked on stdout, so a file the checker skipped does not pass as
  // valid; the report goes to stderr.
  const args = [
    // On two shared cores the optimising compiler's work does not pay for itself in a run of
    // seconds: the client compiler alone was as fast or faster in every trial. Its larger frames
    // overflow the default 1 MB stack in the checker's schema evaluation, hence -Xss.
    "-XX:TieredStopAtLevel=1",
    "-Xss4m",
    "-jar",
    jar,
    "--errors-only",
    "--format",
    "json",
    "--verbose",
    "--exit-zero-always",
  ];
  return new Promise((resolvePromise, reject) => {
    const java = spawn("java", [...args, ...files], { stdio: ["ignore", "pipe", "pipe"] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    java.stdout.on("data", (d: Buffer) => out.push(d));
    java.stderr.on("data", (d: Buffer) => err.push(d));
    java.once("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error("java not found: vnu.jar needs Java 17+ (Debian: default-jre-headless)")
          : error,
      ),
    );
    java.once("close", (code) => {
      const stdout = Buffer.concat(out).toString();
      const stderr = Buffer.concat(err).toString();
      if (code === 0) resolvePromise({ stdout, stderr });
      else reject(new Error(`vnu.jar exited with ${code}: ${stderr.slice(0, 1000)}`));
    });
  });
}

/** Every HTML file of the client build, sorted. */
export function htmlFilesOf(buildDir: string): string[] {
  return readdirSync(buildDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => resolve(entry.parentPath, entry.name))
    .sort();
}

const clip = (s: string, n = 160) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** The section from the documents' errors. */
export function toSection(
  documents: readonly DocumentResult[],
  run: { readonly cssIgnored: number; readonly seconds: number },
): Section {
  const failing = documents.filter((d) => d.errors.length > 0);
  const clean = documents.length - failing.length;
  const distinct = new Map<string, string[]>();
  for (const { page, errors } of failing) {
    for (const { message } of errors) {
      const pages = distinct.get(message) ?? [];
      if (!pages.includes(page)) pages.push(page);
      distinct.set(message, pages);
    }
  }
  const shown = [...distinct].slice(0, DISTINCT_ERRORS_SHOWN);
  const errorCount = failing.reduce((n, d) => n + d.errors.length, 0);
  return {
    title: "Valid HTML (W3C Nu HTML checker)",
    rows: [
      ...failing.map((d) => ({
        page: d.page,
        errors: d.errors.length,
        "first errors (line:column)": d.errors
          .slice(0, FIRST_ERRORS_SHOWN)
          .map((e) => `${e.at} ${clip(e.message)}`)
          .join(" / "),
      })),
      ...(clean > 0
        ? [
            {
              page: `${failing.length > 0 ? "the other" : "all"} ${clean} page${clean === 1 ? "" : "s"}`,
              errors: 0,
              "first errors (line:column)": "",
            },
          ]
        : []),
    ],
    notes: [
      `vnu.jar --errors-only over ${documents.length} documents (every HTML file of the build, and the 404 and answer pages as the server renders them) in one Java process: ${run.seconds.toFixed(1)} s.`,
      `CSS messages left out: ${run.cssIgnored} (the checker's CSS parser predates @property and reports valid CSS).`,
      ...(distinct.size === 0
        ? []
        : [
            `Distinct errors (${distinct.size}), with the pages they occur on:`,
            ...shown.map(([message, pages]) => `  ${message} (on ${pages.join(", ")})`),
            ...(distinct.size > shown.length ? [`  and ${distinct.size - shown.length} more`] : []),
          ]),
    ],
    targets: [
      {
        name: "valid HTML: no error on any page",
        met: failing.length === 0,
        hard: true,
        detail:
          failing.length === 0
            ? `${documents.length} documents, 0 errors`
            : `${errorCount} errors on ${failing.length} of ${documents.length} documents: ${failing.map((d) => `${d.page} ${d.errors.length}`).join(", ")}`,
      },
    ],
  };
}

/** All pages in a quick run too: one Java process checks them in tens of seconds. */
export const htmlValidity: BenchSection = async ({ origin, buildDir, log }: BenchContext) => {
  const dir = mkdtempSync(join(tmpdir(), "unitpilot-html-validity-"));
  try {
    const files = htmlFilesOf(buildDir);
    const pages = new Map(files.map((file) => [file, pagePathOf(buildDir, file)]));
    for (const [i, [path, status]] of RENDERED.entries()) {
      const response = await fetch(new URL(path, origin));
      const html = await response.text();
      if (response.status !== status)
        throw new Error(`GET ${path}: ${response.status}, not ${status}`);
      const file = join(dir, `rendered-${i}.html`);
      writeFileSync(file, html);
      pages.set(file, `${path} (${status})`);
    }
    log(`html validity: vnu.jar over ${pages.size} documents...`);
    const started = performance.now();
    const { stdout, stderr } = await runVnu([...pages.keys()]);
    const seconds = (performance.now() - started) / 1000;
    const checked = new Set(stdout.split("\n").map((line) => line.trim()));
    const skipped = [...pages.keys()].filter((file) => !checked.has(file));
    if (skipped.length > 0) throw new Error(`vnu.jar did not check ${skipped.join(", ")}`);
    const { documents, cssIgnored } = errorsByDocument(parseVnuOutput(stderr), pages);
    return toSection(documents, { cssIgnored, seconds });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

if (isMain(import.meta.url)) await runAlone(htmlValidity, { external: true });

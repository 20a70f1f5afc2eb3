/**
 * The gzip JavaScript a page loads on first view, for a sample of page types, next to the floor of
 * the framework: a bare React Router 7 app (one route rendering <h1>Hello</h1>) built in the same
 * run from this repository's node_modules. Target: every converter page at most 13 KB above it.
 *
 *   npx tsx bench/page-weight.ts [--build] [--check] [--files]
 *
 * --build rebuilds the site first (it is built anyway when build/ is missing); --check exits 1 when
 * a converter page misses the target; --files lists each page's JS files. 1 KB = 1000 bytes, as in
 * Vite's build log; gzip is zlib level 9, each file compressed on its own as it travels.
 */
import { spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isConverter, pageAt } from "../app/site/catalog.ts";
import { htmlFileOf, measurePage, type PageWeight } from "./js-graph.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CLIENT_DIR = join(ROOT, "build/client");
const TARGET_ABOVE_FLOOR = 13_000;
const OUR_PACKAGE = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
};

const SAMPLE = [
  "/",
  "/length",
  "/temperature",
  "/torque",
  "/cm-to-in",
  "/c-to-f",
  "/case",
  "/number-base",
  "/about",
  "/currency-converter",
  "/blood-sugar-converter",
  "/contact",
];

/** A React Router 7 app with nothing of ours: what any page of any such app ships at least. */
const FLOOR_APP: Record<string, string> = {
  // React Router picks its default server entry from the dependencies a package.json declares.
  "package.json": JSON.stringify({
    name: "react-router-floor",
    private: true,
    type: "module",
    dependencies: Object.fromEntries(
      ["@react-router/node", "isbot", "react", "react-dom", "react-router"].map((name) => [
        name,
        OUR_PACKAGE.dependencies[name],
      ]),
    ),
  }),
  "react-router.config.ts": `export default { ssr: true, prerender: ["/"] };\n`,
  // The cache stays in the temporary directory, not in the symlinked node_modules.
  "vite.config.ts": `import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
export default defineConfig({ cacheDir: ".vite-cache", plugins: [reactRouter()] });
`,
  "app/root.tsx": `import type { ReactNode } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}
`,
  "app/routes.ts": `import { index, type RouteConfig } from "@react-router/dev/routes";
export default [index("routes/home.tsx")] satisfies RouteConfig;
`,
  "app/routes/home.tsx": `export default function Home() {
  return <h1>Hello</h1>;
}
`,
};

function run(command: string, args: string[], cwd: string): void {
  const env = { ...process.env };
  delete env.NODE_ENV; // a build under NODE_ENV=test or development would not be production
  const result = spawnSync(command, args, { cwd, env, encoding: "utf8" });
  if (result.status !== 0) {
    process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
    throw new Error(`${command} ${args.join(" ")} failed in ${cwd}`);
  }
}

/** Builds the floor app in a temporary directory and measures its "/". */
function measureFloor(): PageWeight {
  const dir = mkdtempSync(join(tmpdir(), "react-router-floor-"));
  try {
    for (const [path, text] of Object.entries(FLOOR_APP)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    run(join(ROOT, "node_modules/.bin/react-router"), ["build"], dir);
    return measurePage(join(dir, "build/client"), "/");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The newest modification time of the files under the given directories. */
function newestMtime(dirs: readonly string[]): number {
  let newest = 0;
  for (const dir of dirs) {
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (entry.isFile())
        newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => r[i]?.length ?? 0))) ?? [];
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i < 2 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  "),
    )
    .join("\n");
}

function main(argv: readonly string[]): number {
  const check = argv.includes("--check");
  const listFiles = argv.includes("--files");
  if (argv.includes("--build") || htmlFileOf(CLIENT_DIR, "/") === undefined) {
    console.error("Building the site (npm run build)...");
    run("npm", ["run", "build"], ROOT);
  } else if (
    newestMtime(["app", "engine"].map((d) => join(ROOT, d))) >
    statSync(join(CLIENT_DIR, "index.html")).mtimeMs
  ) {
    console.error(
      "Warning: app/ or engine/ changed after the build; pass --build to measure the code as it is.",
    );
  }

  console.error("Building the floor app (React Router 7, nothing of ours)...");
  const floor = measureFloor();

  const header = [
    "page",
    "kind",
    "JS gzip KB",
    "above floor KB",
    "ratio to floor",
    "inline JS gzip KB",
    "CSS gzip KB",
    "HTML gzip KB",
  ];
  const row = (page: string, kind: string, w: PageWeight) => [
    page,
    kind,
    kb(w.jsGzip),
    `${w.jsGzip >= floor.jsGzip ? "+" : ""}${kb(w.jsGzip - floor.jsGzip)}`,
    `${(w.jsGzip / floor.jsGzip).toFixed(2)}x`,
    kb(w.inlineGzip),
    kb(w.cssGzip),
    kb(w.htmlGzip),
  ];
  const rows = [header, row("floor /", "React Router 7 <h1>Hello</h1>", floor)];
  const details: string[] = [];
  const skipped: string[] = [];
  const over: string[] = [];
  let converters = 0;
  for (const path of SAMPLE) {
    if (htmlFileOf(CLIENT_DIR, path) === undefined) {
      skipped.push(path);
      continue;
    }
    const page = pageAt(path);
    const converter = page !== undefined && isConverter(page);
    const weight = measurePage(CLIENT_DIR, path);
    rows.push(row(path, page ? `${page.view} (${page.group})` : "?", weight));
    if (converter) {
      converters++;
      if (weight.jsGzip - floor.jsGzip > TARGET_ABOVE_FLOOR)
        over.push(`${path} +${kb(weight.jsGzip - floor.jsGzip)} KB`);
    }
    for (const url of weight.unresolved)
      details.push(`Warning: ${path} names ${url}, not a file of the build`);
    if (listFiles)
      details.push(`${path}: ${weight.js.map((a) => `${a.url} ${kb(a.gzipBytes)}`).join(", ")}`);
  }
  if (listFiles)
    details.unshift(`floor /: ${floor.js.map((a) => `${a.url} ${kb(a.gzipBytes)}`).join(", ")}`);

  console.log(table(rows));
  for (const line of details) console.log(line);
  if (skipped.length > 0) console.log(`Skipped (not in the build): ${skipped.join(", ")}`);
  const unmeasured = skipped.filter((path) => {
    const page = pageAt(path);
    return page !== undefined && isConverter(page);
  }).length;
  const verdict =
    converters === 0
      ? "no converter page measured"
      : over.length === 0
        ? `yes, all ${converters} measured`
        : `no: ${over.join(", ")}`;
  const caveat = unmeasured > 0 ? ` (${unmeasured} sample converter pages not in the build)` : "";
  console.log(
    `Every converter page within ${kb(TARGET_ABOVE_FLOOR)} KB of the floor: ${verdict}${caveat}`,
  );
  return check && over.length > 0 ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));

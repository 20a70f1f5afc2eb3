/**
 * What a prerendered page makes the browser load on first view, read from the built files: the
 * scripts and stylesheets its HTML names, and every JS module reached from them by static imports.
 * Dynamic import()s inside JS modules are not followed (they load later, if ever); those in the
 * page's inline scripts are, because React Router's inline module script starts the app with one.
 */
import { readFileSync, statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface InlineScript {
  readonly module: boolean;
  readonly code: string;
}

export interface HtmlRefs {
  /** `<script src>`, `<link rel="modulepreload">` and `<link rel="preload" as="script">`. */
  readonly scriptUrls: string[];
  readonly inlineScripts: InlineScript[];
  readonly stylesheetUrls: string[];
}

export interface Asset {
  readonly url: string;
  readonly bytes: number;
  readonly gzipBytes: number;
  readonly brotliBytes: number;
}

export interface PageWeight {
  /** Every JS file loaded on first view, deduplicated, in discovery order. */
  readonly js: Asset[];
  readonly jsGzip: number;
  readonly jsBrotli: number;
  /** The executable inline scripts, gzipped together (they travel inside the HTML). */
  readonly inlineGzip: number;
  readonly cssGzip: number;
  readonly cssBrotli: number;
  readonly htmlGzip: number;
  readonly htmlBrotli: number;
  /** URLs named by the page or its modules that are not files of the build (or not same-origin). */
  readonly unresolved: string[];
}

export function gzipSize(data: string | Uint8Array): number {
  return gzipSync(data, { level: 9 }).length;
}

/** Brotli at quality 11, as server/precompress.ts writes what the server sends. */
export function brotliSize(data: string | Uint8Array): number {
  return brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

// An import clause of minified ESM: default, namespace, named, or default plus one of the others.
const ID = String.raw`[\w$]+`;
const CLAUSE = String.raw`(?:${ID}\s*,\s*)?(?:\*\s*as\s*${ID}|\{[^}]*\}|${ID})`;
const SPEC = String.raw`(["'])([^"'\n]+)\1`;
// A statement starts the file or follows `;`, `}`, a line break or a comment: this keeps out the
// text of error messages such as "please `import { RouterProvider } from "react-router/dom"`".
const START = String.raw`(?<=(?:^|[;}\n/])\s*)`;
const STATIC_IMPORT = new RegExp(String.raw`${START}import\s*(?:${CLAUSE}\s*from\s*)?${SPEC}`, "g");
const RE_EXPORT = new RegExp(
  String.raw`${START}export\s*(?:\*(?:\s*as\s*${ID})?|\{[^}]*\})\s*from\s*${SPEC}`,
  "g",
);
const DYNAMIC_IMPORT = /(?<![\w$.])import\s*\(\s*(["'`])([^"'`\n]+)\1\s*\)/g;

function specifiers(code: string, pattern: RegExp): string[] {
  return [...code.matchAll(pattern)].map((m) => m[2] ?? "");
}

/** Specifiers of `import ... from "x"`, `import "x"` and `export ... from "x"`; not import(). */
export function staticImports(code: string): string[] {
  return [...specifiers(code, STATIC_IMPORT), ...specifiers(code, RE_EXPORT)];
}

/** What an inline script loads at once: its static imports if a module, and literal import()s. */
export function inlineScriptImports(script: InlineScript): string[] {
  const dynamic = specifiers(script.code, DYNAMIC_IMPORT);
  return script.module ? [...staticImports(script.code), ...dynamic] : dynamic;
}

const ORIGIN = "http://page.invalid";

/** The same-origin URL path a specifier points to, or undefined for a bare or foreign one. */
export function resolveUrl(specifier: string, fromUrl: string): string | undefined {
  if (!/^(\/|\.\.?\/)/.test(specifier)) return undefined;
  const url = new URL(specifier, ORIGIN + fromUrl);
  return url.origin === ORIGIN ? decodeURIComponent(url.pathname) : undefined;
}

function attributes(tag: string): Map<string, string> {
  const attrs = new Map<string, string>();
  for (const m of tag.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    const value = m[2] ?? m[3] ?? m[4] ?? "";
    attrs.set((m[1] ?? "").toLowerCase(), value.replace(/&amp;/g, "&").replace(/&quot;/g, '"'));
  }
  return attrs;
}

const JS_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

/** The scripts and stylesheets an HTML page names. */
export function htmlRefs(html: string): HtmlRefs {
  const refs: HtmlRefs = { scriptUrls: [], inlineScripts: [], stylesheetUrls: [] };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(m[1] ?? "");
    const type = (attrs.get("type") ?? "").toLowerCase();
    if (!JS_TYPES.has(type)) continue; // JSON-LD, import maps, templates: not run as JS
    const src = attrs.get("src");
    if (src !== undefined) refs.scriptUrls.push(src);
    else refs.inlineScripts.push({ module: type === "module", code: m[2] ?? "" });
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attrs = attributes(m[1] ?? "");
    const rels = (attrs.get("rel") ?? "").toLowerCase().split(/\s+/);
    const href = attrs.get("href");
    if (href === undefined) continue;
    if (
      rels.includes("modulepreload") ||
      (rels.includes("preload") && attrs.get("as") === "script")
    )
      refs.scriptUrls.push(href);
    else if (rels.includes("stylesheet")) refs.stylesheetUrls.push(href);
  }
  return refs;
}

/**
 * Every module reached from the entry URLs through static imports, each once, in discovery order.
 * `read` gives a module's source, or undefined when the URL is not a file of the build.
 */
export function collectModules(
  entryUrls: readonly string[],
  read: (url: string) => string | undefined,
): { urls: string[]; unresolved: string[] } {
  const seen = new Set<string>();
  const unresolved = new Set<string>();
  const queue = [...entryUrls];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    if (seen.has(url) || unresolved.has(url)) continue;
    const code = read(url);
    if (code === undefined) {
      unresolved.add(url);
      continue;
    }
    seen.add(url);
    for (const specifier of staticImports(code)) {
      const target = resolveUrl(specifier, url);
      if (target === undefined) unresolved.add(`${specifier} (from ${url})`);
      else queue.push(target);
    }
  }
  return { urls: [...seen], unresolved: [...unresolved] };
}

/** The file of the build a URL path names, or undefined when there is none. */
export function fileOf(clientDir: string, urlPath: string): string | undefined {
  const root = resolve(clientDir);
  const file = resolve(join(root, urlPath));
  if (!file.startsWith(root + sep)) return undefined;
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? file : undefined;
}

/** The HTML file a prerendered page path is written to. */
export function htmlFileOf(clientDir: string, pagePath: string): string | undefined {
  return fileOf(clientDir, pagePath === "/" ? "/index.html" : `${pagePath}/index.html`);
}

/** The weight of one prerendered page of a React Router client build, on first view. */
export function measurePage(clientDir: string, pagePath: string): PageWeight {
  const htmlFile = htmlFileOf(clientDir, pagePath);
  if (htmlFile === undefined) throw new Error(`${pagePath} is not in ${clientDir}`);
  const html = readFileSync(htmlFile, "utf8");
  const refs = htmlRefs(html);
  const unresolved: string[] = [];
  const sameOrigin = (specifiers: readonly string[]) =>
    specifiers.flatMap((specifier) => {
      const url = resolveUrl(specifier, pagePath);
      if (url === undefined) unresolved.push(specifier);
      return url === undefined ? [] : [url];
    });

  const entries = sameOrigin([
    ...refs.scriptUrls,
    ...refs.inlineScripts.flatMap((script) => inlineScriptImports(script)),
  ]);
  const read = (url: string) => {
    const file = fileOf(clientDir, url);
    return file === undefined ? undefined : readFileSync(file, "utf8");
  };
  const modules = collectModules(entries, read);
  unresolved.push(...modules.unresolved);

  const asset = (url: string): Asset => {
    const data = readFileSync(fileOf(clientDir, url) ?? "");
    return { url, bytes: data.length, gzipBytes: gzipSize(data), brotliBytes: brotliSize(data) };
  };
  const js = modules.urls.map(asset);
  const css = [...new Set(sameOrigin(refs.stylesheetUrls))].flatMap((url) => {
    if (fileOf(clientDir, url) !== undefined) return [asset(url)];
    unresolved.push(url);
    return [];
  });
  const inline = refs.inlineScripts.map((s) => s.code).join("\n");
  return {
    js,
    jsGzip: sum(js.map((a) => a.gzipBytes)),
    jsBrotli: sum(js.map((a) => a.brotliBytes)),
    inlineGzip: inline === "" ? 0 : gzipSize(inline),
    cssGzip: sum(css.map((a) => a.gzipBytes)),
    cssBrotli: sum(css.map((a) => a.brotliBytes)),
    htmlGzip: gzipSize(html),
    htmlBrotli: brotliSize(html),
    unresolved,
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

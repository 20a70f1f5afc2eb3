import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { collectModules, gzipSize, htmlRefs, measurePage, staticImports } from "./js-graph.ts";

let dir: string | undefined;

/** A client build directory holding the given files (URL path → text). */
function build(files: Record<string, string>): string {
  dir = mkdtempSync(join(tmpdir(), "page-weight-test-"));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

afterEach(() => {
  if (dir !== undefined) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const gz9 = (text: string) => gzipSync(text, { level: 9 }).length;

describe("staticImports", () => {
  it("finds every form of static import and re-export in minified output", () => {
    const code =
      'import{a as b,c}from"./named.js";import"./side.js";import d from"./default.js";' +
      'import*as e from"./star.js";import f,{g}from"./mixed.js";export*from"./all.js";' +
      'export{h}from"./some.js";const x=1;';
    expect(staticImports(code)).toEqual([
      "./named.js",
      "./side.js",
      "./default.js",
      "./star.js",
      "./mixed.js",
      "./all.js",
      "./some.js",
    ]);
  });

  it("ignores dynamic import(), import.meta and import statements quoted in strings", () => {
    const code =
      'const m=()=>import("./lazy.js");console.log(import.meta.url);' +
      'throw Error("please `import { X } from \\"pkg\\"` instead");';
    expect(staticImports(code)).toEqual([]);
  });
});

describe("collectModules", () => {
  it("follows static imports recursively, each module once, through shared deps and cycles", () => {
    const files: Record<string, string> = {
      "/assets/entry.js": 'import{a}from"./a.js";import"./b.js";',
      "/assets/a.js": 'import{s}from"./shared.js";export const a=s;',
      "/assets/b.js": 'import{s}from"./shared.js";import"./entry.js";',
      "/assets/shared.js": "export const s=1;",
    };
    const { urls, unresolved } = collectModules(["/assets/entry.js"], (url) => files[url]);
    expect(urls).toEqual(["/assets/entry.js", "/assets/a.js", "/assets/b.js", "/assets/shared.js"]);
    expect(unresolved).toEqual([]);
  });

  it("leaves out dynamically imported modules and reports missing or bare imports", () => {
    const files: Record<string, string> = {
      "/assets/entry.js": 'import"./gone.js";import"react";const l=()=>import("./lazy.js");',
      "/assets/lazy.js": "export{}",
    };
    const { urls, unresolved } = collectModules(["/assets/entry.js"], (url) => files[url]);
    expect(urls).toEqual(["/assets/entry.js"]);
    expect(unresolved.sort()).toEqual(["/assets/gone.js", "react (from /assets/entry.js)"]);
  });
});

describe("htmlRefs", () => {
  it("collects script sources, module preloads, stylesheets and executable inline scripts", () => {
    const refs = htmlRefs(
      '<link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/>' +
        '<link rel="icon" href="/favicon.svg"/><script type="module" src="/assets/m.js"></script>' +
        '<script type="application/ld+json">{"a":1}</script><script>var x=1;</script>' +
        '<script type="module" async="">import*as r from"/assets/r.js";</script>',
    );
    expect(refs.scriptUrls).toEqual(["/assets/m.js", "/assets/a.js"]);
    expect(refs.stylesheetUrls).toEqual(["/s.css"]);
    expect(refs.inlineScripts).toEqual([
      { module: false, code: "var x=1;" },
      { module: true, code: 'import*as r from"/assets/r.js";' },
    ]);
  });
});

describe("measurePage", () => {
  it("sums the level-9 gzip size of each JS file loaded on first view, each once", () => {
    const js: Record<string, string> = {
      "/assets/entry.js": `import"./dep.js";const l=()=>import("./lazy.js");${"entry();".repeat(50)}`,
      "/assets/route.js": `import"./dep.js";${"route();".repeat(40)}`,
      "/assets/pre.js": "pre();",
      "/assets/dep.js": `${"dep();".repeat(30)}`,
    };
    const inline = 'import*as r from"/assets/route.js";\nimport("/assets/entry.js");';
    const html =
      '<html><head><link rel="modulepreload" href="/assets/pre.js"/>' +
      '<link rel="modulepreload" href="/assets/dep.js"/><link rel="stylesheet" href="/s.css"/>' +
      `</head><body><script type="module">${inline}</script></body></html>`;
    const client = build({
      ...js,
      "/assets/lazy.js": "lazy();".repeat(100),
      "/s.css": "body{color:red}",
      "/page/index.html": html,
    });

    const weight = measurePage(client, "/page");

    expect(weight.js.map((a) => a.url).sort()).toEqual(Object.keys(js).sort());
    expect(weight.jsGzip).toBe(Object.values(js).reduce((total, code) => total + gz9(code), 0));
    expect(weight.inlineGzip).toBe(gz9(inline));
    expect(weight.cssGzip).toBe(gz9("body{color:red}"));
    expect(weight.htmlGzip).toBe(gz9(html));
    expect(weight.unresolved).toEqual([]);
  });

  it("reads the home page from index.html and reports names that are not files", () => {
    const client = build({ "/index.html": '<script src="/assets/missing.js"></script>' });
    const weight = measurePage(client, "/");
    expect(weight.jsGzip).toBe(0);
    expect(weight.unresolved).toEqual(["/assets/missing.js"]);
  });
});

describe("gzipSize", () => {
  it("is the length of zlib's level-9 gzip", () => {
    const text = "abc".repeat(1000);
    expect(gzipSize(text)).toBe(gz9(text));
    expect(gzipSize(text)).toBeLessThan(text.length);
  });
});

import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { cacheControlFor, loadStaticFiles, urlPathOf } from "./static-files.ts";

describe("client build in memory", () => {
  it("answers each page at its path without index.html", () => {
    expect(urlPathOf("index.html")).toBe("/");
    expect(urlPathOf(join("length", "index.html"))).toBe("/length");
    expect(urlPathOf("length.data")).toBe("/length.data");
    expect(urlPathOf(join("assets", "root-1.js"))).toBe("/assets/root-1.js");
  });

  it("reads the compressed forms the build wrote beside a file, and serves none of them alone", async () => {
    const dir = await mkdtemp(join(tmpdir(), "static-"));
    await mkdir(join(dir, "length"));
    await writeFile(join(dir, "length", "index.html"), "<h1>Length</h1>");
    await writeFile(join(dir, "length", "index.html.br"), "BR");
    await writeFile(join(dir, "favicon.png"), "PNG");
    const files = await loadStaticFiles(dir);
    expect([...files.keys()].sort()).toEqual(["/favicon.png", "/length"]);
    expect(new TextDecoder().decode(files.get("/length")?.br)).toBe("BR");
    expect(files.get("/length")?.gzip).toBeUndefined();
    expect(files.get("/length")?.type).toBe("text/html; charset=utf-8");
    expect(files.get("/favicon.png")?.type).toBe("image/png");
  });
});

describe("caching of the client build", () => {
  it("keeps hashed assets a year, checks the service worker on every load, revalidates the rest", () => {
    expect(cacheControlFor("/assets/root-1.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/sw.js")).toBe("no-cache");
    expect(cacheControlFor("/length")).toBe("public, max-age=0, must-revalidate");
  });
});

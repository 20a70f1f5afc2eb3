import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { site } from "./config.ts";
import { webManifest } from "./web-manifest.server.ts";
import { APPLE_TOUCH_ICON } from "./web-manifest.ts";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(path: string): [number, number] {
  const png = readFileSync(new URL(`../public${path}`, import.meta.url));
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe("the web app manifest", () => {
  const manifest = webManifest();

  it("makes the site installable: names, start URL, standalone display, colours", () => {
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.name,
      start_url: "/",
      display: "standalone",
      theme_color: "#2563eb",
      background_color: "#ffffff",
    });
    expect(manifest.description).not.toBe("");
  });

  it("lists a 192 px and a 512 px icon and a maskable one, each a PNG of the size it claims", () => {
    const claimed = manifest.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(claimed).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of manifest.icons) {
      expect(pngSize(icon.src).join("x")).toBe(icon.sizes);
    }
  });

  it("has a version in each language, starting at that language's home page", () => {
    const german = webManifest("de");
    expect(german).toMatchObject({ id: "/de", start_url: "/de", lang: "de", scope: "/" });
    expect(german.description).not.toBe(manifest.description);
    expect(webManifest("pt").lang).toBe("pt-BR");
  });

  it("has an apple touch icon of 180 px", () => {
    expect(pngSize(APPLE_TOUCH_ICON)).toEqual([180, 180]);
  });
});

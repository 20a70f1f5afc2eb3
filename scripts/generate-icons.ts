/**
 * Draws the app icons of the web app manifest from the product mark in public/favicon.svg, in
 * Debian's Chromium. Run once when the mark changes, then commit the PNGs (not part of the build):
 *
 *   npx tsx scripts/generate-icons.ts
 */
import { mkdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT = `${ROOT}public/icons/`;

const favicon = readFileSync(`${ROOT}public/favicon.svg`, "utf8");
/** The tile's colour and everything drawn on it (ruler and needle), from the favicon itself. */
const tile = /<rect[^>]*fill="([^"]+)"[^>]*\/>/.exec(favicon);
if (!tile?.[1]) throw new Error("public/favicon.svg: no background <rect> with a fill");
const background = tile[1];
const mark = favicon
  .replace(/^[\s\S]*?<svg[^>]*>/, "")
  .replace(/<\/svg>\s*$/, "")
  .replace(/<title>[\s\S]*?<\/title>/, "")
  .replace(tile[0], "");

/** The mark's box in the 32-unit viewBox: x 6..26 (round caps), y 5..24; centred on (16, 14.5). */
function fullBleed(scale: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${background}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -14.5)">${mark}</g></svg>`;
}

const ICONS: { file: string; size: number; svg: string; transparent: boolean }[] = [
  // "any": the favicon's rounded tile, corners transparent.
  { file: "icon-192.png", size: 192, svg: favicon, transparent: true },
  { file: "icon-512.png", size: 512, svg: favicon, transparent: true },
  // "maskable": the mark within the central 80% circle (radius 12.8 of 32; the mark's farthest
  // point is 13.8 from its centre, 11 at 0.8), the background to every edge.
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed(0.8), transparent: false },
  // iOS rounds the corners itself and turns transparency black: full bleed, mark a little larger.
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed(0.85), transparent: false },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
});
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    const sized = icon.svg.replace("<svg ", `<svg width="${icon.size}" height="${icon.size}" `);
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.screenshot({ path: `${OUT}${icon.file}`, omitBackground: icon.transparent });
    await page.close();
    console.log(`public/icons/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}

/**
 * Issue 21: a money address (`/currency-converter?v=100&from=USD&to=NGN`) is rendered by the
 * server with the stored rate. Its time to first byte against the prerendered pair page's
 * (`/usd-to-ngn`), on the same server in the same run: each asked as a browser asks (brotli
 * accepted, keep-alive), alternately, after a first request of each (the address's render and
 * its rate, not timed). Target: the address's median at most 1.5 × the pair page's.
 *
 *   npx tsx bench/money-address.ts [--quick] [--check] [--origin http://127.0.0.1:3000]
 */
import { Agent, request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { BenchContext, BenchSection } from "./harness.ts";
import { isMain, runAlone } from "./standalone.ts";

export const TTFB_RATIO_TARGET = 1.5;
const PAGE = "/usd-to-ngn";
const ADDRESS = "/currency-converter?v=100&from=USD&to=NGN";

/** Milliseconds from sending a GET to its status line, the body then read to its end. */
function firstByte(
  agent: Agent,
  url: string,
): Promise<{ status: number; ms: number; body: string }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = request(url, { agent, headers: { "Accept-Encoding": "br, gzip" } }, (res) => {
      const ms = performance.now() - start;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body =
          encoding === "br"
            ? brotliDecompressSync(raw)
            : encoding === "gzip"
              ? gunzipSync(raw)
              : raw;
        resolve({ status: res.statusCode ?? 0, ms, body: body.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

const median = (values: readonly number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export const moneyAddress: BenchSection = async ({ origin, quick, log }: BenchContext) => {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    // The first request of each: the page's file, the address's render with the stored rate.
    const warm = await Promise.all([
      firstByte(agent, `${origin}${PAGE}`),
      firstByte(agent, `${origin}${ADDRESS}`),
    ]);
    // The server's render, not the prerendered page: the stored rate and its source are in it.
    const rendered = warm[1].status === 200 && warm[1].body.includes("Central Bank of Nigeria");
    const runs = quick ? 30 : 300;
    const page: number[] = [];
    const address: number[] = [];
    for (let i = 0; i < runs; i++) {
      page.push((await firstByte(agent, `${origin}${PAGE}`)).ms);
      address.push((await firstByte(agent, `${origin}${ADDRESS}`)).ms);
    }
    const pageMs = median(page);
    const addressMs = median(address);
    const ratio = addressMs / pageMs;
    log(`money address: ${addressMs.toFixed(2)} ms against ${pageMs.toFixed(2)} ms`);
    return {
      title: "A money address rendered by the server, against the prerendered pair page (issue 21)",
      rows: [
        {
          page: PAGE,
          "page TTFB, ms": pageMs.toFixed(2),
          address: ADDRESS,
          "address TTFB, ms": addressMs.toFixed(2),
          ratio: ratio.toFixed(2),
        },
      ],
      targets: [
        {
          name: "the address answers 200 with the stored rate and its source in the HTML",
          met: rendered && address.length === runs,
          detail: `${warm[1].status}${rendered ? ", Central Bank of Nigeria named" : ", no source in the HTML"}`,
          hard: true,
        },
        {
          name: `its time to first byte is at most ${TTFB_RATIO_TARGET} × the prerendered pair page's`,
          met: ratio <= TTFB_RATIO_TARGET,
          detail: `${ratio.toFixed(2)} (${addressMs.toFixed(2)} ms against ${pageMs.toFixed(2)} ms, medians of ${runs})`,
        },
      ],
      notes: [
        "Sequential GETs over one keep-alive connection, brotli accepted, the two alternating; the first of each (the render) not timed.",
      ],
    };
  } finally {
    agent.destroy();
  }
};

if (isMain(import.meta.url)) await runAlone(moneyAddress);

/**
 * Issue 8, fuzz: 10,000 malformed requests (quick: 1,000) over every API route and some odd paths,
 * written byte by byte on raw sockets so that nothing on our side tidies them up: odd methods,
 * random bytes, wrong JSON types, huge (1 MB) and deep (10,000 levels) JSON, wrong content types,
 * broken percent-encoding, malformed HTTP. The same seed makes the same requests.
 * Targets (hard): no 5xx, every well-formed request answered, the server still answers
 * GET /robots.txt at the end, and its memory settles back (RSS, read from /proc).
 *
 *   npx tsx bench/fuzz.ts [--quick] [--check] [--origin http://127.0.0.1:3000 --pid 1234]
 */
import { readFileSync } from "node:fs";
import { connect } from "node:net";
import type { BenchSection, Section, Target } from "./harness.ts";
import { isMain, runAlone } from "./standalone.ts";

const SEED = 0x5eed_0008;
const CONCURRENCY = 16;
const ANSWER_TIMEOUT_MS = 10_000;
/** The 1 MB and 10,000-level bodies of the issue. */
const HUGE_BYTES = 1024 * 1024;
const DEPTH = 10_000;
/**
 * The first requests of the run warm the server up (every code path compiled, every lazy part
 * built: a fresh server's first thousand fuzz requests added up to 45 MB); RSS is read after them.
 */
const WARM_UP_SHARE = 0.1;
/**
 * RSS growth allowed from after the warm-up to after the fuzz and a short idle. What may stay:
 * V8 grows its heap before it collects and gives memory back late, and the allocator keeps freed
 * buffers. Six full runs back to back on one server moved its RSS by -29 to +71 MB per run
 * (counted from a fresh server), settling around 190 MB rather than climbing. What it catches:
 * about 4% of the requests (some 400 in a full run, 40 in a quick one) carry a 1 MB body, so
 * keeping those, or anything near a kilobyte per request, adds several hundred megabytes. A slow
 * leak of a few bytes per request is beyond what RSS can show; code review is the guard there.
 */
const RSS_BOUND_MB = 96;
/** The contact route's limit per client and hour (server/contact/rate-limit.ts). */
const CONTACT_LIMIT = 5;

const API_ROUTES = [
  "/api/convert",
  "/api/units",
  "/api/currencies",
  "/api/get-exchange-rates",
  "/api/get-crypto-rates",
  "/api/send-contact-email",
  "/api/rates/history",
] as const;

const ODD_PATHS = [
  "/api/%00",
  "//api",
  "//api/units",
  "/api/../etc/passwd",
  "/api/%2e%2e/%2e%2e/etc/passwd",
  "/api/..%2f..%2fetc%2fpasswd",
  "/api",
  "/api/",
  "/api//convert",
  "/api/convert/",
  "/API/CONVERT",
  "/api/%",
  "/api/%zz",
  "/api/%ff%fe",
  "/api/convert%00",
  "/api/convert;x=1",
  "/api/get-exchange-rates?",
  "/api/get-exchange-rates/",
  "/api/get-exchange-rates/..",
  "/api/send-contact-email%2f",
  "/api/\\..\\..\\windows",
  "/length/../api/units",
  "/%ff",
  "/.env",
  "*",
  "http://evil.example/api/units",
  "api/units",
];

const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE"] as const;
/** Not a method HTTP knows (Node refuses it), and one it knows that nothing here serves. */
const ODD_METHODS = ["FROB", "PROPFIND", "get", "M-SEARCH"] as const;

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json;charset=utf-16",
  "application/jsonx",
  "application/json, text/plain",
  "text/plain",
  "text/plain; charset=utf-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/xml",
  "",
  `application/json; ${"x".repeat(4000)}`,
] as const;

/** Names that are properties of every JavaScript object: a lookup must not find them. */
const OBJECT_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"];
const PAGES = [
  "length",
  "typography",
  "temperature",
  "number-base",
  "blood-sugar-converter",
  "fuel-consumption",
  "mm-to-in",
  "c-to-f",
  "data-storage",
  "currency",
  "case",
  "",
  ...OBJECT_NAMES,
];
const UNITS = [
  "km",
  "mi",
  "m",
  "pc",
  "pica",
  "C",
  "F",
  "K",
  "mgdl",
  "mmoll",
  "hex",
  "bin",
  "2",
  "36",
  "37",
  "0",
  "mpg_us",
  "l_100km",
  "\u00b5m",
  "fl-oz",
  "USD",
  "",
  " ",
  ...OBJECT_NAMES,
];
const VALUES = [
  "2",
  "0",
  "-0",
  "1e308",
  "-1e308",
  "1e309",
  "5e-324",
  "1e-400",
  "NaN",
  "Infinity",
  "-Infinity",
  "0x10",
  "0b101",
  "1,5",
  "1 000",
  "1_000",
  "+.5",
  "--1",
  "1e",
  ".",
  "-",
  "   ",
  "\u0661\u0662",
  "\uff11",
  "\ud83d\ude00",
  "ffff.8",
  "1".repeat(1000),
  "9".repeat(1001),
  "z".repeat(1000),
  "0.".concat("1".repeat(998)),
];
const CODES = ["USD", "EUR", "GBP", "JPY", "BTC", "ETH", "usd", "XXX", "", "RUB", ...OBJECT_NAMES];

/** mulberry32: small, fast, and the same numbers for the same seed everywhere. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)] as T;
  const chance = (p: number) => next() < p;
  const bytes = (n: number) => {
    const out = Buffer.alloc(n);
    for (let i = 0; i < n; i++) out[i] = int(256);
    return out;
  };
  return { next, int, pick, chance, bytes };
}
type Rng = ReturnType<typeof prng>;

/** One request as bytes, and what it is, for the table and for the targets. */
interface Case {
  readonly route: string;
  readonly kind: string;
  readonly bytes: Buffer;
  /** Valid HTTP framing: the server must answer it with a status. */
  readonly wellFormed: boolean;
  /** A contact message that passes validation (the rate limit decides it). */
  readonly validMessage?: boolean;
}

function randomJson(rng: Rng, depth = 0): unknown {
  const kind = rng.int(depth > 3 ? 6 : 8);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1]);
    case 3:
      return rng.pick(["", "USD", "x".repeat(rng.int(300)), "\u0000", "\ud800", ...OBJECT_NAMES]);
    case 4:
      return rng.pick(CODES);
    case 5:
      return rng.bytes(rng.int(20)).toString("latin1");
    case 6:
      return Array.from({ length: rng.int(5) }, () => randomJson(rng, depth + 1));
    default: {
      const keys = [
        "base",
        "targets",
        "name",
        "email",
        "subject",
        "message",
        "website",
        ...OBJECT_NAMES,
      ];
      return Object.fromEntries(
        Array.from({ length: rng.int(6) }, () => [rng.pick(keys), randomJson(rng, depth + 1)]),
      );
    }
  }
}

function validMessage(rng: Rng): Record<string, string> {
  return {
    name: "Bench Fuzz",
    email: "fuzz@example.com",
    subject: `bench/fuzz.ts ${rng.int(1e6)}, please discard`,
    message: "A valid message sent by the fuzz of bench/fuzz.ts to check the contact limit.",
  };
}

/** A JSON body of some sort, as text or raw bytes. */
function body(rng: Rng, route: string): { kind: string; data: Buffer; validMessage?: boolean } {
  const text = (kind: string, value: string) => ({ kind, data: Buffer.from(value) });
  const roll = rng.int(100);
  if (roll < 12) return { kind: "random bytes", data: rng.bytes(1 + rng.int(4096)) };
  // Many of them: kept by mistake, they would show in the server's memory at once.
  if (roll < 19) return text("huge JSON", hugeJson(rng));
  if (roll < 22) return text("deep JSON", deepJson(rng));
  if (roll < 24) return text("empty body", "");
  if (roll < 28) {
    const json = JSON.stringify(randomJson(rng));
    return text("truncated JSON", json.slice(0, rng.int(json.length)));
  }
  if (roll < 32) {
    const odd = [
      `\ufeff{"base":"USD"}`,
      `{"base":"USD","targets":["EUR"]}{"x":1}`,
      `{"base":"USD","base":"EUR"}`,
      `{"__proto__":{"base":"USD"},"targets":["EUR"]}`,
      `{"constructor":{"prototype":{"polluted":true}},"base":"USD"}`,
      `{"base":"USD","targets":${JSON.stringify(Array.from({ length: 101 }, () => "EUR"))}}`,
      `{"base":"${"A".repeat(60_000)}"}`,
      `[${"1,".repeat(20_000)}1]`,
      "null",
      "1e999999",
      `"${"\\u0000".repeat(1000)}"`,
    ];
    return text("odd JSON", rng.pick(odd));
  }
  if (route === "/api/send-contact-email" && roll < 36) {
    const message = validMessage(rng);
    if (rng.chance(0.3))
      return text("honeypot message", JSON.stringify({ ...message, website: "x" }));
    return {
      kind: "valid message",
      data: Buffer.from(JSON.stringify(message)),
      validMessage: true,
    };
  }
  if (roll < 45) {
    const request = {
      base: rng.pick(CODES),
      targets: Array.from({ length: rng.int(rng.chance(0.1) ? 150 : 8) }, () => rng.pick(CODES)),
    };
    return text("rates-like JSON", JSON.stringify(request));
  }
  return text("wrong-typed JSON", JSON.stringify(randomJson(rng)));
}

/** About 1 MB of JSON: a long list, a long string, or one big object. */
function hugeJson(rng: Rng): string {
  switch (rng.int(3)) {
    case 0:
      return `{"base":"USD","targets":[${'"EUR",'.repeat(HUGE_BYTES / 6)}"GBP"]}`;
    case 1:
      return JSON.stringify({
        name: "x",
        email: "a@b.cd",
        subject: "s",
        message: "m".repeat(HUGE_BYTES),
      });
    default:
      return JSON.stringify(
        Object.fromEntries(Array.from({ length: HUGE_BYTES / 16 }, (_, i) => [`k${i}`, i])),
      );
  }
}

/** 10,000 nested arrays or objects, closed or not. */
function deepJson(rng: Rng): string {
  const arrays = rng.chance(0.5);
  const open = arrays ? "[".repeat(DEPTH) : '{"a":'.repeat(DEPTH);
  const close = arrays ? "]".repeat(DEPTH) : "}".repeat(DEPTH);
  const inner = arrays ? "" : "1";
  return rng.chance(0.8) ? `${open}${inner}${close}` : open;
}

function query(rng: Rng): string {
  const enc = (v: string) => (rng.chance(0.9) ? encodeURIComponent(v) : v.replace(/[\s#]/g, "+"));
  const parts: string[] = [];
  for (const [name, list] of [
    ["page", PAGES],
    ["from", UNITS],
    ["to", UNITS],
    ["value", VALUES],
  ] as const) {
    if (rng.chance(0.9)) parts.push(`${name}=${enc(rng.pick(list))}`);
    if (rng.chance(0.05)) parts.push(`${name}=${enc(rng.pick(list))}`); // repeated
    if (rng.chance(0.03)) parts.push(`${name}[]=1`);
  }
  if (rng.chance(0.05)) parts.push(rng.pick(["%", "%zz", "%00", "%ff", "a=%E0%A4%A", "&&&", "=="]));
  if (rng.chance(0.02)) parts.push(`pad=${"x".repeat(rng.pick([2000, 15_000, 100_000]))}`);
  return parts.join("&");
}

const HISTORY_CODES = ["EUR", "USD", "jpy", "BTC", "XYZ", "US", "", "€", "USDD", "%00", "E%55R"];
const HISTORY_DATES = [
  "2025-03-14",
  "2025-03-15",
  "2025-02-30",
  "1999-01-03",
  "2999-01-01",
  "14/03/2025",
  "",
  "2025-3-1",
  "0000-00-00",
  "%EF%BC%99999-01-01",
  "2025-03-14T00:00:00Z",
];

/** A query of GET /api/rates/history: codes and dates good, odd and absent. */
function historyQuery(rng: Rng): string {
  const parts: string[] = [];
  for (const [name, list, chance] of [
    ["base", HISTORY_CODES, 0.9],
    ["quote", HISTORY_CODES, 0.9],
    ["from", HISTORY_DATES, 0.5],
    ["to", HISTORY_DATES, 0.5],
    ["on", HISTORY_DATES, 0.2],
  ] as const) {
    if (rng.chance(chance)) parts.push(`${name}=${rng.pick(list)}`);
    if (rng.chance(0.05)) parts.push(`${name}=${rng.pick(list)}`); // repeated
  }
  if (rng.chance(0.02)) parts.push(`pad=${"x".repeat(rng.pick([2000, 15_000, 100_000]))}`);
  return parts.join("&");
}

function request(
  method: string,
  target: string,
  headers: readonly (readonly [string, string])[],
  data?: Buffer,
): Buffer {
  const lines = [`${method} ${target} HTTP/1.1`, ...headers.map(([k, v]) => `${k}: ${v}`)];
  return Buffer.concat([
    Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1"),
    data ?? Buffer.alloc(0),
  ]);
}

/** Bytes that are not HTTP, or not quite. */
function malformed(rng: Rng, host: string): Case {
  const list: [string, Buffer][] = [
    ["random bytes", rng.bytes(1 + rng.int(2000))],
    ["no version", Buffer.from("GET /api/units\r\n\r\n")],
    ["HTTP/9.9", Buffer.from(`GET /api/units HTTP/9.9\r\nHost: ${host}\r\n\r\n`)],
    [
      "header without colon",
      Buffer.from(`GET /api/units HTTP/1.1\r\nHost: ${host}\r\nnonsense\r\n\r\n`),
    ],
    [
      "NUL in header",
      Buffer.from(`GET /api/units HTTP/1.1\r\nHost: ${host}\r\nX-A: a\u0000b\r\n\r\n`),
    ],
    ["bare LF", Buffer.from(`GET /api/units HTTP/1.1\nHost: ${host}\n\n`)],
    [
      "two Content-Lengths",
      Buffer.from(
        `POST /api/get-exchange-rates HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 15\r\nConnection: close\r\n\r\n{"base":"USD"}`,
      ),
    ],
    [
      "negative Content-Length",
      Buffer.from(
        `POST /api/send-contact-email HTTP/1.1\r\nHost: ${host}\r\nContent-Length: -1\r\nConnection: close\r\n\r\n`,
      ),
    ],
    [
      "bad chunk",
      Buffer.from(
        `POST /api/get-exchange-rates HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
      ),
    ],
    [
      "huge header",
      Buffer.from(
        `GET /api/units HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${"b".repeat(70_000)}\r\nConnection: close\r\n\r\n`,
      ),
    ],
    [
      "space in path",
      Buffer.from(`GET /api/con vert HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
    ],
  ];
  const [kind, bytes] = rng.pick(list);
  return { route: "malformed HTTP", kind, bytes, wellFormed: false };
}

/** The request number `i` of the run (every request draws from the one generator, in order). */
function nextCase(rng: Rng, host: string): Case {
  if (rng.chance(0.05)) return malformed(rng, host);
  const odd = rng.chance(0.15);
  const route = odd ? rng.pick(ODD_PATHS) : rng.pick(API_ROUTES);
  const wantsBody = ![
    "/api/convert",
    "/api/units",
    "/api/currencies",
    "/api/rates/history",
  ].includes(route);
  const roll = rng.int(100);
  const method =
    roll < 8
      ? rng.pick(ODD_METHODS)
      : roll < 30
        ? rng.pick(METHODS)
        : wantsBody && !odd
          ? "POST"
          : rng.pick(["GET", "GET", "HEAD", "POST"]);

  let target = route;
  if (route === "/api/rates/history") target = `${route}?${historyQuery(rng)}`;
  else if (route === "/api/convert" || (odd && rng.chance(0.3))) target = `${route}?${query(rng)}`;
  else if (rng.chance(0.03)) target = `${route}?${"q".repeat(rng.pick([3000, 20_000]))}`;
  if (rng.chance(0.01)) target = `/${"a/".repeat(rng.pick([500, 5000, 40_000]))}`;

  const headers: [string, string][] = [["Host", host]];
  const contentType = rng.pick(CONTENT_TYPES);
  let kind = `${method}`;
  let data: Buffer | undefined;
  let valid = false;
  if (method !== "GET" && method !== "HEAD" ? rng.chance(0.9) : rng.chance(0.1)) {
    const made = body(rng, route);
    data = made.data;
    // A message is only valid as JSON.
    valid = made.validMessage === true && method === "POST" && target === route;
    if (valid) headers.push(["Content-Type", "application/json"]);
    else if (contentType) headers.push(["Content-Type", contentType]);
    kind = `${method} ${made.kind}`;
    if (rng.chance(0.1) && !valid) {
      headers.push(["Transfer-Encoding", "chunked"]);
      data = Buffer.concat([
        Buffer.from(`${data.length.toString(16)}\r\n`),
        data,
        Buffer.from("\r\n0\r\n\r\n"),
      ]);
    } else headers.push(["Content-Length", String(data.length)]);
  }
  if (rng.chance(0.05))
    headers.push([
      "Accept-Encoding",
      rng.pick(["br;q=abc", "*", "gzip;q=0, br;q=0", "x".repeat(3000)]),
    ]);
  if (rng.chance(0.03))
    headers.push([
      "X-Forwarded-For",
      rng.pick(["", "not an ip", "1.2.3.4, ::1", ",,,", "::ffff:10.0.0.1"]),
    ]);
  if (rng.chance(0.03))
    headers.push(["If-None-Match", rng.pick(["*", '"x"', 'W/""', '"'.repeat(100)])]);
  if (rng.chance(0.02)) headers.push(["Expect", "100-continue"]);
  if (rng.chance(0.02))
    headers[0] = [
      "Host",
      rng.pick(["", "evil..example", "[::1", "a b", "x".repeat(300), "127.0.0.1:99999"]),
    ];
  headers.push(["Connection", "close"]);
  return {
    route: odd ? "odd paths" : route,
    kind,
    bytes: request(method, target, headers, data),
    wellFormed: !["FROB", "get", "M-SEARCH"].includes(method),
    validMessage: valid,
  };
}

type Outcome = "2xx" | "3xx" | "4xx" | "5xx" | "no answer";

/** Writes the bytes on a fresh connection and reads the status line of the answer. */
function send(
  port: number,
  hostname: string,
  localAddress: string | undefined,
  bytes: Buffer,
): Promise<{ status?: number; head: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const socket = connect({ port, host: hostname, ...(localAddress ? { localAddress } : {}) });
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      // Past any interim answer (100 Continue): the status that decides.
      const head = Buffer.concat(chunks)
        .toString("latin1", 0, Math.min(size, 1000))
        .replace(/^(?:HTTP\/1\.[01] 1\d\d[^\r\n]*\r\n(?:[^\r\n]+\r\n)*\r\n)+/, "");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      resolve({ ...(match ? { status: Number(match[1]) } : {}), head });
    };
    const timer = setTimeout(done, ANSWER_TIMEOUT_MS);
    socket.on("data", (chunk: Buffer) => {
      // Only the head matters; the rest (a page, a huge body) is read and dropped.
      if (size < 1000) chunks.push(chunk);
      size += chunk.length;
    });
    socket.on("error", done);
    socket.on("close", done);
    // A server may answer (413, 400) and close before it has read all of a huge body.
    socket.write(bytes, () => {});
  });
}

function rssMb(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

export const fuzz: BenchSection = async ({ origin, serverPid, quick, log }) => {
  const total = quick ? 1000 : 10_000;
  const url = new URL(origin);
  const port = Number(url.port || 80);
  const host = url.host;
  // A loopback address of its own, so that its valid messages use up the contact limit of that
  // address and not of 127.0.0.1, which the other sections and people at this machine share.
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost";
  const localAddress = local ? "127.0.0.8" : undefined;

  const rng = prng(SEED);
  const cases = Array.from({ length: total }, () => nextCase(rng, host));

  const fresh = rssMb(serverPid);
  log(
    `fuzz: ${total} requests, seed ${SEED.toString(16)}, RSS at the start ${fresh?.toFixed(1)} MB`,
  );
  const table = new Map<string, Record<Outcome, number> & { requests: number }>();
  const failures: string[] = [];
  let unanswered = 0;
  let cutOff = 0;
  let messagesAccepted = 0;
  let messagesRefused = 0;
  let messagesOther = 0;
  let mid: number | undefined;
  const statuses = new Map<number, number>();

  const warmUp = Math.round(total * WARM_UP_SHARE);
  const halfWay = warmUp + Math.floor((total - warmUp) / 2);
  let next = 0;
  let end = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < end) {
      const i = next++;
      const item = cases[i] as Case;
      if (i === halfWay) mid = rssMb(serverPid);
      const { status, head } = await send(port, url.hostname, localAddress, item.bytes);
      const outcome: Outcome =
        status === undefined ? "no answer" : (`${Math.floor(status / 100)}xx` as Outcome);
      if (status !== undefined) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      let row = table.get(item.route);
      if (!row) {
        row = { requests: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, "no answer": 0 };
        table.set(item.route, row);
      }
      row.requests++;
      row[outcome] = (row[outcome] ?? 0) + 1;
      const huge = item.kind.endsWith("huge JSON");
      if (outcome === "no answer" && item.wellFormed && huge) cutOff++;
      else if (outcome === "5xx" || (outcome === "no answer" && item.wellFormed)) {
        if (outcome === "no answer") unanswered++;
        const firstLine = item.bytes.toString("latin1", 0, 120).split("\r\n")[0];
        failures.push(`#${i} ${item.kind} ${firstLine} → ${head.split("\r\n")[0] || "nothing"}`);
      }
      if (item.validMessage) {
        if (status === 200) messagesAccepted++;
        else if (status === 429) messagesRefused++;
        else messagesOther++;
      }
      if ((i + 1) % 1000 === 0) log(`fuzz: ${i + 1}/${total}`);
    }
  };
  const runUntil = (last: number) => {
    end = last;
    return Promise.all(Array.from({ length: CONCURRENCY }, worker));
  };
  await runUntil(warmUp);
  const before = rssMb(serverPid);
  await runUntil(total);
  const seconds = (performance.now() - started) / 1000;

  const after = rssMb(serverPid);
  await new Promise((r) => setTimeout(r, 3000));
  const idle = rssMb(serverPid);
  const robots = await fetch(`${origin}/robots.txt`).then(
    async (r) => ({ status: r.status, text: await r.text() }),
    (error: Error) => ({ status: 0, text: error.message }),
  );

  const rows = [...table.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([route, r]) => ({
      route,
      requests: r.requests,
      "2xx": r["2xx"],
      "3xx": r["3xx"],
      "4xx": r["4xx"],
      "5xx": r["5xx"],
      "no answer": r["no answer"],
    }));
  const sum = (key: Outcome | "requests") => rows.reduce((n, r) => n + r[key], 0);
  rows.push({
    route: "all",
    requests: sum("requests"),
    "2xx": sum("2xx"),
    "3xx": sum("3xx"),
    "4xx": sum("4xx"),
    "5xx": sum("5xx"),
    "no answer": sum("no answer"),
  });

  const growth = before !== undefined && idle !== undefined ? idle - before : undefined;
  const mb = (v: number | undefined) => (v === undefined ? "?" : `${v.toFixed(1)} MB`);
  const messages = messagesAccepted + messagesRefused + messagesOther;
  const targets: Target[] = [
    {
      name: "no 5xx",
      met: sum("5xx") === 0,
      detail: `${sum("5xx")} of ${total}`,
      hard: true,
    },
    {
      name: "every well-formed request answered",
      met: unanswered === 0,
      detail: `${unanswered} closed without a status line (malformed HTTP and 1 MB bodies cut off by a reset excluded: ${cutOff})`,
      hard: true,
    },
    {
      name: "still up: GET /robots.txt",
      met: robots.status === 200,
      detail: robots.status ? `${robots.status}` : robots.text,
      hard: true,
    },
    {
      name: `RSS after the fuzz and 3 s idle minus after its warm-up, under ${RSS_BOUND_MB} MB`,
      met: growth !== undefined && growth < RSS_BOUND_MB,
      detail:
        growth === undefined
          ? "not measured (no server pid)"
          : `${mb(fresh)} at the start, ${mb(before)} after ${warmUp} requests → ${mb(mid)} half-way → ${mb(after)} → ${mb(idle)} idle: ${growth >= 0 ? "+" : ""}${growth.toFixed(1)} MB`,
      hard: true,
    },
    {
      name: `valid messages among the fuzz: at most ${CONTACT_LIMIT} stored, the rest 429`,
      met: messagesAccepted <= CONTACT_LIMIT && messagesOther === 0,
      detail: `${messages} sent from ${localAddress ?? "this host"}: ${messagesAccepted} stored, ${messagesRefused} refused (429), ${messagesOther} other`,
      hard: true,
    },
  ];
  const section: Section = {
    title: "Fuzz: malformed requests on every API route",
    rows,
    targets,
    notes: [
      `${total} requests in ${seconds.toFixed(1)} s, ${CONCURRENCY} at a time, one connection each, seed 0x${SEED.toString(16)}; 1 MB bodies ${cases.filter((c) => c.kind.endsWith("huge JSON")).length}, ${DEPTH}-level JSON ${cases.filter((c) => c.kind.endsWith("deep JSON")).length}, malformed HTTP ${cases.filter((c) => c.route === "malformed HTTP").length}, methods HTTP does not know ${cases.filter((c) => !c.wellFormed && c.route !== "malformed HTTP").length}.`,
      `Statuses: ${[...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status} ×${n}`)
        .join(", ")}.`,
      `1 MB bodies cut off: ${cutOff}. The server answers a body over its 64 KB limit (or one a route does not read) before it has arrived; as the client asked, Node then closes the connection, and the bytes still arriving make the kernel answer with a reset, which can destroy the answer before the client reads it. Keep-alive clients (browsers) are not affected; nginx and Apache read on for a while before closing ("lingering close"), Node does not.`,
      '"no answer": the connection closed without a status line; Node does so for bytes that are not HTTP at all, which is why malformed HTTP is left out of that target.',
      `The fuzz connects from ${localAddress ?? "this host"}: its valid contact messages count against that address only.`,
      ...failures.slice(0, 10).map((f) => `failed: ${f}`),
    ],
  };
  return section;
};

if (isMain(import.meta.url)) await runAlone(fuzz, { external: true });

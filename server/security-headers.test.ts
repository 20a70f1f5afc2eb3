import { describe, expect, it } from "vitest";
import {
  cspFor,
  cspForFile,
  documentCsp,
  fixedSecurityHeaders,
  inlineScripts,
  inlineStyles,
  STRICT_CSP,
  scriptHash,
} from "./security-headers.ts";

const HTTPS = { url: "https://unitpilot.app", analyticsScriptUrl: "" };
const HTTP = { url: "http://intranet.local:8080", analyticsScriptUrl: "" };

/** A directive of a policy, as a list of sources. */
const directive = (csp: string, name: string) =>
  csp
    .split("; ")
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);
const scriptSrc = (csp: string) => directive(csp, "script-src");

describe("hashes of inline scripts", () => {
  it("gives a script's exact sha256, as the CSP specification's own example", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it("hashes the text as the HTML parser hands it over: CR LF and lone CR become LF", () => {
    expect(inlineScripts("<script>a();\r\nb();\rc();</script>")).toEqual(["a();\nb();\nc();"]);
  });

  it("finds every script the browser runs: classic, module, JavaScript types, any case", () => {
    const html = [
      "<head><script>one()</script>",
      '<SCRIPT type="module" async="">two()</SCRIPT>',
      "<script type='text/javascript'>three()</script >",
      '<script type="application/ecmascript" id=x>four()</script>',
    ].join("\n");
    expect(inlineScripts(html)).toEqual(["one()", "two()", "three()", "four()"]);
  });

  it("skips data blocks and scripts loaded from a file, which need no hash", () => {
    const html = [
      '<script type="application/ld+json">{"@type":"WebApplication"}</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script src="/assets/a.js"></script>',
      '<script type="module" src="/assets/b.js"></script>',
      "<script>run()</script>",
    ].join("");
    expect(inlineScripts(html)).toEqual(["run()"]);
  });

  it("puts each inline script's hash in script-src, once, and no 'unsafe-inline'", () => {
    const csp = cspFor(
      "<script>alert('Hello, world.');</script><script>alert('Hello, world.');</script><script>var inline = 1;</script>",
      HTTPS,
    );
    expect(scriptSrc(csp)).toEqual([
      "'self'",
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
      "'sha256-B2yPHKaXnvFWtRChIbabYmUBFZdVfKKXHbWtWidDVF8='",
    ]);
    expect(csp).not.toContain("unsafe");
  });
});

describe("hashes of inline styles", () => {
  it("reads every style element's text as the parser hands it", () => {
    expect(
      inlineStyles('<style id="stylesheet">a{color:red}\r\nb{}</style><style>i{}</style>'),
    ).toEqual(["a{color:red}\nb{}", "i{}"]);
  });

  it("puts each inline style's hash in style-src, and allows no other inline style", () => {
    const csp = cspFor(
      '<style id="stylesheet">body{margin:0}</style><script>run()</script>',
      HTTPS,
    );
    expect(directive(csp, "style-src")).toEqual(["'self'", scriptHash("body{margin:0}")]);
    expect(scriptSrc(csp)).toEqual(["'self'", scriptHash("run()")]);
    expect(directive(cspFor("<p>no style</p>", HTTPS), "style-src")).toEqual(["'self'"]);
    expect(csp).not.toContain("unsafe");
  });
});

describe("the policies", () => {
  it("lets a page load only from its own origin and be framed by no one", () => {
    expect(documentCsp(HTTPS)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self'; manifest-src 'self'; worker-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it("allows the analytics script's origin, for scripts and requests, only when one is set", () => {
    const csp = documentCsp({ ...HTTPS, analyticsScriptUrl: "https://stats.example.com/s.js" });
    expect(scriptSrc(csp)).toEqual(["'self'", "https://stats.example.com"]);
    expect(csp).toContain("connect-src 'self' https://stats.example.com;");
    expect(documentCsp({ ...HTTPS, analyticsScriptUrl: "not a url" })).toBe(documentCsp(HTTPS));
  });

  it("gives each kind of file its policy: pages their hashes, scripts the page policy, the rest none", () => {
    const page = new TextEncoder().encode("<script>var inline = 1;</script>");
    expect(cspForFile("text/html; charset=utf-8", page, HTTPS)).toBe(
      cspFor("<script>var inline = 1;</script>", HTTPS),
    );
    // The service worker runs under the policy its script is served with.
    expect(cspForFile("text/javascript; charset=utf-8", new Uint8Array(), HTTPS)).toBe(
      documentCsp(HTTPS),
    );
    for (const type of ["application/json; charset=utf-8", "image/svg+xml", "text/css"]) {
      expect(cspForFile(type, new Uint8Array(), HTTPS)).toBe(STRICT_CSP);
    }
  });
});

describe("the fixed headers", () => {
  it("refuse sniffing, framing and every powerful feature, and limit the referrer", () => {
    const headers = fixedSecurityHeaders(HTTPS);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["X-Frame-Options"]).toBe("DENY");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(headers["Permissions-Policy"]).toContain(`${feature}=()`);
    }
  });

  it("pin https with HSTS only when the canonical origin is https", () => {
    expect(fixedSecurityHeaders(HTTPS)["Strict-Transport-Security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expect(fixedSecurityHeaders(HTTP)).not.toHaveProperty("Strict-Transport-Security");
  });
});

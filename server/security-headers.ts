import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { site } from "../site/config.ts";
import type { SiteConfig } from "../site.config.ts";

/** What the headers depend on: HSTS on the canonical scheme, the analytics script's origin. */
export type SecurityConfig = Pick<SiteConfig, "url" | "analyticsScriptUrl">;

/**
 * Headers every response carries, whatever it is. HSTS only when the canonical origin is https:
 * a site served over plain http (a local or intranet deployment) must not pin itself to https.
 */
export function fixedSecurityHeaders(config: SecurityConfig): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    // Nothing on the site uses any of these; a script that slipped in gets none of them.
    "Permissions-Policy": [
      "accelerometer=()",
      "autoplay=()",
      "camera=()",
      "display-capture=()",
      "geolocation=()",
      "gyroscope=()",
      "magnetometer=()",
      "microphone=()",
      "midi=()",
      "payment=()",
      "publickey-credentials-get=()",
      "screen-wake-lock=()",
      "serial=()",
      "usb=()",
      "xr-spatial-tracking=()",
    ].join(", "),
    ...(config.url.startsWith("https:")
      ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" }
      : {}),
  };
}

/** For whatever is not a document or a script: it may load nothing and be framed by no one. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'";

function analyticsOrigin(config: SecurityConfig): string | undefined {
  if (!config.analyticsScriptUrl) return undefined;
  try {
    return new URL(config.analyticsScriptUrl).origin;
  } catch {
    return undefined;
  }
}

/** What a document runs and applies inline: the hashes of its scripts and of its style elements. */
export interface InlineHashes {
  readonly scripts?: readonly string[];
  readonly styles?: readonly string[];
}

/**
 * The policy of a page whose inline scripts and styles have the given hashes. Also the policy of
 * our JavaScript files: a worker (the service worker) runs under the policy its script is served
 * with.
 */
export function documentCsp(config: SecurityConfig, hashes: InlineHashes = {}): string {
  const analytics = analyticsOrigin(config);
  const extra = analytics ? ` ${analytics}` : "";
  const sources = (list: readonly string[] = []) => list.map((h) => ` ${h}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self'${sources(hashes.scripts)}${extra}`,
    `style-src 'self'${sources(hashes.styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
/** The `type` values that make a script run (HTML: a JavaScript MIME type, or "module"). */
const EXECUTABLE_TYPE =
  /^(|module|(text|application)\/(x-)?(javascript|ecmascript)|text\/(jscript|livescript)|text\/javascript1\.[0-5])$/;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = (match[1] ?? "").toLowerCase();
    if (!attributes.has(name)) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/**
 * The text of every inline script of a document that the browser runs: no `src`, no data block
 * (JSON-LD and the like are never executed, so they need no hash). Line breaks as the HTML parser
 * hands them to the hash: CR LF and lone CR become LF.
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(SCRIPT_TAG)) {
    const attributes = attributesOf(match[1] ?? "");
    if (attributes.has("src")) continue;
    const type = (attributes.get("type") ?? "").trim().toLowerCase();
    if (!EXECUTABLE_TYPE.test(type)) continue;
    scripts.push((match[2] ?? "").replace(/\r\n?/g, "\n"));
  }
  return scripts;
}

const STYLE_TAG = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;

/** The text of every <style> element of a document, line breaks as the HTML parser hands them. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(STYLE_TAG)].map((m) => (m[1] ?? "").replace(/\r\n?/g, "\n"));
}

/** A CSP source allowing exactly this script (or style) text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/** The policy of one HTML document: its own inline scripts and styles, and nothing else inline. */
export function cspFor(html: string, config: SecurityConfig = site): string {
  const hashesOf = (texts: string[]) => [...new Set(texts.map(scriptHash))];
  return documentCsp(config, {
    scripts: hashesOf(inlineScripts(html)),
    styles: hashesOf(inlineStyles(html)),
  });
}

/** The policy of a body not read: our scripts may run as workers, everything else runs nothing. */
function cspForType(type: string, config: SecurityConfig): string {
  return type.startsWith("text/html") || type.startsWith("text/javascript")
    ? documentCsp(config)
    : STRICT_CSP;
}

/** The Content-Security-Policy a static file is served with (computed once, when it is loaded). */
export function cspForFile(type: string, body: Uint8Array, config: SecurityConfig = site): string {
  if (type.startsWith("text/html")) return cspFor(new TextDecoder().decode(body), config);
  return cspForType(type, config);
}

/**
 * The security headers of an answer of this type written on Node (fast-routes.ts): what the
 * middleware below puts on an answer whose body it does not read.
 */
export function securityHeadersFor(type: string, config: SecurityConfig): Record<string, string> {
  return { "Content-Security-Policy": cspForType(type, config), ...fixedSecurityHeaders(config) };
}

/**
 * Puts the security headers on every response Hono answers. Prerendered files arrive with their
 * CSP (serve-static.ts); HTML rendered now (the 404 page) is read here and hashed as it is, since
 * its inline scripts carry this request's data. Headers are set on the response in place, which
 * keeps the Node adapter on its fast path.
 */
export function securityHeaders(config: SecurityConfig = site): MiddlewareHandler {
  const fixed = Object.entries(fixedSecurityHeaders(config));
  return async (c, next) => {
    await next();
    let res = c.res;
    let csp: string | undefined;
    if (!res.headers.has("content-security-policy")) {
      const type = res.headers.get("content-type") ?? "";
      if (type.startsWith("text/html") && res.body && !res.headers.has("content-encoding")) {
        const html = await res.text();
        res = new Response(html, res);
        res.headers.delete("Content-Length");
        csp = cspFor(html, config);
      } else {
        csp = cspForType(type, config);
      }
    }
    if (!writable(res.headers)) res = new Response(res.body, res);
    if (csp) res.headers.set("Content-Security-Policy", csp);
    for (const [name, value] of fixed) res.headers.set(name, value);
    res.headers.delete("X-Powered-By");
    if (res !== c.res) {
      // Replaced whole: Hono would otherwise merge the old response's headers into the new one.
      c.res = undefined;
      c.res = res;
    }
  };
}

/** False for the immutable headers of `Response.redirect()` and fetched responses. */
function writable(headers: Headers): boolean {
  try {
    headers.delete("X-Powered-By");
    return true;
  } catch {
    return false;
  }
}

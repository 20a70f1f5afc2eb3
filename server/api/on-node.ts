import type { IncomingMessage } from "node:http";
import { site } from "../../site/config.ts";
import { hostnameOf } from "../preview-hosts.ts";
import { fixedSecurityHeaders, type SecurityConfig, STRICT_CSP } from "../security-headers.ts";

/**
 * What the API routes answered on Node ahead of Hono (server/main.ts) need to answer exactly as
 * their Hono twins: the preview hosts Hono redirects, and the configuration of the headers.
 */
export interface OnNodeOptions {
  /** Host names answered with a redirect to the canonical origin, which Hono does. */
  readonly previewHosts?: ReadonlySet<string>;
  /** What the security headers depend on (security-headers.ts); the site's configuration. */
  readonly security?: SecurityConfig;
}

/** The headers Hono's middleware puts on every API answer (security-headers.ts). */
export function apiSecurityHeaders(options: OnNodeOptions): Record<string, string> {
  return {
    ...fixedSecurityHeaders(options.security ?? site),
    "Content-Security-Policy": STRICT_CSP,
  };
}

/** Whether Hono must answer: a request to a preview host gets its redirect there. */
export function forPreviewHost(req: IncomingMessage, options: OnNodeOptions): boolean {
  return Boolean(
    options.previewHosts?.size && options.previewHosts.has(hostnameOf(req.headers.host)),
  );
}

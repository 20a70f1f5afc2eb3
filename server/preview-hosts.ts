import type { MiddlewareHandler } from "hono";

/**
 * The host names of PREVIEW_HOSTS (comma-separated, any case, ports ignored), less the canonical
 * origin's own, which would otherwise redirect to itself forever.
 */
export function previewHostsFromEnv(value: string | undefined, canonicalUrl: string): Set<string> {
  const canonical = new URL(canonicalUrl).hostname;
  const hosts = new Set<string>();
  for (const entry of (value ?? "").split(",")) {
    const host = hostnameOf(entry.trim());
    if (host && host !== canonical) hosts.add(host);
  }
  return hosts;
}

/** The host name of a Host header (`Preview.Example.com:8080` → `preview.example.com`). */
export function hostnameOf(host: string | undefined): string {
  if (!host) return "";
  const lower = host.toLowerCase();
  // [::1]:3000 keeps its brackets; a bare name loses its port.
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.replace(/:\d*$/, "").replace(/\.$/, "");
}

/** Whether a Host header names one of the preview hosts. */
export function isPreviewHost(hosts: ReadonlySet<string> | undefined, host: string | undefined) {
  return Boolean(hosts?.size && hosts.has(hostnameOf(host)));
}

/**
 * docs/spec/decisions.md "Preview hosts": a request to a preview host answers 301 to the same path
 * and query on the canonical origin, whatever the method, before anything else looks at it.
 */
export function previewRedirect(
  hosts: ReadonlySet<string>,
  canonicalUrl: string,
): MiddlewareHandler {
  return async (c, next) => {
    if (hosts.size === 0) return next();
    const url = new URL(c.req.url);
    if (!isPreviewHost(hosts, url.host)) return next();
    return c.redirect(`${canonicalUrl}${url.pathname}${url.search}`, 301);
  };
}

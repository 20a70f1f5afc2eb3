/**
 * Identity and build facts, read from the environment when the site is built
 * (docs/spec/decisions.md, "Identity"). Prerendered pages carry these values, so they are fixed per
 * build; the server, the pages and the tests all receive them through Vite's `define` as
 * `__SITE__`.
 */
export interface SiteConfig {
  readonly name: string;
  /** Canonical origin, without a trailing slash. */
  readonly url: string;
  readonly contactEmail: string;
  /** Mailing address in Canada; shown only when configured. */
  readonly address: string;
  readonly hours: string;
  /** ISO date of the build (YYYY-MM-DD): sitemap lastmod and the copyright year. */
  readonly buildDate: string;
  /** A preview build: pages are marked noindex and send readers to the canonical origin. */
  readonly preview: boolean;
  /**
   * A third-party analytics script, loaded only when configured (docs/spec/decisions.md,
   * "Analytics").
   */
  readonly analyticsScriptUrl: string;
}

export function siteConfigFromEnv(
  env: Record<string, string | undefined>,
  now = new Date(),
): SiteConfig {
  return {
    name: env.SITE_NAME || "UnitPilot",
    url: (env.SITE_URL || "https://unitpilot.app").replace(/\/+$/, ""),
    contactEmail: env.CONTACT_EMAIL || "hello@unitpilot.app",
    address: env.CONTACT_ADDRESS || "",
    hours: env.BUSINESS_HOURS || "Monday - Friday: 9:00 AM - 6:00 PM (PST)",
    buildDate: now.toISOString().slice(0, 10),
    preview: env.SITE_PREVIEW === "1",
    analyticsScriptUrl: env.ANALYTICS_SCRIPT_URL || "",
  };
}

import { type SiteConfig, siteConfigFromEnv } from "../site.config.ts";

declare const __SITE__: SiteConfig;
/** `true` wherever Vite's `define` applies; a literal, so bundles drop the fallback below. */
declare const __SITE_DEFINED__: boolean;

/**
 * The one place the product's name, origin and contact details come from. Builds receive them
 * through Vite's `define`; React Router's route config is evaluated without it, so read the same
 * environment there.
 */
export const site: SiteConfig =
  typeof __SITE_DEFINED__ !== "undefined"
    ? __SITE__
    : siteConfigFromEnv(globalThis.process?.env ?? {});

/** The canonical origin's host name, as shown in texts ("unitpilot.app"). */
export const siteHost = new URL(site.url).host;

export const buildYear = Number(site.buildDate.slice(0, 4));

/** Absolute canonical URL of a path. */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${site.url}/` : `${site.url}${path}`;
}

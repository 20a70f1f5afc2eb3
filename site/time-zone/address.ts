import { parseWall, zoneId } from "../../engine/time-zone.ts";

/**
 * The time zone converter's address, `?t=2026-07-01T15:00&from=America/New_York&to=Europe/Paris`:
 * one rule for what of it the page applies, read by the server (server/address-pages.ts), the
 * route's loader and the converter in the browser, so the three agree and hydration finds the
 * markup the server rendered. A part that is no wall time or no zone the runtime knows is ignored.
 */
export interface TimeZoneAddress {
  readonly t?: string;
  readonly from?: string;
  readonly to?: string;
}

/** The page's own state when its address says nothing. */
export const TIME_ZONE_DEFAULTS = { from: "America/New_York", to: "Europe/London" } as const;

/** The parts of a query string the page applies, or undefined when none applies. */
export function timeZoneAddress(params: URLSearchParams): TimeZoneAddress | undefined {
  const address: { t?: string; from?: string; to?: string } = {};
  const t = params.get("t");
  const wall = t === null ? undefined : parseWall(t);
  if (wall && t !== null) address.t = t.trim().slice(0, 16);
  for (const part of ["from", "to"] as const) {
    const text = params.get(part);
    const zone = text === null ? undefined : zoneId(text);
    if (zone) address[part] = zone;
  }
  return Object.keys(address).length > 0 ? address : undefined;
}

/**
 * An address's query, its parts in one order and `/` and `:` left as they are (both are allowed in
 * a query, and a link reads better with them): `t=2026-07-01T15:00&from=America/New_York`.
 */
export function timeZoneQuery(address: TimeZoneAddress): string {
  return (["t", "from", "to"] as const)
    .flatMap((part) => {
      const value = address[part];
      return value === undefined
        ? []
        : [`${part}=${encodeURIComponent(value).replace(/%2F/g, "/").replace(/%3A/g, ":")}`];
    })
    .join("&");
}

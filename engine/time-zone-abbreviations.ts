/**
 * What a time zone abbreviation may mean: the zones people mean by it. Abbreviations are not
 * unique (IST is India, Israel and Irish summer time), so one with several meanings is asked
 * about, never guessed (docs/decisions/034-time-zones.md).
 *
 * Sources: `tz` marks an abbreviation the tz database itself gives the zone in 2026 (as
 * `zdump -i -c 2026,2027 <zone>` prints it; engine/time-zone-abbreviations.test.ts checks each);
 * `tzdb` one the tz database writes as a number (`+06`) but the @vvo/tzdb package names (its
 * raw-time-zones.json, checked by the same test).
 */
export interface AbbreviationMeaning {
  /** The zone a visitor picks for it. */
  readonly zone: string;
  /** Who uses it in that sense: "India", "US & Canada Central". */
  readonly where: string;
  readonly source: "tz" | "tzdb";
}

const tz = (zone: string, where: string): AbbreviationMeaning => ({ zone, where, source: "tz" });
const tzdb = (zone: string, where: string): AbbreviationMeaning => ({
  zone,
  where,
  source: "tzdb",
});

export const ABBREVIATIONS: Readonly<Record<string, readonly AbbreviationMeaning[]>> = {
  UTC: [tz("UTC", "Coordinated Universal Time")],
  GMT: [
    tz("Europe/London", "UK, in winter (Greenwich Mean Time)"),
    tz("Africa/Abidjan", "Iceland and West Africa, all year"),
  ],
  BST: [
    tz("Europe/London", "British Summer Time"),
    tzdb("Asia/Dhaka", "Bangladesh Standard Time"),
    tzdb("Pacific/Bougainville", "Bougainville Standard Time"),
  ],
  IST: [
    tz("Asia/Kolkata", "India Standard Time"),
    tz("Asia/Jerusalem", "Israel Standard Time"),
    tz("Europe/Dublin", "Irish Standard Time (Ireland's summer time)"),
  ],
  IDT: [tz("Asia/Jerusalem", "Israel Daylight Time")],
  WET: [tz("Europe/Lisbon", "Western European Time")],
  WEST: [tz("Europe/Lisbon", "Western European Summer Time")],
  CET: [tz("Europe/Paris", "Central European Time")],
  CEST: [tz("Europe/Paris", "Central European Summer Time")],
  EET: [tz("Europe/Athens", "Eastern European Time")],
  EEST: [tz("Europe/Athens", "Eastern European Summer Time")],
  MSK: [tz("Europe/Moscow", "Moscow Time")],
  WAT: [tz("Africa/Lagos", "West Africa Time")],
  CAT: [tz("Africa/Maputo", "Central Africa Time")],
  EAT: [tz("Africa/Nairobi", "East Africa Time")],
  SAST: [tz("Africa/Johannesburg", "South Africa Standard Time")],
  AST: [
    tz("America/Halifax", "Atlantic Standard Time (Canada)"),
    tz("America/Puerto_Rico", "Atlantic Standard Time (Puerto Rico, all year)"),
    tzdb("Asia/Riyadh", "Arabia Standard Time"),
  ],
  ADT: [tz("America/Halifax", "Atlantic Daylight Time")],
  NST: [tz("America/St_Johns", "Newfoundland Standard Time")],
  NDT: [tz("America/St_Johns", "Newfoundland Daylight Time")],
  EST: [tz("America/New_York", "US & Canada Eastern Standard Time")],
  EDT: [tz("America/New_York", "US & Canada Eastern Daylight Time")],
  CST: [
    tz("America/Chicago", "US & Canada Central Standard Time"),
    tz("Asia/Shanghai", "China Standard Time"),
    tz("Asia/Taipei", "Taiwan (Taipei) Standard Time"),
    tz("America/Havana", "Cuba Standard Time"),
  ],
  CDT: [
    tz("America/Chicago", "US & Canada Central Daylight Time"),
    tz("America/Havana", "Cuba Daylight Time"),
  ],
  MST: [
    tz("America/Denver", "US & Canada Mountain Standard Time"),
    tz("America/Phoenix", "Arizona, all year"),
  ],
  MDT: [tz("America/Denver", "US & Canada Mountain Daylight Time")],
  PST: [
    tz("America/Los_Angeles", "US & Canada Pacific Standard Time"),
    tz("Asia/Manila", "Philippine Standard Time"),
  ],
  PDT: [tz("America/Los_Angeles", "US & Canada Pacific Daylight Time")],
  AKST: [tz("America/Anchorage", "Alaska Standard Time")],
  AKDT: [tz("America/Anchorage", "Alaska Daylight Time")],
  HST: [tz("Pacific/Honolulu", "Hawaii Standard Time")],
  PKT: [tz("Asia/Karachi", "Pakistan Standard Time")],
  WIB: [tz("Asia/Jakarta", "Western Indonesia Time")],
  SGT: [tzdb("Asia/Singapore", "Singapore Time")],
  HKT: [tz("Asia/Hong_Kong", "Hong Kong Time")],
  JST: [tz("Asia/Tokyo", "Japan Standard Time")],
  KST: [tz("Asia/Seoul", "Korea Standard Time")],
  AWST: [tz("Australia/Perth", "Australian Western Standard Time")],
  ACST: [
    tz("Australia/Adelaide", "Australian Central Standard Time (South Australia)"),
    tz("Australia/Darwin", "Australian Central Standard Time (Northern Territory, all year)"),
  ],
  ACDT: [tz("Australia/Adelaide", "Australian Central Daylight Time")],
  AEST: [
    tz("Australia/Sydney", "Australian Eastern Standard Time (NSW, Victoria, Tasmania)"),
    tz("Australia/Brisbane", "Australian Eastern Standard Time (Queensland, all year)"),
  ],
  AEDT: [tz("Australia/Sydney", "Australian Eastern Daylight Time")],
  NZST: [tz("Pacific/Auckland", "New Zealand Standard Time")],
  NZDT: [tz("Pacific/Auckland", "New Zealand Daylight Time")],
};

/** The meanings of an abbreviation, whatever its case (`ist` → IST), or undefined for none. */
export function meaningsOf(text: string): readonly AbbreviationMeaning[] | undefined {
  const key = text.trim().toUpperCase();
  return Object.hasOwn(ABBREVIATIONS, key) ? ABBREVIATIONS[key] : undefined;
}

/**
 * What the unit catalogue says about its units beside their names, in one language: the headings
 * a long unit list is grouped under (by the English heading, engine/catalog/: "Metric",
 * "Imperial / US customary"), and each unit's note (by "<category id>:<unit code>", as the unit's
 * names are keyed in site/i18n/unit-labels/).
 */
export interface UnitNotes {
  readonly groups: Readonly<Record<string, string>>;
  readonly notes: Readonly<Record<string, string>>;
}

/**
 * A unit's name in one language, as the catalogue writes it where CLDR does not decide it alone
 * (docs/decisions/039-unit-labels.md): its label, capitalised as a heading or a list item of that
 * language writes it ("Pie romano", "Römischer Fuß", "Pied romain", "Pé romano"), and its plural
 * as a sentence writes it after a number ("pies romanos", "römische Fuß").
 */
export type UnitLabel = readonly [label: string, plural: string];

/** Every unit of the catalogue, by "<category id>:<unit code>", and every category's name. */
export interface UnitLabels {
  readonly units: Readonly<Record<string, UnitLabel>>;
  readonly categories: Readonly<Record<string, string>>;
}

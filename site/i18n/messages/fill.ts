/** A sentence of a catalogue (site/i18n/messages/) with its `{name}`s filled from `values`. */
export function fill(sentence: string, values: Readonly<Record<string, string>> = {}): string {
  return sentence.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

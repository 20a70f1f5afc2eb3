/**
 * A size as the engines write it ("54.5", "26.5"), with the decimal mark of the language `tag`
 * (the document's, `useDocumentTag`): "54,5" in German. For the ring and shoe size tools, whose
 * numbers are under a thousand and so never grouped; Intl says which mark, as it does everywhere.
 */
export function withDecimalOf(tag: string, size: string): string {
  const comma = new Intl.NumberFormat(tag).formatToParts(1.5).some((p) => p.value === ",");
  return comma ? size.replace(".", ",") : size;
}

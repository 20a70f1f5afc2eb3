/** The encodings a client accepts (q=0 means refused), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const result = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (q === undefined || Number(q.slice(2)) > 0)) result.add(name);
  }
  return result;
}

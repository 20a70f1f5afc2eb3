/** Small readers of served HTML, for checks on what a crawler or a reader without JavaScript gets. */

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, code: string) => {
    if (code[0] === "#") {
      const n =
        code[1] === "x" || code[1] === "X"
          ? Number.parseInt(code.slice(2), 16)
          : Number(code.slice(1));
      return String.fromCodePoint(n);
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

/** The text of the first <h1>, tags stripped. */
export function firstHeading(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1] === undefined
    ? undefined
    : decodeEntities(match[1].replace(/<[^>]+>/g, "")).trim();
}

export function canonicalLink(html: string): string | undefined {
  const match = /<link[^>]*rel="canonical"[^>]*>/.exec(html);
  return match ? decodeEntities(/href="([^"]*)"/.exec(match[0])?.[1] ?? "") : undefined;
}

export function metaContent(
  html: string,
  attr: "name" | "property",
  key: string,
): string | undefined {
  const tag = new RegExp(`<meta[^>]*${attr}="${key}"[^>]*>`).exec(html)?.[0];
  return tag ? decodeEntities(/content="([^"]*)"/.exec(tag)?.[1] ?? "") : undefined;
}

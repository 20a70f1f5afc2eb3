import { describe, expect, it } from "vitest";
import {
  decodeEntities,
  isInlineClassic,
  jsonLdStrings,
  scriptsOf,
  tokenize,
  visibleText,
} from "./page-text.ts";

describe("decodeEntities", () => {
  it("decodes named, decimal and hex references once, and leaves unknown names as written", () => {
    expect(decodeEntities("a &amp; b &lt;i&gt; &#39;x&#x27; 1&nbsp;m &amp;lt; &bogus; &")).toBe(
      "a & b <i> 'x' 1\u00a0m &lt; &bogus; &",
    );
  });

  it("turns references to no character into U+FFFD", () => {
    expect(decodeEntities("&#0;&#xD800;&#x110000;")).toBe("\ufffd\ufffd\ufffd");
  });
});

describe("tokenize", () => {
  it("reads quoted attribute values that hold > and entities, and unquoted and bare ones", () => {
    const [tag] = tokenize(`<a title="a > b &amp; c" data-x='1' href=/x hidden>`);
    expect(tag).toEqual({
      kind: "start",
      name: "a",
      attrs: new Map([
        ["title", "a > b & c"],
        ["data-x", "1"],
        ["href", "/x"],
        ["hidden", ""],
      ]),
    });
  });

  it("keeps a script's text up to its end tag, tags inside it included", () => {
    const tokens = tokenize(`<script>if (a<b) document.write("<p>x</p>")</script><p>y</p>`);
    expect(tokens[1]).toEqual({
      kind: "text",
      text: `if (a<b) document.write("<p>x</p>")`,
      raw: "script",
    });
    expect(tokens.slice(2).map((t) => t.kind)).toEqual(["end", "start", "text", "end"]);
  });

  it("drops comments and the doctype, and reads a < that opens no tag as text", () => {
    const tokens = tokenize(`<!doctype html><!--$--><p>1 < 2</p><!--/$-->`);
    expect(tokens.filter((t) => t.kind === "text").map((t) => t.text)).toEqual(["1 ", "<", " 2"]);
  });
});

describe("scripts", () => {
  const html = [
    `<script>window.a=1</script>`,
    `<script type="module">import "/x.js"</script>`,
    `<script src="/y.js"></script>`,
    `<script type="application/ld+json">{"name":"A \\u003cb\\u003e","n":[{"t":"deep"}]}</script>`,
    `<script type="text/javascript">b()</script>`,
  ].join("");

  it("sorts inline classic scripts from modules, external scripts and data blocks", () => {
    expect(
      scriptsOf(html)
        .filter(isInlineClassic)
        .map((s) => s.text),
    ).toEqual(["window.a=1", "b()"]);
  });

  it("reads every string value of every JSON-LD block", () => {
    expect(jsonLdStrings(html)).toEqual(["A <b>", "deep"]);
  });

  it("says which JSON-LD block is not JSON", () => {
    expect(() => jsonLdStrings(`<script type="application/ld+json">{oops}</script>`)).toThrow(
      /JSON-LD block 1 is not JSON/,
    );
  });
});

describe("visibleText", () => {
  it("is the body's text, without scripts, styles, templates and noscript, entities decoded", () => {
    const html = `<html><head><title>Head title</title><style>p{}</style></head><body>
      <h1>Length&nbsp;converter</h1><p>1 in = <b>2.54</b>&#x20;cm</p>
      <script>var hidden = "no";</script><style>.x{}</style><noscript>Turn on JS</noscript>
      <template><p>inert <template>nested</template> too</p></template>
      <ul><li>one</li><li>two</li></ul><p>Q&amp;A</p></body></html>`;
    expect(visibleText(html)).toBe("Length converter 1 in = 2.54 cm one two Q&A");
  });
});

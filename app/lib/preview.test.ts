import { describe, expect, it } from "vitest";
import { previewRedirectScript } from "./preview.ts";

/** Runs the script against a fake `location` and returns where it sent the reader, if anywhere. */
function run(script: string, href: string): string | undefined {
  const url = new URL(href);
  let target: string | undefined;
  const location = {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace: (to: string) => {
      target = to;
    },
  };
  new Function("location", script)(location);
  return target;
}

describe("the preview build's redirect in the browser", () => {
  const script = previewRedirectScript("https://unitpilot.app");

  it("sends a reader on another origin to the canonical one, path and query kept", () => {
    expect(run(script, "https://preview-42.example.dev/length?from=m&to=ft#faq")).toBe(
      "https://unitpilot.app/length?from=m&to=ft#faq",
    );
    expect(run(script, "http://unitpilot.app/")).toBe("https://unitpilot.app/");
  });

  it("does nothing on the canonical origin itself", () => {
    expect(run(script, "https://unitpilot.app/length?x=1")).toBeUndefined();
  });

  it("cannot close its own script element, whatever the origin's text", () => {
    expect(previewRedirectScript("https://a.example/</script>")).not.toContain("</");
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorScreen } from "./error-screen";

describe("global error screen (docs/spec/site.md §4.6)", () => {
  it("says what happened and offers a reload", () => {
    const html = renderToStaticMarkup(<ErrorScreen />);
    expect(html).toContain("<h1");
    expect(html).toContain("Something went wrong");
    expect(html).toContain(
      "We&#x27;re sorry, but something unexpected happened. Please refresh the page to try again.",
    );
    expect(html).toMatch(/<button type="button"[^>]*>Refresh Page<\/button>/);
  });
});

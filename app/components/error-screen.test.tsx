import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServerRenderContext } from "~/framework/static-markup";
import { serverRenderOf } from "../../site/views/render.server";
import { ErrorScreen } from "./error-screen";

/** The error screen as the server renders it on a page at `path`. */
const renderedAt = (path: string) =>
  renderToStaticMarkup(
    <ServerRenderContext.Provider value={serverRenderOf(new Request(`http://localhost${path}`))}>
      <ErrorScreen />
    </ServerRenderContext.Provider>,
  );

describe("global error screen (docs/spec/site.md §4.6)", () => {
  it("says what happened and offers a reload", () => {
    const html = renderedAt("/length");
    expect(html).toContain("<h1");
    expect(html).toContain("Something went wrong");
    expect(html).toContain(
      "We&#x27;re sorry, but something unexpected happened. Please refresh the page to try again.",
    );
    expect(html).toMatch(/<button type="button"[^>]*>Refresh Page<\/button>/);
  });

  it("says it in the page's language", () => {
    const html = renderedAt("/de/laenge");
    expect(html).not.toContain("Something went wrong");
    expect(html).not.toContain("Refresh Page");
  });
});

import { createContext, useContext } from "react";
import type { PageFrame } from "../../site/views/page.server";
import type { PageView, Screen, ServerRender } from "../../site/views/render.server";

/**
 * The server's render of the document (site/views/render.server.ts), provided by entry.server.tsx.
 * Markup that does not hydrate reads what it shows from here, never from a loader, so its text
 * does not travel a second time inside the hydration data (docs/decisions/016-static-markup.md).
 * Only components rendered under `import.meta.env.SSR` may read it: the browser has none.
 */
export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);

export function useServerRender(): ServerRender {
  const render = useContext(ServerRenderContext);
  if (!render) throw new Error("The server's render is read only on the server");
  return render;
}

/** The view of the page being rendered, which must be of the route's screen. */
export function useServerView<S extends Screen>(screen: S): Extract<PageView, { screen: S }> {
  const { view } = useServerRender();
  if (view.screen !== screen) throw new Error(`A ${screen} route was asked to draw ${view.screen}`);
  return view as Extract<PageView, { screen: S }>;
}

/** The heading, description and head of the page being rendered; absent on the 404 page. */
export function useFrame(): PageFrame | undefined {
  const { view } = useServerRender();
  return view.screen === "not-found" ? undefined : view;
}

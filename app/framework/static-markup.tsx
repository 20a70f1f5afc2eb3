/**
 * Static markup: what a visitor reads but does not touch is rendered once, on the server, and the
 * browser adopts it without rendering it again.
 *
 * Why: hydration rendered the whole page a second time, its long text, tables and FAQ included,
 * and the loaders shipped all of that text again inside the hydration data
 * (docs/decisions/016-static-markup.md). A `<Static id>` block renders its content on the server
 * only, from the page's server view (below), and in the browser it is a leaf React neither renders
 * nor compares; a client navigation hands it the target document's markup
 * (document-navigation.ts).
 *
 * What would make it unnecessary: React hydrating a subtree as served, without its code in the
 * bundle (a server-only boundary), or React Router's React Server Components mode once it is stable
 * and its payload no longer repeats the text the document already carries (decision 016, "Why not
 * React Server Components").
 *
 * How it fails loudly: it leans on three behaviours of React DOM 19. Hydration adopts a
 * `dangerouslySetInnerHTML` element's content without comparing it; React writes that content
 * again only when `__html` changes, compared as a string; and React leaves in `<head>` what it did
 * not render itself (the head is server-only: components/document-head.tsx). Should React start
 * comparing or rewriting, tests/e2e/static-markup.spec.ts ("hydration leaves every static block as
 * the server rendered it") records every mutation inside a block during hydration and fails; should
 * navigation stop writing the target's markup or head, "a navigation in the app shows the target's
 * text and head" fails. static-markup.test.tsx pins the server half: the block is marked with the
 * attribute document-navigation.ts reads, and server-only parts fail outside the server's render.
 *
 * The server-only idiom. A part that only the server renders is written inline, as
 * `{import.meta.env.SSR && <Part />}`: Vite replaces the flag with `false` in the browser build,
 * Rollup drops the element and then the import of `Part`, and with it what only `Part` imports
 * (the catalog, the page text: `vite.config.ts` treats site/ and engine/ as free of side effects).
 * A helper (`<ServerOnly>{…}</ServerOnly>` or `serverOnly(() => <Part />)`) would keep the
 * reference to `Part`, and so its code, in the browser bundle. The idiom has two places only:
 * - the content of a `<Static>` block (children the browser never renders), and
 * - a server-only child of an element whose content is the server's markup through
 *   `useStaticContent` (the options of the unit and currency selects), written
 *   `{import.meta.env.SSR ? <Options /> : undefined}`: React must see no children there.
 * One more place does the same for the same reason outside a block: the document's `<head>`
 * (root.tsx), rendered by the server alone.
 */

import {
  createContext,
  createElement,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useContext,
} from "react";
import { useRouteLoaderData } from "react-router";
import { LANGUAGE_TAGS } from "../../site/i18n/languages";
import { fill } from "../../site/i18n/messages/fill";
import type { Ui, UiKey } from "../../site/i18n/ui/en";
import type { PageFrame } from "../../site/views/page.server";
import type { PageView, Screen, ServerRender } from "../../site/views/render.server";
import type { NavigatedDocument } from "./document-navigation";

/** Marks a block with its id, in every document: a navigation finds the target's blocks by it. */
export const STATIC_ATTRIBUTE = "data-static";

type StaticProps = Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  /** Names the block in every document: a client navigation takes the target's block of this id. */
  readonly id: string;
  readonly as?: "div" | "nav" | "aside" | "footer" | "section";
  /**
   * The same on every page and mounted with the document (the shell's links): never replaced on
   * navigation. A block that mounts after hydration must not be constant: it has no markup then.
   */
  readonly constant?: boolean;
  /** The markup, rendered on the server only: write it as `{import.meta.env.SSR && <Part />}`. */
  readonly children?: ReactNode;
  /** The element, in the browser (to watch it scroll into view, as the rate history's slot does). */
  readonly ref?: Ref<HTMLElement>;
};

/**
 * What the browser's first render says the content is. React rewrites a `dangerouslySetInnerHTML`
 * element only when the new `__html` differs from the last one it rendered, as a string; hydration
 * writes nothing. So this must differ from every document's markup: no HTML parser leaves U+0000
 * in markup it serialises.
 */
const AS_RENDERED = "\u0000as the server rendered it";

/** On the server: the element and its content, marked with its id. */
function ServerStatic({ id, as = "div", constant: _, children, ...rest }: StaticProps) {
  return createElement(as, { ...rest, [STATIC_ATTRIBUTE]: id }, children);
}

/**
 * In the browser: the same element, whose content React neither renders nor compares. A
 * `dangerouslySetInnerHTML` element is a leaf to React: hydration adopts it as it is. A navigation
 * passes the target document's markup for this block, which React then writes.
 */
function ClientStatic({ id, as = "div", constant, children: _, ...rest }: StaticProps) {
  return createElement(as, { ...rest, ...useStaticContent(id, constant) });
}

/**
 * The props that make an element's content the server's markup of block `id`; in the browser:
 * until a navigation the markup as rendered, after one the target document's (none if it has no
 * such block). For elements that also take props of their own (a <select> with its value).
 */
export function useStaticContent(id: string, constant?: boolean) {
  const navigated = useRouteLoaderData<NavigatedDocument | null>("root");
  // On the server the content is the element's children, rendered as usual.
  if (import.meta.env.SSR) return { [STATIC_ATTRIBUTE]: id };
  const html = constant || !navigated ? AS_RENDERED : (navigated.statics[id] ?? "");
  return {
    [STATIC_ATTRIBUTE]: id,
    suppressHydrationWarning: true,
    dangerouslySetInnerHTML: { __html: html },
  };
}

/**
 * Markup that is read, not touched: long text, computed tables, FAQs, link lists. It is
 * prerendered with the page and costs nothing when the page hydrates; its text is not in the
 * hydration data, and the browser bundle carries none of its code.
 */
export const Static = import.meta.env.SSR ? ServerStatic : ClientStatic;

/**
 * The server's render of the document (site/views/render.server.ts), provided by entry.server.tsx.
 * Markup that does not hydrate reads what it shows from here, never from a loader, so its text
 * does not travel a second time inside the hydration data. Only components rendered under
 * `import.meta.env.SSR` may read it: the browser has none (and, the call being pure, no context).
 */
export const ServerRenderContext = /* @__PURE__ */ createContext<ServerRender | undefined>(
  undefined,
);

export function useServerRender(): ServerRender {
  const render = useContext(ServerRenderContext);
  if (!render) throw new Error("The server's render is read only on the server");
  return render;
}

/**
 * The document's language, as its BCP 47 tag ("pt-BR"): the server's render says it, and the
 * browser keeps what it served, since a document's language never changes.
 */
export const useDocumentTag = import.meta.env.SSR
  ? () => LANGUAGE_TAGS[useServerRender().language]
  : () => document.documentElement.lang;

/** The view of the page being rendered, which must be of the route's screen. */
export function useServerView<S extends Screen>(screen: S): Extract<PageView, { screen: S }> {
  const { view } = useServerRender();
  if (view.screen !== screen) throw new Error(`A ${screen} route was asked to draw ${view.screen}`);
  return view as Extract<PageView, { screen: S }>;
}

/**
 * The heading, description and head of the catalog page being rendered; absent on the 404 page
 * and the answer page, which are not in the catalog.
 */
export function useFrame(): PageFrame | undefined {
  const { view } = useServerRender();
  return view.screen === "not-found" || view.screen === "search" ? undefined : view;
}

/**
 * The words of what hydrates, in the document's language (site/i18n/ui/). The server takes them
 * from its render; the browser from the document, which writes its own (`UI_TEXT_ID`,
 * components/document-head.tsx), so the browser's code carries no words of any language and a
 * page ships only its own. A document's language never changes: a link to another language opens
 * its document (framework/document-navigation.ts).
 */
export const UI_TEXT_ID = "ui-text";

/** A hydrated component's words: `useUi()`, in the document's language. */
export type Say = (key: UiKey, values?: Readonly<Record<string, string>>) => string;

const sayer =
  (ui: Ui): Say =>
  (key, values) =>
    values ? fill(ui[key], values) : ui[key];

let documentUi: Ui | undefined;

function fromDocument(): Ui {
  documentUi ??= JSON.parse(document.getElementById(UI_TEXT_ID)?.textContent ?? "{}") as Ui;
  return documentUi;
}

/**
 * Takes in the words of a document the app navigates to (framework/document-navigation.ts): a
 * tool's own words are written in its documents only (site/i18n/ui/index.ts `uiOf`), so a page
 * reached in the app would not find them in the first document's.
 */
export function learnDocumentUi(json: string | null | undefined): void {
  if (json) documentUi = { ...fromDocument(), ...(JSON.parse(json) as Partial<Ui>) };
}

const useServerUi = (): Say => sayer(useServerRender().ui);
const useDocumentUi = (): Say => sayer(fromDocument());

/**
 * What a hydrating component says: `say("copy")`, `say("update.text", { site })`. Chosen once per
 * build, as `Static` is (framework/static-markup.tsx): the server's bundle reads its render.
 */
export const useUi = import.meta.env.SSR ? useServerUi : useDocumentUi;

/** The same words outside React (the unit filter's line, a lazily loaded popup). */
export function documentSays(key: UiKey, values?: Readonly<Record<string, string>>): string {
  return sayer(fromDocument())(key, values);
}

import { createElement, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { useRouteLoaderData } from "react-router";
import type { NavigatedDocument } from "~/lib/navigation";

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
  return createElement(as, { ...rest, "data-static": id }, children);
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
  if (import.meta.env.SSR) return { "data-static": id };
  const html = constant || !navigated ? AS_RENDERED : (navigated.statics[id] ?? "");
  return {
    "data-static": id,
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

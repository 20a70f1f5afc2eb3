import { Link } from "react-router";
import { useServerRender } from "~/framework/static-markup";
import { pageAt } from "../../../site/catalog/catalog";
import type { Block, Inline } from "../../../site/content/info/types";
import { pathIn } from "../../../site/i18n/addresses";

const inlineLink =
  "font-medium text-blue-700 underline decoration-blue-300 underline-offset-2 hover:text-blue-900 dark:text-blue-400 dark:decoration-blue-700 dark:hover:text-blue-300";

/** `[words](/path)` and `*words*` (site/content/info/types.ts). */
const MARKUP = /\[([^\]]+)\]\((\/[^)]*)\)|\*([^*]+)\*/g;

/**
 * A link to a page by its English path, from a page in `language`: to its version there, or to its
 * English one, marked so (site/links.ts does the same for menus).
 */
export function PageLink({ path, children }: { path: string; children: React.ReactNode }) {
  const { language } = useServerRender();
  const page = pageAt(path);
  if (!page) throw new Error(`A text links to ${path}, which is no page`);
  const localized = pathIn(page, language);
  return (
    <Link
      to={localized ?? path}
      hrefLang={localized === undefined ? "en" : undefined}
      className={inlineLink}
    >
      {children}
    </Link>
  );
}

/** A line of the site's own pages' text, rendered on the server only, with its links and emphasis. */
export function InlineText({ text }: { text: Inline }) {
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(MARKUP)) {
    const [whole, words, path, emphasised] = match;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      path !== undefined ? (
        <PageLink key={match.index} path={path}>
          {words}
        </PageLink>
      ) : (
        <em key={match.index}>{emphasised}</em>
      ),
    );
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}

/** Paragraphs and bulleted lists (site/content/info/types.ts). */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return blocks.map((block, i) =>
    typeof block === "string" ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: a text's blocks never move
      <p key={i}>
        <InlineText text={block} />
      </p>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: a text's blocks never move
      <ul key={i} className="list-disc space-y-1 pl-5">
        {block.list.map((item) => (
          <li key={item}>
            <InlineText text={item} />
          </li>
        ))}
      </ul>
    ),
  );
}

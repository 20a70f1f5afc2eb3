import { data } from "react-router";
import { LinkList } from "~/components/link-list";
import { Static, useServerRender, useServerView } from "~/framework/static-markup";
import { queryRatesContext, searchedContext } from "~/lib/search-context";
import { decimalMarkOf } from "../../engine/quantity/number";
import { decimalOfLanguages } from "../../site/accept-language";
import { LANGUAGE_TAGS } from "../../site/i18n/languages";
import type { NavLink } from "../../site/links";
import { answerCaching } from "../../site/query/ask.server";
import { MAX_QUERY_LENGTH, SEARCH_PATHS, searchLanguageOf } from "../../site/query/search-path";
import { searchedFor } from "../../site/views/search.server";
import type { Route } from "./+types/search";

/**
 * The answer of the text in `q`, with the server's live rates for money, handed to the server's
 * render (entry.server.tsx) rather than returned: nothing on this page hydrates but the shell.
 * Kept by caches as `/api/query`'s answers are; never indexed; 400 for a text past 200 characters.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const language = searchLanguageOf(url.pathname) ?? "en";
  const { searched, money } = await searchedFor(url.searchParams.get("q"), {
    // English is read with the reader's decimal mark; another language with its own.
    decimal:
      language === "en"
        ? decimalOfLanguages(request.headers.get("Accept-Language"))
        : decimalMarkOf(LANGUAGE_TAGS[language]),
    language,
    rates: context.get(queryRatesContext) ?? undefined,
  });
  context.set(searchedContext, searched);
  return data(null, {
    status: searched.problem ? 400 : 200,
    headers: { ...answerCaching(money), "X-Robots-Tag": "noindex" },
  });
}

/**
 * In the browser the page's text comes with its document (framework/document-navigation.ts): a
 * navigation asks the server nothing more.
 */
export function clientLoader() {
  return null;
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

const field =
  "min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-lg dark:border-slate-700 dark:bg-slate-900";
const button =
  "rounded-lg bg-blue-700 px-4 py-2.5 font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2";

/** A titled list of links under the answer. */
function LinkSection({
  id,
  title,
  links,
  mono = false,
}: {
  id: string;
  title: string;
  links: readonly NavLink[];
  mono?: boolean;
}) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <LinkList links={links} className={`mt-2 space-y-2${mono ? " font-mono" : ""}`} />
    </section>
  );
}

/** The question, its answer, the pages to open and a form to ask again: server markup only. */
function SearchBody() {
  const { query, answer, note, links, examples } = useServerView("search");
  const { t, language } = useServerRender();
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight break-words">
        {query === "" ? t("search.heading") : query}
      </h1>
      {answer && (
        <section aria-label={t("search.answer-label")} className="mt-4">
          {answer.reading && (
            <p className="text-slate-700 dark:text-slate-300">
              {t("search.read-as")} <span className="font-mono">{answer.reading}</span>
            </p>
          )}
          <p className="mt-1 text-3xl font-semibold tabular-nums break-words">{answer.display}</p>
          {answer.open && (
            <p className="mt-2">
              <a
                href={answer.open.path}
                className="text-blue-700 hover:underline dark:text-blue-400"
              >
                {answer.open.label}
              </a>
            </p>
          )}
        </section>
      )}
      {note && <p className="mt-3 text-slate-700 dark:text-slate-300">{note}</p>}
      <form
        action={SEARCH_PATHS[language]}
        method="get"
        className="mt-6 flex flex-wrap items-end gap-2"
      >
        <label htmlFor="search-again" className="w-full font-medium">
          {query === "" ? t("search.prompt") : t("search.again")}
        </label>
        <input
          id="search-again"
          name="q"
          defaultValue={query}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          className={field}
        />
        <button type="submit" className={button}>
          {t("search.answer")}
        </button>
      </form>
      {links.length > 0 && (
        <LinkSection id="search-pages" title={t("search.converters")} links={links} />
      )}
      {query === "" && (
        <LinkSection id="search-examples" title={t("search.examples")} links={examples} mono />
      )}
    </>
  );
}

/** The answer page (issue 23): what the box answers, rendered by the server for each question. */
export default function SearchPage() {
  return (
    <article className="max-w-3xl">
      <Static id="search">{import.meta.env.SSR && <SearchBody />}</Static>
    </article>
  );
}

import { KEEP_STATE } from "~/framework/document-navigation";
import { useServerRender } from "~/framework/static-markup";
import { LANGUAGE_NAMES, LANGUAGE_TAGS, LANGUAGES } from "../../site/i18n/languages";

/**
 * The page in every language it is written in (site/i18n/addresses.ts), rendered on the server
 * only: plain links, which a click gives the converter's state in the address
 * (framework/document-navigation.ts), so that a shared conversion stays the same in another
 * language. None on a page that is in English only.
 */
export function LanguageSwitch() {
  const { view, t, language } = useServerRender();
  if (!("head" in view) || !("alternates" in view.head)) return null;
  const paths = new Map(view.head.alternates.map((a) => [a.hreflang, new URL(a.href).pathname]));
  const versions = LANGUAGES.flatMap((l) => {
    const path = paths.get(LANGUAGE_TAGS[l]);
    return path ? [{ language: l, path }] : [];
  });
  if (versions.length < 2) return null;
  return (
    <nav aria-label={t("shell.languages")} className="mx-auto max-w-6xl px-4 pb-4 text-sm">
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
        {versions.map((v) => (
          <li key={v.language}>
            <a
              href={v.path}
              hrefLang={LANGUAGE_TAGS[v.language]}
              lang={LANGUAGE_TAGS[v.language]}
              {...{ [KEEP_STATE]: "" }}
              aria-current={v.language === language ? "page" : undefined}
              className="inline-block py-0.5 hover:underline aria-[current=page]:font-semibold"
            >
              {LANGUAGE_NAMES[v.language]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

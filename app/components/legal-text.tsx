import { useServerRender } from "~/framework/static-markup";

/**
 * A legal page's text, which is English only: on a page in another language, a note in that
 * language says so, and the text is marked English for screen readers and translators.
 */
export function LegalText({ children }: { children: React.ReactNode }) {
  const { language, t } = useServerRender();
  if (language === "en") return children;
  return (
    <>
      <p className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
        {t("legal.note")}
      </p>
      <div lang="en">{children}</div>
    </>
  );
}

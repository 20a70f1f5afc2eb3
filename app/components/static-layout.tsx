import { Static, useServerRender, useServerView } from "~/framework/static-markup";
import { LinkList } from "./link-list";

/** A static page's heading, rendered on the server only. */
export function InfoHeading() {
  return <h1 className="mb-6 text-3xl font-bold tracking-tight">{useServerView("info").title}</h1>;
}

/**
 * The sidebar's three collapsible sections (docs/spec/site.md §2.11), rendered on the server only.
 * Native <details> keeps them collapsible without JavaScript and from the keyboard.
 */
function Sidebar() {
  const { t } = useServerRender();
  const sections = useServerView("info").sidebar.map((s) => (
    <details
      key={s.title}
      open={s.open}
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
    >
      <summary className="cursor-pointer font-semibold">{s.title}</summary>
      <LinkList links={s.links} className="mt-2 space-y-2 text-sm" />
    </details>
  ));
  return (
    <>
      <h2 id="sidebar-title" className="sr-only">
        {t("info.sidebar")}
      </h2>
      {sections}
    </>
  );
}

/** Static pages: the page's text (its own Static blocks, or a form), and the sidebar. */
export function StaticLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <article className="min-w-0">{children}</article>
      <Static as="aside" id="sidebar" aria-labelledby="sidebar-title" className="space-y-3">
        {import.meta.env.SSR && <Sidebar />}
      </Static>
    </div>
  );
}

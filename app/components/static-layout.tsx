import type { SidebarSection } from "../../site/links";
import { LinkList } from "./link-list";

/**
 * Static pages: the text, and a sidebar of three collapsible sections (site spec 2.11). Native
 * <details> keeps them collapsible without JavaScript and from the keyboard.
 */
export function StaticLayout({
  title,
  sidebar,
  children,
}: {
  title: string;
  sidebar: readonly SidebarSection[];
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
      <article className="min-w-0">
        <h1 className="mb-6 text-3xl font-bold tracking-tight">{title}</h1>
        {children}
      </article>
      <aside aria-label="Converters" className="space-y-3">
        {sidebar.map((s) => (
          <details
            key={s.title}
            open={s.open}
            className="rounded-lg border border-slate-200 p-3 dark:border-slate-800"
          >
            <summary className="cursor-pointer font-semibold">{s.title}</summary>
            <LinkList links={s.links} className="mt-2 space-y-1 text-sm" />
          </details>
        ))}
      </aside>
    </div>
  );
}

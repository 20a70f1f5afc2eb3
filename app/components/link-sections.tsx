import type { LinkSection } from "../../site/links";
import { LinkList } from "./link-list";

/** Link sections under headings: the home directory and side panel. */
export function LinkSections({
  sections,
  headingLevel: Heading = "h3",
  listClassName,
}: {
  sections: readonly LinkSection[];
  headingLevel?: "h2" | "h3";
  listClassName?: string;
}) {
  return (
    <div className="space-y-5">
      {sections.map((s) => (
        <section key={s.title} className="below-fold">
          <Heading className="mb-2 font-semibold">{s.title}</Heading>
          <LinkList links={s.links} className={listClassName ?? "space-y-1 text-sm"} />
        </section>
      ))}
    </div>
  );
}

import type { LinkSection } from "../../site/links";
import { LinkList } from "./link-list";

/**
 * Which placeholder height a section of links is laid out in before it nears the viewport
 * (app.css): one link takes 28 px of a phone's single column, its heading 40 px. A list too long
 * even for the tall one is laid out at once.
 */
function belowFold(links: number): string {
  return links <= 15 ? "below-fold" : links <= 32 ? "below-fold-tall" : "";
}

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
        <section key={s.title} className={belowFold(s.links.length)}>
          <Heading className="mb-2 font-semibold">{s.title}</Heading>
          <LinkList links={s.links} className={listClassName ?? "space-y-2 text-sm"} />
        </section>
      ))}
    </div>
  );
}

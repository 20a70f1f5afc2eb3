import { useServerRender, useServerView } from "~/framework/static-markup";
import { pageAt } from "../../../site/catalog/catalog";
import { site } from "../../../site/config";
import { pathIn } from "../../../site/i18n/addresses";
import { fill } from "../../../site/i18n/messages/fill";
import { pageWords } from "../../../site/i18n/page-words";
import type { NavLink } from "../../../site/links";
import { LinkList } from "../link-list";
import { InlineText } from "./rich-text";

const h2 = "text-xl font-semibold text-slate-900 dark:text-slate-100";
const h3 = "text-lg font-semibold text-slate-900 dark:text-slate-100";
const pill =
  "inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className={h2}>{title}</h2>
      {children}
    </section>
  );
}

const PHYSICAL = [
  "/length",
  "/weight",
  "/volume",
  "/temperature",
  "/area",
  "/speed",
  "/time",
  "/angle",
  "/fuel-consumption",
  "/data-storage",
];
const TECHNICAL = ["/pressure", "/energy", "/power", "/force", "/torque", "/density"];

/** A list of the about page's pills, named as the page's language names their pages. */
function useCategoryLinks(paths: readonly string[]): NavLink[] {
  const { language } = useServerRender();
  return paths.map((path) => {
    const page = pageAt(path);
    if (!page) throw new Error(`The about page lists ${path}, which is no page`);
    return { path: pathIn(page, language) ?? path, label: pageWords(page, language).navLabel };
  });
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul className="list-disc space-y-2 pl-5">
      {items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** The about page's text, in the page's language, rendered on the server only. */
export function AboutContent() {
  const { mission, offers, categories, accuracy, why } = useServerView("info").words.about;
  const named = (text: string) => fill(text, { site: site.name });
  const physical = useCategoryLinks(PHYSICAL);
  const technical = useCategoryLinks(TECHNICAL);
  return (
    <div className="space-y-8 text-base leading-relaxed text-slate-700 dark:text-slate-300">
      <Section title={mission.title}>
        <p>{named(mission.text)}</p>
      </Section>

      <Section title={offers.title}>
        <List items={offers.items} />
      </Section>

      <Section title={categories.title}>
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { words: categories.physical, links: physical },
            { words: categories.technical, links: technical },
          ].map(({ words, links }, i) => (
            <div key={words.title} className="space-y-2">
              <h3 className={h3}>{words.title}</h3>
              <p>{words.intro}</p>
              <LinkList
                links={links}
                className="flex flex-wrap gap-2"
                linkClassName={pill}
                discover="render"
              />
              {i === 1 && <p>{categories.more}</p>}
            </div>
          ))}
        </div>
        <p>
          <InlineText text={categories.sitemap} />
        </p>
      </Section>

      <Section title={accuracy.title}>
        <List items={accuracy.items} />
      </Section>

      <Section title={named(why.title)}>
        <List items={why.items.map(named)} />
      </Section>
    </div>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import { useServerRender, useServerView } from "~/framework/static-markup";
import { pageAt } from "../../../site/catalog/catalog";
import type { GuidesWords } from "../../../site/content/info/guides";
import { pathIn } from "../../../site/i18n/addresses";
import { Blocks } from "./rich-text";

const card =
  "flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900";

function Icon({ children }: { children: ReactNode }) {
  return (
    <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </span>
  );
}

/** Each guide's icon and converter, by its id in the words (site/content/info/guides.ts). */
const GUIDES: Readonly<Record<keyof GuidesWords["guides"], { to: string; icon: ReactNode }>> = {
  length: {
    to: "/length",
    icon: (
      <>
        <rect x="2" y="8" width="20" height="8" rx="1" />
        <path d="M6 8v3M10 8v4M14 8v3M18 8v4" />
      </>
    ),
  },
  weight: {
    to: "/weight",
    icon: (
      <>
        <circle cx="12" cy="6" r="2.5" />
        <path d="M6.5 9.5h11l2.5 11h-16z" />
      </>
    ),
  },
  temperature: {
    to: "/temperature",
    icon: (
      <>
        <path d="M14 14.76V4.5a2 2 0 0 0-4 0v10.26a4 4 0 1 0 4 0z" />
        <path d="M12 9v6" />
      </>
    ),
  },
  area: {
    to: "/area",
    icon: (
      <>
        <rect x="4" y="4" width="16" height="16" rx="1" />
        <path d="M4 12h16M12 4v16" />
      </>
    ),
  },
  volume: {
    to: "/volume",
    icon: (
      <>
        <path d="M6 3h12l-1.5 17a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1z" />
        <path d="M6.8 10h10.4" />
      </>
    ),
  },
  energy: { to: "/energy", icon: <path d="M13 2 4 14h7l-1 8 9-12h-7z" /> },
};

/** The guides page's text, in the page's language, rendered on the server only. */
export function GuidesContent() {
  const words = useServerView("info").words.guides;
  const { language } = useServerRender();
  const guides = Object.entries(GUIDES).map(([id, { to, icon }]) => {
    const page = pageAt(to);
    if (!page) throw new Error(`A guide links to ${to}, which is no page`);
    return {
      id,
      to: pathIn(page, language) ?? to,
      icon,
      ...words.guides[id as keyof typeof GUIDES],
    };
  });
  return (
    <div className="grid grid-cols-1 gap-6 text-base leading-relaxed text-slate-700 md:grid-cols-2 dark:text-slate-300">
      {guides.map((g) => (
        <section key={g.id} aria-labelledby={`guide-${g.id}`} className={card}>
          <div className="flex items-start gap-3">
            <Icon>{g.icon}</Icon>
            <div>
              <h2
                id={`guide-${g.id}`}
                className="text-lg font-semibold text-slate-900 dark:text-slate-100"
              >
                {g.title}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">{g.description}</p>
            </div>
          </div>
          <div className="space-y-3">
            <Blocks blocks={g.blocks} />
          </div>
          <p className="mt-auto pt-2">
            <Link
              to={g.to}
              aria-describedby={`guide-${g.id}`}
              className="inline-flex items-center rounded-lg bg-blue-600 px-4 py-2 text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:bg-blue-500 dark:text-slate-950 dark:hover:bg-blue-400"
            >
              {words.tryConverter}
            </Link>
          </p>
        </section>
      ))}

      <section aria-labelledby="guide-tips" className={`${card} md:col-span-2`}>
        <div className="flex items-start gap-3">
          <Icon>
            <path d="M9 18h6M10 22h4" />
            <path d="M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z" />
          </Icon>
          <h2 id="guide-tips" className="text-lg font-semibold text-slate-900 dark:text-slate-100">
            {words.tips.title}
          </h2>
        </div>
        <ol className="list-decimal space-y-3 pl-5">
          {words.tips.items.map((t) => (
            <li key={t.title}>
              <strong className="font-semibold text-slate-900 dark:text-slate-100">
                {t.title}
              </strong>{" "}
              {t.text}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

import type { ReactNode } from "react";
import { useServerRender, useServerView } from "~/framework/static-markup";
import { site } from "../../../site/config";

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The contact details, in the page's language, rendered on the server only. The address and hours
 * are the operator's words (site.config.ts), in English.
 */
export function ContactDetails() {
  const words = useServerView("info").words.contact;
  const { language } = useServerRender();
  const operator = language === "en" ? {} : { lang: "en" };
  const address = site.address.trim();
  return (
    <section
      aria-labelledby="contact-details-heading"
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5 text-base leading-relaxed text-slate-700 shadow-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300"
    >
      <div className="space-y-2">
        <h2
          id="contact-details-heading"
          className="text-xl font-semibold text-slate-900 dark:text-slate-100"
        >
          {words.title}
        </h2>
        <p>{words.text}</p>
      </div>

      <Item title={words.email}>
        <p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="font-medium break-all text-blue-700 underline decoration-blue-300 underline-offset-2 hover:text-blue-900 dark:text-blue-400 dark:decoration-blue-700 dark:hover:text-blue-300"
          >
            {site.contactEmail}
          </a>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">{words.emailNote}</p>
      </Item>

      {address && (
        <Item title={words.address}>
          <address className="whitespace-pre-line not-italic" {...operator}>
            {address}
          </address>
        </Item>
      )}

      <Item title={words.hours}>
        <ul className="space-y-0.5">
          <li {...operator}>{site.hours}</li>
          <li>{words.weekends}</li>
        </ul>
      </Item>
    </section>
  );
}

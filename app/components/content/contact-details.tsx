import type { ReactNode } from "react";
import { site } from "../../../site/config";

function Item({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <h3 className="text-base font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      {children}
    </div>
  );
}

export function ContactDetails() {
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
          Contact Information
        </h2>
        <p>
          Have a question, found a value that looks wrong, or want a converter we don't have yet?
          Write to us and we'll get back to you within 24 hours.
        </p>
      </div>

      <Item title="Email">
        <p>
          <a
            href={`mailto:${site.contactEmail}`}
            className="font-medium break-all text-blue-700 underline decoration-blue-300 underline-offset-2 hover:text-blue-900 dark:text-blue-400 dark:decoration-blue-700 dark:hover:text-blue-300"
          >
            {site.contactEmail}
          </a>
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          We typically respond within 24 hours on business days.
        </p>
      </Item>

      {address && (
        <Item title="Mailing address">
          <address className="whitespace-pre-line not-italic">{address}</address>
        </Item>
      )}

      <Item title="Business hours">
        <ul className="space-y-0.5">
          <li>{site.hours}</li>
          <li>Weekends: Closed</li>
        </ul>
      </Item>
    </section>
  );
}

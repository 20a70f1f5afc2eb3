import type { ReactNode } from "react";
import { site } from "../../../site/config";
import { PageLink } from "./rich-text";

const link =
  "font-medium text-blue-700 underline decoration-blue-300 underline-offset-2 hover:text-blue-900 dark:text-blue-400 dark:decoration-blue-700 dark:hover:text-blue-300";
const code =
  "rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">{title}</h2>
      {children}
    </section>
  );
}

export interface PrivacyContentProps {
  /** Host of the third-party analytics script, when the operator has configured one. */
  analyticsHost?: string;
}

export function PrivacyContent({ analyticsHost }: PrivacyContentProps) {
  const name = site.name;
  const mail = (
    <a href={`mailto:${site.contactEmail}`} className={link}>
      {site.contactEmail}
    </a>
  );
  return (
    <div className="space-y-8 text-base leading-relaxed text-slate-700 dark:text-slate-300">
      <p>
        {name} keeps as little about you as it can. This page lists everything the site stores,
        where it is stored and why.
      </p>

      <Section title="In your browser only">
        <p>
          These items are kept in your own browser. They are never sent to us, and you can delete
          them at any time by clearing this site&rsquo;s data in your browser settings.
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong className="font-semibold text-slate-900 dark:text-slate-100">
              A page-view counter
            </strong>{" "}
            in local storage under the key <code className={code}>url_analytics</code>: for each
            date and page path, the number of times you viewed that page. Dates older than 30 days
            are deleted automatically.
          </li>
          <li>
            <strong className="font-semibold text-slate-900 dark:text-slate-100">
              Your theme choice
            </strong>{" "}
            (light or dark) under the key <code className={code}>theme</code>, once you use the
            theme switch.
          </li>
          <li>
            <strong className="font-semibold text-slate-900 dark:text-slate-100">
              An offline cache
            </strong>
            : once you have visited the site, your browser keeps copies of its pages and of the
            latest rates so that the converters keep working without a connection.
          </li>
        </ul>
      </Section>

      <Section title="Messages you send us">
        <p>
          When you send a message through the <PageLink path="/contact">contact form</PageLink>, we
          store your name, e-mail address, subject and message and the time we received it. The
          message is kept in our database and delivered to our inbox by e-mail, so that we can
          answer you. The IP address it came from is used only to limit abuse: no more than 5
          messages per hour can be sent from one address. It is stored apart from the message, and
          deleted within a minute of being an hour old, when the limit no longer needs it.
        </p>
      </Section>

      <Section title="Server logs">
        <p>
          For each request, our server logs the method, the path, the status code and the response
          time. These logs contain no IP addresses and no cookies.
        </p>
      </Section>

      <Section title="No cookies, no accounts, no advertising trackers">
        <p>The site sets no cookies, has no user accounts and carries no advertising trackers.</p>
      </Section>

      <Section title="Analytics">
        <p>
          This site loads no third-party analytics script unless its operator configures one; if one
          is configured, it is named here.
        </p>
        {analyticsHost ? (
          <p>
            An analytics script is currently configured: it is loaded from{" "}
            <code className={code}>{analyticsHost}</code>. Like any site your browser contacts, that
            provider receives the requests your browser makes to it, including your IP address and
            the page you are on, and handles them under its own privacy policy.
          </p>
        ) : (
          <p>None is configured at present.</p>
        )}
      </Section>

      <Section title="Exchange rates and crypto prices">
        <p>
          When you use the currency or cryptocurrency converters, your browser asks our server for
          the rates, and our server fetches them from the European Central Bank and from the
          cryptocurrency price source. Your browser never contacts those sources, so they do not see
          your requests.
        </p>
      </Section>

      <Section title="Questions and deletion">
        <p>To ask about a message you sent us, or to have it deleted, write to {mail}.</p>
      </Section>
    </div>
  );
}

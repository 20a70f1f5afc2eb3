import type { ReactNode } from "react";
import { site, siteHost } from "../../../site/config";
import { PageLink } from "./rich-text";

const link =
  "font-medium text-blue-700 underline decoration-blue-300 underline-offset-2 hover:text-blue-900 dark:text-blue-400 dark:decoration-blue-700 dark:hover:text-blue-300";

function Section({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-slate-100">
        {n}. {title}
      </h2>
      {children}
    </section>
  );
}

export function TermsContent() {
  const name = site.name;
  return (
    <div className="space-y-8 text-base leading-relaxed text-slate-700 dark:text-slate-300">
      <p>
        These Terms of Use govern your use of {name}, the web site at {siteHost} and its conversion
        API. Please read them before using the site.
      </p>

      <Section n={1} title="Acceptance of these terms">
        <p>
          By using the site you agree to these terms. If you do not agree with them, please do not
          use the site.
        </p>
      </Section>

      <Section n={2} title="The service">
        <p>
          {name} offers unit converters, a text case converter, a number base converter, currency
          and cryptocurrency converters, a blood-sugar converter and guides. The service is free of
          charge, needs no account and asks for no registration. We may change, suspend or
          discontinue any part of it at any time.
        </p>
      </Section>

      <Section n={3} title="Accuracy and no warranty">
        <p>
          Results are computed with care from exact unit definitions and are checked by automated
          tests. Even so, the site and every result are provided &ldquo;as is&rdquo; and &ldquo;as
          available&rdquo;, without warranty of any kind, express or implied, including fitness for
          a particular purpose. In particular:
        </p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            Check any value that matters, such as those used in engineering, construction, dosing,
            navigation, trade or law, against an independent source before relying on it.
          </li>
          <li>
            The blood-sugar converter is not medical advice. It does not diagnose, treat or monitor
            any condition; ask a healthcare professional about your readings and your treatment.
          </li>
          <li>
            Exchange rates are reference rates, given for information only. They are not trading
            quotes: a bank, card issuer, exchange or money transfer service will apply its own rates
            and fees. Cryptocurrency prices change continuously, and the price shown may be several
            minutes old. When a rate source cannot be reached, the converter shows the last rates it
            received, marked as cached.
          </li>
        </ul>
      </Section>

      <Section n={4} title="Acceptable use">
        <p>You agree to use the site lawfully and not to:</p>
        <ul className="list-disc space-y-2 pl-5">
          <li>
            abuse the public conversion API: programs may use it at a reasonable rate, but not in a
            way that degrades the service for others;
          </li>
          <li>
            flood the site, the API or the contact form with automated requests, or send spam
            through the contact form;
          </li>
          <li>
            try to gain access to systems or data that are not offered to you, or to interfere with
            the operation or security of the site.
          </li>
        </ul>
        <p>We may limit or block traffic that breaks these rules.</p>
      </Section>

      <Section n={5} title="Intellectual property">
        <p>
          The text, design, name and software of the site are protected by copyright and other laws,
          and belong to {name} or its licensors. You may link to any page of the site. The results
          you obtain are yours to use as you wish, including in your own work; unit definitions and
          physical constants are facts that belong to no one.
        </p>
      </Section>

      <Section n={6} title="Third-party data">
        <p>
          Currency conversions use the euro foreign exchange reference rates published by the
          European Central Bank each working day. Cryptocurrency prices come from a
          CoinGecko-compatible market data source. These sources are not affiliated with {name}, and
          we do not control their content, accuracy or availability.
        </p>
      </Section>

      <Section n={7} title="Limitation of liability">
        <p>
          To the fullest extent permitted by law, {name} and its operator are not liable for any
          direct, indirect, incidental, consequential or other loss or damage arising from the use
          of, or the inability to use, the site, its results or its data, even if advised of the
          possibility of such loss. Nothing in these terms excludes liability that cannot be
          excluded by law.
        </p>
      </Section>

      <Section n={8} title="Changes to these terms">
        <p>
          We may update these terms from time to time. The version published on this page is the one
          that applies; by continuing to use the site after a change, you accept the updated terms.
        </p>
      </Section>

      <Section n={9} title="Governing law">
        <p>These terms are governed by the laws of Canada.</p>
      </Section>

      <Section n={10} title="Contact">
        <p>
          Questions about these terms? Write to{" "}
          <a href={`mailto:${site.contactEmail}`} className={link}>
            {site.contactEmail}
          </a>{" "}
          or use the <PageLink path="/contact">contact page</PageLink>. Our{" "}
          <PageLink path="/privacy">Privacy Policy</PageLink> explains what data the site keeps.
        </p>
      </Section>
    </div>
  );
}

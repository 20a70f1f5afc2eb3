import { faqJsonLd } from "../../site/head";

/** Structured data for search engines (`<script type="application/ld+json">`). */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // `<` escaped: no text of the data can close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our own, a data block that never runs
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** A page's questions and answers as FAQPage data, when it has any. */
export function FaqData({ faqs }: { faqs: readonly { question: string; answer: string }[] }) {
  return faqs.length > 0 ? <JsonLd data={faqJsonLd(faqs)} /> : null;
}

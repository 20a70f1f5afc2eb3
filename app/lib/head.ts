import type { MetaDescriptor } from "react-router";
import type { PageHead } from "../../site/head";

/** A page's head (site spec 2.5) as React Router meta descriptors; its FAQ as FAQPage data. */
export function headTags(
  head: PageHead | undefined,
  faqs?: readonly { readonly question: string; readonly answer: string }[],
): MetaDescriptor[] {
  if (!head) return [];
  const faqPage =
    faqs && faqs.length > 0
      ? [
          {
            "script:ld+json": {
              "@context": "https://schema.org",
              "@type": "FAQPage",
              mainEntity: faqs.map((f) => ({
                "@type": "Question",
                name: f.question,
                acceptedAnswer: { "@type": "Answer", text: f.answer },
              })),
            },
          },
        ]
      : [];
  return [
    { title: head.title },
    { name: "description", content: head.description },
    { name: "keywords", content: head.keywords },
    { name: "robots", content: head.robots },
    { tagName: "link", rel: "canonical", href: head.canonical },
    { property: "og:type", content: "website" },
    { property: "og:title", content: head.title },
    { property: "og:description", content: head.description },
    { property: "og:url", content: head.canonical },
    { property: "og:image", content: head.image },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: head.title },
    { name: "twitter:description", content: head.description },
    { name: "twitter:image", content: head.image },
    { "script:ld+json": head.jsonLd },
    ...faqPage,
  ];
}

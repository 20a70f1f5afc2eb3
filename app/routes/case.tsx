import { useId, useState } from "react";
import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { converterPanel } from "~/components/converter/styles";
import { CopyButton } from "~/components/copy-button";
import { headTags } from "~/lib/head";
import { textCases } from "../../engine/text-case";
import { pageOf } from "../../site/views/page.server";
import { toolView } from "../../site/views/tool.server";
import type { Route } from "./+types/case";

export function loader({ request }: Route.LoaderArgs) {
  return toolView(pageOf(request, "case"));
}

export const meta: Route.MetaFunction = ({ data }) => headTags(data?.head, data?.content.faqs);

/** The text case converter (unit spec 2.6): every output follows the input as you type. */
export default function CasePage({ loaderData }: Route.ComponentProps) {
  const { title, description, content } = loaderData;
  const [text, setText] = useState("");
  const id = useId();
  return (
    <article>
      <h1 className="mb-2 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mb-5 max-w-3xl text-slate-700 dark:text-slate-300">{description}</p>
      <section aria-label="Case converter" className={converterPanel}>
        <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium">
          Input Text
        </label>
        <textarea
          id={`${id}-input`}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Enter text to convert..."
          className="w-full rounded-lg border border-slate-300 bg-white p-3 text-base dark:border-slate-700 dark:bg-slate-900"
        />
        <div className="mt-4 grid gap-3 md:grid-cols-2">
          {textCases.map((c) => {
            const output = c.convert(text);
            return (
              <div
                key={c.id}
                className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950"
              >
                <div className="mb-1 flex items-center justify-between gap-2">
                  <label htmlFor={`${id}-${c.id}`} className="text-sm font-medium">
                    {c.label}
                  </label>
                  <CopyButton text={output} label="Copy" />
                </div>
                <output
                  id={`${id}-${c.id}`}
                  htmlFor={`${id}-input`}
                  className="block min-h-6 break-words whitespace-pre-wrap"
                >
                  {output}
                </output>
              </div>
            );
          })}
        </div>
      </section>
      <AdSlot />
      <ContentSection title={title} content={content} />
    </article>
  );
}

import { useId, useState } from "react";
import { converterPanel } from "~/components/converter/styles";
import { CopyButton } from "~/components/copy-button";
import { PageIntro } from "~/components/page-intro";
import { ToolBody } from "~/components/tool-body";
import { Static, useUi } from "~/framework/static-markup";
import { textCases } from "../../engine/text-case";
import type { UiKey } from "../../site/i18n/ui/en";

/** The cases a language names in its words; the joined ones (camelCase…) are names in every one. */
const NAMED: Readonly<Record<string, UiKey>> = {
  upper: "case.upper",
  lower: "case.lower",
  title: "case.title",
  sentence: "case.sentence",
};

/**
 * The text case converter (docs/spec/units.md §2.6): every output follows the input as you type.
 */
export default function CasePage() {
  const [text, setText] = useState("");
  const id = useId();
  const say = useUi();
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      <section aria-label={say("case")} className={converterPanel}>
        <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium">
          {say("case.input")}
        </label>
        <textarea
          id={`${id}-input`}
          rows={4}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={say("case.placeholder")}
          className="w-full rounded-lg border border-slate-300 bg-white p-3 text-base dark:border-slate-700 dark:bg-slate-900"
        />
        <div className="mt-4 grid gap-3 md:grid-cols-2">
          {textCases.map((c) => {
            const output = c.convert(text);
            const named = NAMED[c.id];
            return (
              <div
                key={c.id}
                className="rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-950"
              >
                <div className="mb-1 flex items-center justify-between gap-2">
                  <label htmlFor={`${id}-${c.id}`} className="text-sm font-medium">
                    {named ? say(named) : c.label}
                  </label>
                  <CopyButton text={output} label={say("case.copy")} />
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
      <Static id="body">{import.meta.env.SSR && <ToolBody />}</Static>
    </article>
  );
}

import { useLocation } from "react-router";
import { AdSlot } from "~/components/ad-slot";
import { ContentSection } from "~/components/content-section";
import { stateAt } from "~/components/converter/address-state";
import { computeWith } from "~/components/converter/converter-data";
import { inchLine } from "~/components/converter/inch-line";
import { UnitConverter } from "~/components/converter/unit-converter";
import { FaqData } from "~/components/json-ld";
import { LinkCards } from "~/components/link-cards";
import { PageIntro } from "~/components/page-intro";
import { RelatedPanel } from "~/components/related-panel";
import { UnitsTable } from "~/components/units-table";
import { Static, useServerRender, useServerView, useUi } from "~/framework/static-markup";
import { withoutMarks } from "../../engine/number-marks";
import { inchFraction } from "../../engine/quantity/inch-fraction";
import { readNumber } from "../../engine/quantity/number";
import { converterView } from "../../site/views/converter.server";
import { converterAddress } from "../../site/views/converter-address";
import { addressOf } from "../../site/views/page.server";
import type { Route } from "./+types/converter";

/**
 * What hydrates: the converter's units and defaults, computed at build time from the catalogs, and
 * for a shared address rendered on the server (`?v=&from=&to=`, server/address-pages.ts) what it
 * applies, so that the browser's first render draws the state the server drew; and the line of a
 * result in inches, whose code the browser loads only for a changed conversion.
 */
export function loader({ url }: Route.LoaderArgs) {
  const { page, language } = addressOf(url, "category", "pair", "temperature-pair");
  const { converter } = converterView(page, language);
  const address = converterAddress(url.searchParams, converter);
  const first = stateAt(
    converter,
    address,
    computeWith(converter.units, converter.display, converter.marks),
  );
  const { marks } = converter;
  const inches = inchLine(
    first,
    converter.units,
    inchFraction,
    (t) => readNumber(marks ? withoutMarks(t, marks) : t)?.value,
  );
  return { converter, ...(address && { address }), ...(inches && { inches }) };
}

/** Everything below the converter (docs/spec/units.md §2.8, 2.9), rendered on the server only. */
function ConverterBody() {
  const { title, related, popular, content, units } = useServerView("converter");
  const { t, inSentence } = useServerRender();
  const quantity = inSentence(units.quantity);
  return (
    <>
      <AdSlot />
      {related && <RelatedPanel related={related} />}
      {popular.length > 0 && (
        <section aria-labelledby="popular-title" className="below-fold mt-8">
          <h2 id="popular-title" className="mb-3 text-xl font-semibold">
            {t("converter.popular", { quantity })}
          </h2>
          <LinkCards cards={popular} />
        </section>
      )}
      <ContentSection title={title} content={content} />
      <UnitsTable table={units} />
      <FaqData faqs={content.faqs} />
    </>
  );
}

/** Category, generic, pair and temperature pages (docs/spec/units.md §2.3–2.5, 2.8). */
export default function ConverterPage({ loaderData }: Route.ComponentProps) {
  const { converter } = loaderData;
  const { pathname } = useLocation();
  const say = useUi();
  return (
    <article>
      <Static id="intro">{import.meta.env.SSR && <PageIntro />}</Static>
      {/* One route module serves every converter page: a new page starts a new converter. */}
      <UnitConverter
        key={pathname}
        data={converter}
        address={"address" in loaderData ? loaderData.address : undefined}
        firstInchLine={"inches" in loaderData ? loaderData.inches : undefined}
        placeholder={say(
          converter.display === "temperature"
            ? "converter.enter-temperature"
            : "converter.enter-value",
        )}
      />
      <Static id="body">{import.meta.env.SSR && <ConverterBody />}</Static>
    </article>
  );
}

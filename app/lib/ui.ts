import { useServerRender } from "~/framework/static-markup";
import { fill } from "../../site/i18n/messages/fill";
import { en, type Ui, type UiKey } from "../../site/i18n/ui/en";

/**
 * The words of what hydrates, in the document's language (site/i18n/ui/). The server takes them
 * from its render; the browser from the document, where a page of another language writes its own
 * (`UI_TEXT_ID`, components/document-head.tsx), so the browser's code carries English only and a
 * page ships only its language's words. A document's language never changes: a link to another
 * language opens its document (framework/document-navigation.ts).
 */
export const UI_TEXT_ID = "ui-text";

type Say = (key: UiKey, values?: Readonly<Record<string, string>>) => string;

const sayer =
  (ui: Ui): Say =>
  (key, values) =>
    values ? fill(ui[key], values) : ui[key];

let documentUi: Ui | undefined;

function fromDocument(): Ui {
  if (!documentUi) {
    const script = document.getElementById(UI_TEXT_ID);
    const own = script?.textContent ? (JSON.parse(script.textContent) as Partial<Ui>) : {};
    documentUi = { ...en, ...own };
  }
  return documentUi;
}

const useServerUi = (): Say => sayer(useServerRender().ui);
const useDocumentUi = (): Say => sayer(fromDocument());

/**
 * What a hydrating component says: `say("copy")`, `say("update.text", { site })`. Chosen once per
 * build, as `Static` is (framework/static-markup.tsx): the server's bundle reads its render.
 */
export const useUi = import.meta.env.SSR ? useServerUi : useDocumentUi;

/** The same words outside React (the unit filter's line, a lazily loaded popup). */
export function documentSays(key: UiKey, values?: Readonly<Record<string, string>>): string {
  return sayer(fromDocument())(key, values);
}

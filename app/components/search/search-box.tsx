import { type ComponentType, useEffect, useRef, useState } from "react";
import { loadChunk } from "~/framework/lazy-chunk";
import { Static, useDocumentTag, useServerRender } from "~/framework/static-markup";
import { MAX_QUERY_LENGTH, searchPathOfTag } from "../../../site/query/search-path";
import type { PopupProps } from "./search-popup";
import popupUrl from "./search-popup?chunk-url";
import { isSlashShortcut } from "./slash-shortcut";

/**
 * The site-wide search and quick-convert box (issue 15): a search landmark holding a WAI-ARIA 1.2
 * combobox with list autocomplete. This is the shell, in every page's first view: the form, an
 * empty listbox and the shortcut; the field and its label are markup rendered on the server only
 * (framework/static-markup.tsx), and their looks are in app.css. Focus or a keystroke loads the rest, once
 * (search-popup.tsx): what the field does, the popup, and the parser, index and rates behind it.
 */

/** The field, its label and the "/" hint, rendered on the server only. */
function BoxField({ id, shortcut }: { id: string; shortcut: boolean }) {
  const { t } = useServerRender();
  return (
    <>
      <label htmlFor={`${id}q`} id={`${id}t`}>
        {t("shell.search-label")}
      </label>
      <div className="relative">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="search-icon">
          <path d="M17 17l4 4M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14z" />
        </svg>
        {/* What it says and how it opens its popup is search-popup.tsx's, set on the element. */}
        {/* Named, for the form's GET to the answer page when scripts do not run. */}
        <input
          id={`${id}q`}
          name="q"
          maxLength={MAX_QUERY_LENGTH}
          role="combobox"
          aria-expanded="false"
          aria-controls={`${id}l`}
          aria-autocomplete="list"
          aria-keyshortcuts={shortcut ? "/" : undefined}
          placeholder={t("shell.search-placeholder")}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          className="search-field"
        />
        {/* The field names its shortcut (aria-keyshortcuts): the hint is for the eyes only. */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> takes no focus */}
        <kbd aria-hidden="true" className="search-key">
          /
        </kbd>
      </div>
      {/* Until the popup replaces it with its own: aria-controls must name an element. */}
      <div role="listbox" id={`${id}l`} aria-labelledby={`${id}t`} data-placeholder hidden />
    </>
  );
}
export function SearchBox({
  place,
  name,
  shortcut = false,
}: {
  place: "header" | "home";
  /** The landmark's name: the home page, with two boxes, tells them apart by it. */
  name: string;
  /** Whether "/" focuses this box: one box a page. */
  shortcut?: boolean;
}) {
  // One box a place: its ids need not be generated.
  const id = `search-${place}-`;
  // Without scripts, Enter asks the answer page of the document's language.
  const tag = useDocumentTag();
  const form = useRef<HTMLFormElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // Enter before the popup could answer: it answers as soon as it can.
  const entered = useRef(false);
  const [Popup, setPopup] = useState<ComponentType<PopupProps>>();
  // The field is the server's markup, found once it is in the document. Only the box "/" focuses
  // names the shortcut, and so shows its hint (app.css).
  useEffect(() => {
    const input = form.current?.querySelector("input");
    if (!input) return;
    field.current = input;
    // The server wrote it for its page; a navigation to or from the home page changes it.
    if (!shortcut) return input.removeAttribute("aria-keyshortcuts");
    if (!input.hasAttribute("aria-keyshortcuts")) input.setAttribute("aria-keyshortcuts", "/");
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSlashShortcut(event)) return;
      event.preventDefault();
      input.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [shortcut]);

  // Nothing to report if it fails (offline, never cached): the next focus or keystroke tries again.
  const start = () =>
    Popup ||
    loadChunk<typeof import("./search-popup")>(popupUrl).then(
      (m) => setPopup(() => m.SearchPopup),
      () => {},
    );

  return (
    // A form, for the Enter of a phone's keyboard; its role, for the browsers without <search>.
    // Without scripts, Enter asks the answer page (routes/search.tsx); with them, the popup answers.
    // biome-ignore lint/a11y/useSemanticElements: role="search" is the landmark every browser maps
    <form
      ref={form}
      action={searchPathOfTag(tag)}
      method="get"
      role="search"
      aria-label={name}
      className={`search-${place}`}
      onFocus={start}
      onInput={start}
      onSubmit={(event) => {
        event.preventDefault();
        entered.current = true;
        start();
      }}
    >
      {/* The header's box is the same on every page: a navigation leaves it as it is. */}
      <Static id={`${id}box`} constant={place === "header"}>
        {import.meta.env.SSR && <BoxField id={id} shortcut={shortcut} />}
      </Static>
      {Popup && <Popup id={id} field={field} entered={entered} />}
    </form>
  );
}

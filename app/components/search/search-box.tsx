import { type ComponentType, useId, useRef, useState } from "react";
import type { PopupProps } from "./search-popup";
import popupUrl from "./search-popup?chunk-url";
import { useSlashShortcut } from "./slash-shortcut";

/**
 * The site-wide search and quick-convert box (issue 15): a search landmark holding a WAI-ARIA 1.2
 * combobox with list autocomplete. This is the shell, in every page's first view: the field, its
 * label and shortcut, an empty listbox; its looks are in app.css. Focus or a keystroke loads the
 * rest, once (search-popup.tsx): what the field does, the popup, and the parser, index and rates
 * behind it.
 */
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
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  // Enter before the popup could answer: it answers as soon as it can.
  const entered = useRef(false);
  const [Popup, setPopup] = useState<ComponentType<PopupProps>>();
  useSlashShortcut(field, shortcut);

  // Nothing to report if it fails (offline, never cached): the next focus or keystroke tries again.
  const start = () =>
    Popup ||
    (import(/* @vite-ignore */ popupUrl) as Promise<typeof import("./search-popup")>).then(
      (m) => setPopup(() => m.SearchPopup),
      () => {},
    );

  return (
    // A form, for the Enter of a phone's keyboard; its role, for the browsers without <search>.
    // biome-ignore lint/a11y/useSemanticElements: role="search" is the landmark every browser maps
    <form
      role="search"
      aria-label={name}
      className={`search-${place}`}
      onSubmit={(event) => {
        event.preventDefault();
        entered.current = true;
        start();
      }}
    >
      <label htmlFor={`${id}q`} id={`${id}t`}>
        Convert or search units
      </label>
      <div className="relative">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="search-icon">
          <path d="M17 17l4 4M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14z" />
        </svg>
        {/* What it says and how it opens its popup is search-popup.tsx's, set on the element. */}
        <input
          ref={field}
          id={`${id}q`}
          role="combobox"
          aria-expanded="false"
          aria-controls={`${id}l`}
          aria-autocomplete="list"
          aria-keyshortcuts={shortcut ? "/" : undefined}
          placeholder="5 ft 3 in to cm, psi…"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          onFocus={start}
          onInput={start}
          className="search-field"
        />
        {shortcut && (
          // The field names its shortcut (aria-keyshortcuts): the hint is for the eyes only.
          // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> takes no focus
          <kbd aria-hidden="true" className="search-key">
            /
          </kbd>
        )}
      </div>
      {Popup ? (
        <Popup id={id} field={field} entered={entered} />
      ) : (
        <div role="listbox" id={`${id}l`} aria-labelledby={`${id}t`} hidden />
      )}
    </form>
  );
}

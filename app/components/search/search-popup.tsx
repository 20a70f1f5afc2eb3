import { type RefObject, useEffect, useEffectEvent, useLayoutEffect, useState } from "react";
import { useNavigate } from "react-router";
import { documentSays } from "~/framework/static-markup";
import { type Answerer, loadQuery, onToolsLoaded } from "./load-query";
import { inLanguage, moved, optionsOf, statusOf } from "./options";

export interface PopupProps {
  /** The box's id: its field is `${id}q`, its label `${id}t`, this listbox `${id}l`. */
  readonly id: string;
  readonly field: RefObject<HTMLInputElement | null>;
  /** Set when Enter was pressed before the answers could be given: they then open at once. */
  readonly entered: RefObject<boolean>;
}

/** The caret keys: they move in the field, so typing goes to the field and no option is active. */
const CARET = new Set(["ArrowLeft", "ArrowRight", "Home", "End"]);

const option =
  "cursor-pointer rounded-md px-3 py-2 hover:bg-slate-100 aria-selected:bg-blue-600 aria-selected:text-white dark:hover:bg-slate-800";

/**
 * What the search box does once it is used (search-box.tsx loads it on focus or the first
 * keystroke): it answers what is typed at each keystroke, and lists the answer, then pages to open,
 * in a listbox that follows the WAI-ARIA APG's list-autocomplete combobox. The arrow keys move the
 * active option (aria-activedescendant: focus stays in the field), Enter or a click opens it (the
 * first when none is active), Escape closes the list, then clears the field. The field is the
 * shell's, rendered once and never again by React: its value, its state attributes and its events
 * are handled here, on the element.
 */
export function SearchPopup({ id, field, entered }: PopupProps) {
  const [answer, setAnswer] = useState<Answerer>();
  const [failed, setFailed] = useState(false);
  // What the field holds and whether it has focus: read from it when this mounts (below).
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const navigate = useNavigate();
  // The tools' readers load on a question of theirs: the answer is asked again when they are here.
  const [, toolsLoaded] = useState(0);
  useEffect(() => onToolsLoaded(() => toolsLoaded((n) => n + 1)), []);

  const result = answer && query.trim() !== "" ? answer(query) : undefined;
  const options = result ? optionsOf(result, answerPage) : [];
  const shown = open && options.length > 0;
  // Without an answer, why ("meters measure length, kilograms measure mass") shows above the pages.
  const reason = failed
    ? documentSays("search.failed")
    : result?.answer || result?.calculation || result?.tool
      ? undefined
      : result?.message;
  const why = open ? reason : undefined;
  const optionId = (i: number) => `${id}o${i}`;

  // Once for every box of the page (loadQuery keeps it), again after a failure.
  const load = useEffectEvent(() => {
    if (answer) return;
    loadQuery().then(
      (loaded) => {
        setAnswer(() => loaded);
        setFailed(false);
      },
      () => setFailed(true),
    );
  });

  function close() {
    setOpen(false);
    setActive(-1);
  }

  /**
   * The answer page's address for a text: the form's own action (search-box.tsx; the field is
   * always in it), so that this lazy chunk shares no module with the page's first view.
   */
  function answerPage(text: string): string {
    const action = new URL(field.current?.form?.action ?? location.href);
    action.search = new URLSearchParams({ q: text }).toString();
    return action.pathname + action.search;
  }

  function go(path: string) {
    close();
    field.current?.blur();
    // A page in the document's language opens in the app; another (English only so far, or the
    // answer page) opens its own document, as links to another language do.
    if (inLanguage(path, document.documentElement.lang)) navigate(path);
    else location.assign(path);
  }

  /**
   * Enter: the active option, else the first (the answer, when there is one); with none, the
   * answer page, which says why there is no answer.
   */
  function choose() {
    const chosen = options[active] ?? options[0];
    const text = field.current?.value.trim() ?? "";
    if (chosen) go(chosen.path);
    else if (text !== "") go(answerPage(text));
  }

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    const { key } = event;
    if (key === "ArrowDown" || key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      setActive(moved(shown ? active : -1, options.length, key));
    } else if (key === "Enter" && !event.isComposing) {
      event.preventDefault();
      if (answer) choose();
      else entered.current = true;
    } else if (key === "Escape") {
      if (shown || why) close();
      else if (query !== "" && field.current) {
        field.current.value = "";
        setQuery("");
      } else return;
      event.preventDefault();
    } else if (CARET.has(key)) setActive(-1);
  });

  const answerEntered = useEffectEvent(() => {
    if (!entered.current) return;
    entered.current = false;
    choose();
  });

  // The field's events, on the element: React renders it once, in the shell. Attached as soon as
  // this is in the document (a layout effect), and what was typed while it was being rendered is
  // read again: no keystroke falls between the field and its listeners.
  useLayoutEffect(() => {
    const input = field.current;
    if (!input) return;
    // The server's empty listbox (search-box.tsx): this one's replaces it.
    input.form?.querySelector("[data-placeholder]")?.remove();
    setQuery(input.value);
    setOpen(document.activeElement === input);
    load();
    const onInput = () => {
      setQuery(input.value);
      setOpen(true);
      setActive(-1);
    };
    const onFocus = () => {
      setOpen(true);
      load();
    };
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    const onKey = (event: KeyboardEvent) => onKeyDown(event);
    input.addEventListener("input", onInput);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    input.addEventListener("keydown", onKey);
    return () => {
      input.removeEventListener("input", onInput);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      input.removeEventListener("keydown", onKey);
    };
  }, [field]);

  // Enter pressed before the answers were loaded opens the answer once they are.
  useEffect(() => {
    if (answer) answerEntered();
  }, [answer]);

  // The combobox's state, on the element the shell rendered.
  useEffect(() => {
    const input = field.current;
    if (!input) return;
    input.setAttribute("aria-expanded", String(shown));
    if (shown && active >= 0) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
    // A long list scrolls: keep the active option in sight.
    if (shown && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  return (
    <>
      <div
        hidden={!shown && !why}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-900"
      >
        {why && <p className="px-3 py-2 text-slate-700 dark:text-slate-300">{why}</p>}
        <div role="listbox" id={`${id}l`} aria-labelledby={`${id}t`}>
          {options.map((o, i) => (
            // The keys are the field's (aria-activedescendant): an option takes neither focus nor keys.
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: see above
            <div
              key={o.path}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // Keep focus in the field: a click opens the option, it does not leave the box first.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(o.path)}
              className={o.answer ? `${option} text-lg font-semibold tabular-nums` : option}
            >
              {o.text}
              {o.note && <span className="block text-sm font-normal">{o.note}</span>}
            </div>
          ))}
        </div>
      </div>
      <p role="status" className="sr-only">
        {failed
          ? documentSays("search.failed")
          : result && open
            ? statusOf(result, options.length, documentSays)
            : ""}
      </p>
    </>
  );
}

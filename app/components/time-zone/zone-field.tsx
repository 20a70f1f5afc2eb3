import { useDocumentTag, useUi } from "~/framework/static-markup";
import { formatOffset, zonedTime } from "../../../engine/time-zone";
import { zoneNameIn } from "../../../site/time-zone/words";
import type { ZoneAnswer } from "../../../site/time-zone/zone-search";
import { unitSelect } from "../converter/styles";

/** A zone field's text and what it names. */
export interface ZoneFieldState {
  readonly text: string;
  readonly answer: ZoneAnswer;
}

interface ZoneFieldProps {
  readonly id: string;
  readonly name: "from" | "to";
  readonly label: string;
  /** The city list's `<datalist>`, once it has loaded (a `list` must name one that exists). */
  readonly listId: string | undefined;
  readonly state: ZoneFieldState;
  /** The instant shown, when there is one: the zone's offset (and name) then. */
  readonly at: number | undefined;
  readonly onText: (text: string) => void;
  readonly onPick: (zone: string) => void;
  readonly onFirstFocus: () => void;
}

/**
 * A zone, typed or picked from the city list (a `<datalist>` filled once the list has loaded), and
 * under it what the text names: the zone and its offset, the zones an abbreviation may mean as
 * buttons to pick from, or that it names none.
 */
export function ZoneField(props: ZoneFieldProps) {
  const { id, name, label, listId, state, at } = props;
  const { answer } = state;
  const say = useUi();
  const tag = useDocumentTag();
  const invalid = answer.kind === "none" && state.text.trim() !== "";
  return (
    <div className="min-w-56 flex-1">
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={name}
        list={listId}
        className={`${unitSelect} w-full`}
        autoComplete="off"
        spellCheck={false}
        placeholder={say("tz.placeholder")}
        value={state.text}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={`${id}-found`}
        onFocus={props.onFirstFocus}
        onChange={(e) => props.onText(e.target.value)}
      />
      <div id={`${id}-found`} className="mt-1 min-h-5 text-sm" aria-live="polite">
        {answer.kind === "zone" && (
          <span className="text-slate-700 dark:text-slate-300">
            {at === undefined
              ? answer.zone
              : say("tz.found", {
                  zone: answer.zone,
                  offset: formatOffset(zonedTime(answer.zone, at).offset),
                })}
            {/* Its name in the page's language, CLDR's; English names it by its id alone. */}
            {at !== undefined && tag !== "en" && (
              <span className="block">{zoneNameIn(tag, answer.zone, at)}</span>
            )}
          </span>
        )}
        {invalid && (
          <span className="text-red-700 dark:text-red-400">
            {say("tz.none", { text: state.text.trim() })}
          </span>
        )}
        {answer.kind === "choose" && (
          <fieldset>
            <legend className="text-amber-800 dark:text-amber-300">
              {say("tz.choose", { text: state.text.trim() })}
            </legend>
            <ul className="mt-1 flex flex-col gap-1">
              {answer.candidates.map((c) => (
                <li key={`${c.zone} ${c.where}`}>
                  <button
                    type="button"
                    className="rounded border border-slate-300 px-2 py-1 text-left hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
                    onClick={() => props.onPick(c.zone)}
                  >
                    {c.where} ({c.zone})
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
    </div>
  );
}

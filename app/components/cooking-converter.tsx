import { useId, useState } from "react";
import { useUi } from "~/framework/static-markup";
import {
  COOKING_UNITS,
  type CookingUnit,
  convertCooking,
  type KitchenWords,
  kitchenAmount,
} from "../../engine/cooking";
import { INGREDIENTS } from "../../site/cooking/ingredients";
import { afterNumberReader, loadedFullReader, readField } from "./converter/number-reader";
import { converterPanel, unitSelect, valueField } from "./converter/styles";
import { FieldProblem } from "./field";

/** A stick is a quarter pound of butter: offered for butter and margarine only. */
const STICK_INGREDIENTS = new Set(["butter", "unsalted-butter", "margarine"]);
const label = "mb-1 block text-sm font-medium";

/** A text to compare as a visitor types it: lower case, without accents ("azucar" is "azúcar"). */
function folded(text: string): string {
  return text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
}

/** Whether an ingredient answers a filter: every word typed is in one of its names or its words. */
function matches(filter: string, text: string): boolean {
  const all = folded(text);
  return folded(filter)
    .split(/\s+/)
    .every((word) => all.includes(word));
}

/**
 * A page's words in another language than English: its ingredients' and units' names
 * (site/i18n/cooking/); an English page has none and says the data's own.
 */
interface CookingPageWords {
  readonly names: Readonly<Record<string, string>>;
  readonly units: Readonly<Record<CookingUnit, string>>;
}

/**
 * Cooking by ingredient (issue 24): an amount of an ingredient from one unit to another, through
 * its grams per US cup (engine/cooking.ts, site/cooking/ingredients.ts). The ingredient list
 * narrows as a visitor types in the filter above it.
 */
export function CookingConverter({
  initial,
  kitchen,
  words,
}: {
  initial: string;
  /** How the page writes amounts (engine/cooking.ts): its language's measures and marks. */
  kitchen: KitchenWords;
  words?: CookingPageWords | undefined;
}) {
  const [ingredientId, setIngredientId] = useState(initial);
  const [filter, setFilter] = useState("");
  const [amount, setAmount] = useState("1");
  const [from, setFrom] = useState<CookingUnit>("us_cup");
  const [to, setTo] = useState<CookingUnit>("g");
  const id = useId();
  const say = useUi();
  const nameOf = (i: { id: string; name: string }) => words?.names[i.id] ?? i.name;
  // Found by its name in the page's language, by its English name and by the data's words.
  const searched = (i: { id: string; name: string; words: string }) =>
    `${nameOf(i)} ${i.name} ${i.words}`;

  const ingredient = INGREDIENTS.find((i) => i.id === ingredientId) ?? INGREDIENTS[0];
  const shown = INGREDIENTS.filter(
    (i) => i.id === ingredient?.id || matches(filter.trim(), searched(i)),
  );
  const units = COOKING_UNITS.filter(
    (u) => u.id !== "stick" || STICK_INGREDIENTS.has(ingredient?.id ?? ""),
  );
  // Read as the visitor writes numbers (the page's marks, else the browser's); a fraction ("2/3")
  // or a group mark waits for the full number reader, which loads on the first edit.
  const [, readerLoaded] = useState(false);
  const value = amount.trim() === "" ? undefined : readField(amount, true, kitchen.marks);
  const waiting = value === undefined && !loadedFullReader();
  const unmatched =
    filter.trim() !== "" && !INGREDIENTS.some((i) => matches(filter.trim(), searched(i)));
  const problem =
    amount.trim() !== "" && !waiting && (value === undefined || value < 0)
      ? say("cooking.not-amount", { text: amount.trim() })
      : unmatched
        ? say("cooking.no-match", { text: filter.trim() })
        : undefined;
  const result =
    ingredient && value !== undefined && value >= 0
      ? kitchenAmount(convertCooking(value, from, to, ingredient.gramsPerCup), to, kitchen)
      : "";
  const unitOptions = units.map((u) => (
    <option key={u.id} value={u.id}>
      {words?.units[u.id] ?? u.label}
    </option>
  ));

  return (
    <section aria-label={say("cooking")} className={converterPanel}>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-filter`} className={label}>
            {say("cooking.find")}
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className={`${valueField} w-full`}
            autoComplete="off"
            placeholder={say("cooking.find-hint")}
            value={filter}
            aria-controls={`${id}-ingredient`}
            onChange={(e) => {
              setFilter(e.target.value);
              const first = INGREDIENTS.find((i) => matches(e.target.value.trim(), searched(i)));
              if (first) setIngredientId(first.id);
            }}
          />
        </div>
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-ingredient`} className={label}>
            {say("cooking.ingredient")}
          </label>
          <select
            id={`${id}-ingredient`}
            className={`${unitSelect} w-full`}
            value={ingredient?.id}
            onChange={(e) => setIngredientId(e.target.value)}
          >
            {shown.map((i) => (
              <option key={i.id} value={i.id}>
                {nameOf(i)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <div className="min-w-28 flex-1">
          <label htmlFor={`${id}-amount`} className={label}>
            {say("cooking.amount")}
          </label>
          <input
            id={`${id}-amount`}
            className={`${valueField} w-full`}
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={amount}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-problem`}
            onChange={(e) => {
              setAmount(e.target.value);
              afterNumberReader(() => readerLoaded(true));
            }}
          />
        </div>
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-from`} className={label}>
            {say("cooking.from")}
          </label>
          <select
            id={`${id}-from`}
            className={`${unitSelect} w-full`}
            value={from}
            onChange={(e) => setFrom(e.target.value as CookingUnit)}
          >
            {unitOptions}
          </select>
        </div>
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-to`} className={label}>
            {say("cooking.to")}
          </label>
          <select
            id={`${id}-to`}
            className={`${unitSelect} w-full`}
            value={to}
            onChange={(e) => setTo(e.target.value as CookingUnit)}
          >
            {unitOptions}
          </select>
        </div>
      </div>
      <FieldProblem id={`${id}-problem`} problem={problem} />
      <output
        htmlFor={`${id}-amount ${id}-from ${id}-to ${id}-ingredient`}
        aria-live="polite"
        aria-label={say("cooking.result")}
        className="mt-1 block text-2xl font-semibold tabular-nums"
      >
        {result}
      </output>
      {ingredient && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {say("cooking.per-cup", {
            name: nameOf(ingredient),
            amount: kitchenAmount(ingredient.gramsPerCup, "g", kitchen),
          })}
        </p>
      )}
    </section>
  );
}

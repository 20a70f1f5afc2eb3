import { useId, useState } from "react";
import {
  COOKING_UNITS,
  type CookingUnit,
  convertCooking,
  kitchenAmount,
} from "../../engine/cooking";
import { readNumber } from "../../engine/quantity/number";
import { INGREDIENTS } from "../../site/cooking/ingredients";
import { converterPanel, unitSelect, valueField } from "./converter/styles";
import { FieldProblem } from "./field";

/** A stick is a quarter pound of butter: offered for butter and margarine only. */
const STICK_INGREDIENTS = new Set(["butter", "unsalted-butter", "margarine"]);
const label = "mb-1 block text-sm font-medium";

/** Whether an ingredient answers a filter: every word typed is in its name or its words. */
function matches(filter: string, name: string, words: string): boolean {
  const text = `${name} ${words}`.toLowerCase();
  return filter
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/**
 * Cooking by ingredient (issue 24): an amount of an ingredient from one unit to another, through
 * its grams per US cup (engine/cooking.ts, site/cooking/ingredients.ts). The ingredient list
 * narrows as a visitor types in the filter above it.
 */
export function CookingConverter({ initial }: { initial: string }) {
  const [ingredientId, setIngredientId] = useState(initial);
  const [filter, setFilter] = useState("");
  const [amount, setAmount] = useState("1");
  const [from, setFrom] = useState<CookingUnit>("us_cup");
  const [to, setTo] = useState<CookingUnit>("g");
  const id = useId();

  const ingredient = INGREDIENTS.find((i) => i.id === ingredientId) ?? INGREDIENTS[0];
  const shown = INGREDIENTS.filter(
    (i) => i.id === ingredient?.id || matches(filter.trim(), i.name, i.words),
  );
  const units = COOKING_UNITS.filter(
    (u) => u.id !== "stick" || STICK_INGREDIENTS.has(ingredient?.id ?? ""),
  );
  const value = amount.trim() === "" ? undefined : readNumber(amount)?.value;
  const unmatched =
    filter.trim() !== "" && !INGREDIENTS.some((i) => matches(filter.trim(), i.name, i.words));
  const problem =
    amount.trim() !== "" && (value === undefined || value < 0)
      ? `Not an amount: “${amount.trim()}”.`
      : unmatched
        ? `No ingredient matches “${filter.trim()}”.`
        : undefined;
  const result =
    ingredient && value !== undefined && value >= 0
      ? kitchenAmount(convertCooking(value, from, to, ingredient.gramsPerCup), to)
      : "";
  const unitOptions = units.map((u) => (
    <option key={u.id} value={u.id}>
      {u.label}
    </option>
  ));

  return (
    <section aria-label="Cooking converter" className={converterPanel}>
      <div className="flex flex-wrap gap-2">
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-filter`} className={label}>
            Find an ingredient
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            className={`${valueField} w-full`}
            autoComplete="off"
            placeholder="flour, honey, oats…"
            value={filter}
            aria-controls={`${id}-ingredient`}
            onChange={(e) => {
              setFilter(e.target.value);
              const first = INGREDIENTS.find((i) =>
                matches(e.target.value.trim(), i.name, i.words),
              );
              if (first) setIngredientId(first.id);
            }}
          />
        </div>
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-ingredient`} className={label}>
            Ingredient
          </label>
          <select
            id={`${id}-ingredient`}
            className={`${unitSelect} w-full`}
            value={ingredient?.id}
            onChange={(e) => setIngredientId(e.target.value)}
          >
            {shown.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <div className="min-w-28 flex-1">
          <label htmlFor={`${id}-amount`} className={label}>
            Amount
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
            onChange={(e) => setAmount(e.target.value)}
          />
        </div>
        <div className="min-w-40 flex-1">
          <label htmlFor={`${id}-from`} className={label}>
            From
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
            To
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
        aria-label="Result"
        className="mt-1 block text-2xl font-semibold tabular-nums"
      >
        {result}
      </output>
      {ingredient && (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {ingredient.name}: {kitchenAmount(ingredient.gramsPerCup, "g")} per US cup.
        </p>
      )}
    </section>
  );
}

import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import {
  AMOUNT_ATTRIBUTE,
  COINS_ATTRIBUTE,
  FROM_SELECT,
  NAME_ATTRIBUTE,
  TO_SELECT,
} from "../money/money-dom";

/** What the history follows of the page's converter. */
export interface ConverterReading {
  readonly from: string;
  readonly to: string;
  /** The From amount in plain digits and one point (the field's AMOUNT_ATTRIBUTE), "" when empty. */
  readonly amount: string;
  /** The code of a side that is a coin (offered in the coins' group), if one is. */
  readonly coin?: string;
  /** Their names, as the converter's options give them (NAME_ATTRIBUTE): "US Dollar". */
  readonly fromName: string;
  readonly toName: string;
}

/**
 * A side's name: its option's NAME_ATTRIBUTE, which the From select's options carry (the To
 * select's are the same currencies without them: currency-options.tsx), else the code.
 */
const nameOf = (select: HTMLSelectElement, named: HTMLSelectElement) =>
  select.selectedOptions[0]?.getAttribute(NAME_ATTRIBUTE) ??
  [...named.options].find((o) => o.value === select.value)?.getAttribute(NAME_ATTRIBUTE) ??
  select.value;

/** Whether a select's chosen option is one of the converter's coins. */
const isCoinChoice = (select: HTMLSelectElement) =>
  select.selectedOptions[0]?.closest("optgroup")?.hasAttribute(COINS_ATTRIBUTE) === true;

/**
 * The converter of the page holding `within`: the money converter's form, found by the names it
 * gives its controls and its options' groups and names (money-dom.ts, which the converter and its
 * options write them from).
 * The history reads the converter rather than taking its state as props so that nothing of it
 * travels in the first view (docs/decisions/026-rate-chart.md): the converter is unchanged.
 */
function controls(within: Element) {
  const scope = within.closest("article") ?? document;
  const from = scope.querySelector<HTMLSelectElement>(`select#${FROM_SELECT}`);
  const to = scope.querySelector<HTMLSelectElement>(`select#${TO_SELECT}`);
  const form = from?.closest("section");
  const amount = form?.querySelector<HTMLInputElement>(`input[${AMOUNT_ATTRIBUTE}]`) ?? undefined;
  return from && to && form ? { from, to, amount, form } : undefined;
}

function readConverter(within: Element): ConverterReading | undefined {
  const found = controls(within);
  if (!found) return undefined;
  const coin = [found.from, found.to].find(isCoinChoice)?.value;
  return {
    from: found.from.value,
    to: found.to.value,
    amount: found.amount?.getAttribute(AMOUNT_ATTRIBUTE) ?? "",
    fromName: nameOf(found.from, found.from),
    toName: nameOf(found.to, found.from),
    ...(coin !== undefined && { coin }),
  };
}

const same = (a: ConverterReading | undefined, b: ConverterReading | undefined) =>
  a?.from === b?.from && a?.to === b?.to && a?.amount === b?.amount && a?.coin === b?.coin;

/**
 * The converter's From, To and amount, followed as the visitor changes them. A choice, a swap or
 * an address the converter applies changes its rate line ("1 USD = … EUR": a mutation), typing
 * fires `input`, and a navigation within the page (back, forward, a search answer's address) is
 * applied by the converter as it happens; each is read again once React has committed (a task
 * later). Reading the navigation through React Router also keeps React in React Router's chunk:
 * a lazy chunk that imported React alone would split it from there, and every page would load
 * it as a chunk of its own (decision 026).
 */
export function useConverterReading(
  anchor: React.RefObject<Element | null>,
): ConverterReading | undefined {
  // Mounted after the converter: its controls are in the document from the first render.
  const [reading, setReading] = useState(() => readConverter(document.body));
  const { key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` reads the converter again
  useEffect(() => {
    const within = anchor.current;
    const found = within && controls(within);
    if (!within || !found) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const next = readConverter(within);
        setReading((last) => (same(last, next) ? last : next));
      });
    };
    read();
    const mutations = new MutationObserver(read);
    mutations.observe(found.form, { subtree: true, childList: true, characterData: true });
    found.form.addEventListener("input", read);
    found.form.addEventListener("change", read);
    found.form.addEventListener("click", read);
    return () => {
      clearTimeout(timer);
      mutations.disconnect();
      found.form.removeEventListener("input", read);
      found.form.removeEventListener("change", read);
      found.form.removeEventListener("click", read);
    };
  }, [anchor, key]);
  return reading;
}

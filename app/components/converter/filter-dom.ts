/**
 * The select filter's DOM contract: the attributes by which its field names what it filters. The
 * field is server markup that React never renders in the browser (select-filter.tsx writes it);
 * filter-trigger.ts tells a filter field by FILTER_NOUN and loads filter-controller.ts, which
 * finds the select, the status line and the select lending its words through the others. Both
 * sides spell them from here, so a rename is one edit. Should the reading stop finding them,
 * tests/e2e/unit-picker.spec.ts ("the filter narrows the list by symbol, and Enter chooses the
 * first match") and tests/e2e/world-currencies.spec.ts ("the filter finds a currency by its name,
 * its country or its name there": the To select borrows the From select's words) fail.
 */

/** What the options are, in the plural ("units", "currencies"): marks a field as a filter. */
export const FILTER_NOUN = "data-filter";
/** The id of the select the field narrows. */
export const FILTER_SELECT = "aria-controls";
/** The id of the line that says how many options match. */
export const FILTER_STATUS = "aria-describedby";
/** The id of a select with the same options whose words (`data-terms`) these options lack. */
export const FILTER_TERMS_FROM = "data-terms-from";

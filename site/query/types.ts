/**
 * The answer to a free-text question ("5 ft 3 in to cm", "1,5 km in mi", "psi"), as the search
 * box shows it and `GET /api/query` returns it (issue 15).
 */

/** One side of an answer: the unit, named by the page that offers it and that page's code. */
export interface AnswerSide {
  /** Slug of the converter page that offers the unit (`length`, `currency-converter`). */
  readonly page: string;
  /** The unit's code on that page (`ft`, `USD`). */
  readonly code: string;
  /** The unit's full name ("Foot", "US Dollar"). */
  readonly label: string;
}

export interface QueryAnswer {
  /** The quantity asked about, in the `from` unit (a compound "5 ft 3 in" is 5.25 ft). */
  readonly value: number;
  readonly from: AnswerSide;
  readonly to: AnswerSide;
  /** The result in the `to` unit, unrounded. */
  readonly result: number;
  /** The answer as the site shows it: "5 ft 3 in = 160.02 cm", "≈ 5 3/16 in", "2 st 4 lb". */
  readonly display: string;
  /** The converter page with the value and units in its address: `/length?v=5.25&from=ft&to=cm`. */
  readonly path: string;
}

/** A page worth opening for the question: "Torque Converter", with N·m chosen. */
export interface Suggestion {
  readonly title: string;
  readonly path: string;
}

/** A calculation's answer ("15 km/h * 30 min"): how it was read, and its result. */
interface CalculationAnswer {
  /** The expression as it was read: "(15 km/h) × (30 min)". */
  readonly reading: string;
  /** The result in `unit`, to 15 significant digits (the display rounds further). */
  readonly result: number;
  /** What `result` is in, as written: "km", "in" for "5 ft 8.9 in", "%"; "" for a plain number. */
  readonly unit: string;
  /** The result as the site shows it: "7.5 km", "5 ft 8.9 in". */
  readonly display: string;
}

/** A tool's answer ("US ring size 7 in mm"): how it was read, the answer, the tool's page. */
interface ToolAnswer {
  /** "US & Canada ring size 7". */
  readonly reading: string;
  /** "US & Canada ring size 7 = 17.3 mm across, 54.2 mm around the inside". */
  readonly display: string;
  /** The tool's page: `/ring-size-converter`. */
  readonly path: string;
}

export interface QueryResult {
  readonly query: string;
  /** A conversion's answer; null for a calculation, whose answer is `calculation`. */
  readonly answer: QueryAnswer | null;
  readonly calculation?: CalculationAnswer;
  /** A tool's answer: a size, an ingredient's weight, a time; `message` names its standard. */
  readonly tool?: ToolAnswer;
  readonly suggestions: readonly Suggestion[];
  /**
   * What was understood ("Read 1,234 as 1234", "nm read as nanometre"), the standard a tool's
   * answer follows, or why there is no answer.
   */
  readonly message?: string;
}

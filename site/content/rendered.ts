/** A converter page's content as the page receives it: every number already computed. */
export interface RenderedContent {
  readonly about: readonly string[];
  readonly table: readonly {
    readonly from: string;
    readonly to: string;
    readonly result: string;
  }[];
  readonly formulas: readonly {
    readonly title: string;
    readonly formula: string;
    readonly example: string;
  }[];
  readonly useCases: readonly string[];
  readonly guides: readonly RenderedText[];
  readonly tips: readonly RenderedText[];
  readonly faqs: readonly { readonly question: string; readonly answer: string }[];
}

export interface RenderedText {
  readonly title: string;
  readonly content: readonly string[];
}

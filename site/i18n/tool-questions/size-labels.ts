import type { RingSizeQuestionWords } from "../../../engine/ring-size-question.ts";
import type { ShoeSizeQuestionWords } from "../../../engine/shoe-size-question.ts";
import type { Ui } from "../ui/en.ts";

/**
 * The sizing systems' names in a size answer: the ones the language's converter page shows
 * (site/i18n/ui/<language>.ts), so the box and the page name a system alike.
 */
export const ringLabels = (ui: Ui): RingSizeQuestionWords["labels"] => ({
  us: ui["ring.us"],
  uk: ui["ring.uk"],
  iso: ui["ring.iso"],
  ch: ui["ring.ch"],
  jp: ui["ring.jp"],
});

export const shoeLabels = (ui: Ui): ShoeSizeQuestionWords["labels"] => ({
  "us-men": ui["shoe.us-men"],
  "us-women": ui["shoe.us-women"],
  "us-boys": ui["shoe.us-boys"],
  "us-girls": ui["shoe.us-girls"],
  "uk-adult": ui["shoe.uk-adult"],
  "uk-child": ui["shoe.uk-child"],
  eu: ui["shoe.eu"],
  mondopoint: ui["shoe.mondopoint"],
  "foot-cm": ui["shoe.foot-cm"],
  "foot-in": ui["shoe.foot-in"],
});

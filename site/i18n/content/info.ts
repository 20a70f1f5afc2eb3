import { type InfoWords, info } from "../../content/info/index.ts";
import type { Language } from "../languages.ts";
import { info as de } from "./de/info.ts";
import { info as es } from "./es/info.ts";
import { info as fr } from "./fr/info.ts";
import { info as pt } from "./pt/info.ts";

/** The words of the site's own pages in every language (site/content/info/), read on the server. */
export const INFO: Readonly<Record<Language, InfoWords>> = { en: info, es, de, fr, pt };

/**
 * What a zone field loads on first focus (loadChunk): the city list and the rules that find a zone
 * by what is typed. The cities are 12 KB of gzip, kept out of the page's first view.
 */
export { cityOptions, findZone } from "../../../site/time-zone/zone-search";

/**
 * The page's data block: what a server render hands to the browser with its HTML, in a
 * `<script type="application/json">` element. A data block is never executed, so the
 * Content-Security-Policy keeps `script-src 'self'` with no inline script, no nonce and no hash;
 * the browser reads it with JSON.parse. '<' (and '>', '&', U+2028, U+2029) are escaped, so no
 * text in the shop's data can close the element.
 *
 * The server gets it in pieces (PagePiece): a kept shop answer's JSON as its UTF-8 bytes, made
 * once per answer, the rest as text. Encoding the whole page to bytes per render cost about 2 ms
 * of a categories-home render, most of it the answer's JSON again and again: joined to React's
 * markup (a string of thousands of pieces, some with characters beyond Latin-1) it was flattened
 * into one two-byte string and encoded whole (docs/bench.md, the render's CPU).
 */
import type { ShopApiCache } from '../../api/pageHydration';
import type { Lang } from '../../api/types';
import type { Namespace } from '../../features/locale/textNamespaces';
import { jsonForScript } from '../../lib/scriptJson';
import { isLang } from '../../lib/languages';
import { textsFor } from '../../lib/localisedText';
import type { RootState } from '../../state/rootState';

export { PAGE_DATA_ID } from './pageDataId';
import { PAGE_DATA_ID } from './pageDataId';
import type { PagePiece } from './renderContract';
export const PAGE_DATA_VERSION = 1;

export interface PageData {
  version: typeof PAGE_DATA_VERSION;
  /** the build that rendered it: another build's page is rendered again in the browser */
  buildId: string;
  lang: Lang;
  /** the server's "now" for the render (the programme's "today") */
  renderedAt: number;
  /** the storefront's origin the server rendered for (canonical links) */
  origin: string;
  /** the route shown (its page's chunk) and the texts its render used beyond the core ones */
  route: string | null;
  namespaces: Namespace[];
  /** the store's slices as the render left them, the shop API's cache apart */
  state: Partial<Omit<RootState, 'shopApi'>>;
  shopApi: ShopApiCache;
  /**
   * The answers too large to travel in the page (LARGEST_CARRIED_ANSWER_BYTES): the browser asks
   * for each again, through its endpoint, before it hydrates. Absent when every answer came.
   */
  answersLeftOut?: AnswerLeftOut[];
}

/** An answer the page did not carry: the query that asks for it again. */
export interface AnswerLeftOut {
  endpointName: string;
  originalArgs: unknown;
}

/**
 * The largest answer a page carries, as JSON (its texts cut to the page's language, textsFor):
 * the demo shop's answer is 35–41 KB (about 7–9 KB brotli), so a page with it still comes in
 * about the first round trip. A larger one (a shop of 2,000 placements: 650 KB) would hold back
 * the first paint by its download (docs/decisions/page-data-block.md), so the browser asks for it
 * after the paint instead, while the page shows the server's markup.
 */
export const LARGEST_CARRIED_ANSWER_BYTES = 64 * 1024;

/** The shop API's cache as it travels: answers only (fulfilled or failed), nothing in flight. */
export function cacheOf(state: RootState): ShopApiCache {
  const { queries, mutations, provided } = state.shopApi;
  const settled = Object.fromEntries(
    Object.entries(queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { queries: settled, mutations: { ...mutations }, provided };
}

/**
 * Each frozen answer's JSON, made and encoded once: the server's renders of one kept shop answer
 * share the answer, frozen (server/site/shopReads.ts), so the largest part of every data block is
 * serialised once per shop answer, not per render. Keyed by the answer object itself: a render's
 * own answers (an order's status) are objects no other render holds, and go with it.
 */
const answerJsons = new WeakMap<object, Map<Lang, Uint8Array>>();

/**
 * An answer's JSON with its texts cut to what a page in `lang` reads (textsFor): the data block is
 * most of a first page's bytes, and fewer bytes paint sooner (docs/decisions/paint-before-scripts.md).
 */
function answerJson(answer: unknown, lang: Lang): PagePiece {
  if (typeof answer !== 'object' || answer === null || !Object.isFrozen(answer))
    return jsonForScript(textsFor(answer, lang));
  let jsons = answerJsons.get(answer);
  if (jsons === undefined) {
    jsons = new Map();
    answerJsons.set(answer, jsons);
  }
  let json = jsons.get(lang);
  if (json === undefined) {
    json = new TextEncoder().encode(jsonForScript(textsFor(answer, lang)));
    jsons.set(lang, json);
  }
  return json;
}

/** An object's JSON, its end left open for more members. */
const opened = (objectJson: string): string =>
  objectJson === '{}' ? '{' : `${objectJson.slice(0, -1)},`;

/** A cache entry's JSON, its answer (data) through answerJson; null when the answer is too large. */
function entryJson(entry: unknown, lang: Lang): PagePiece[] | null {
  if (typeof entry !== 'object' || entry === null) return [jsonForScript(entry)];
  const { data, ...rest } = entry as { data?: unknown };
  if (data === undefined) return [jsonForScript(entry)];
  const answer = answerJson(data, lang);
  if (answer.length > LARGEST_CARRIED_ANSWER_BYTES) return null;
  return [`${opened(jsonForScript(rest))}"data":`, answer, '}'];
}

/** The query a cache entry's answer came from. */
function leftOut(entry: unknown): AnswerLeftOut {
  const { endpointName, originalArgs } = entry as AnswerLeftOut;
  return { endpointName, originalArgs };
}

/** The data block's JSON in pieces: JSON.stringify's, '<' and the rest escaped (jsonForScript). */
function pageDataPieces(data: PageData): PagePiece[] {
  const { shopApi, ...rest } = data;
  const carried: PagePiece[][] = [];
  const left: AnswerLeftOut[] = [];
  for (const [key, entry] of Object.entries(shopApi.queries)) {
    const json = entryJson(entry, data.lang);
    if (json === null) left.push(leftOut(entry));
    else carried.push([`${carried.length === 0 ? '' : ','}${jsonForScript(key)}:`, ...json]);
  }
  const head = left.length > 0 ? { ...rest, answersLeftOut: left } : rest;
  return [
    `${opened(jsonForScript(head))}"shopApi":{"queries":{`,
    ...carried.flat(),
    `},"mutations":${jsonForScript(shopApi.mutations)},"provided":${jsonForScript(shopApi.provided)}}}`,
  ];
}

/** Pieces of HTML as one text. */
export const pieceText = (pieces: readonly PagePiece[]): string =>
  pieces
    .map((piece) => (typeof piece === 'string' ? piece : new TextDecoder().decode(piece)))
    .join('');

/** The data block's JSON. */
export const pageDataJson = (data: PageData): string => pieceText(pageDataPieces(data));

/** The data block's element, in pieces. */
export const pageDataHtml = (data: PageData): PagePiece[] => [
  `<script type="application/json" id="${PAGE_DATA_ID}">`,
  ...pageDataPieces(data),
  '</script>',
];

/** The page's data block, when the server rendered the page for this build; else null. */
export function readPageData(document: Document, buildId: string): PageData | null {
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return null;
  try {
    const data = JSON.parse(element.textContent) as Partial<PageData> | null;
    if (
      data?.version !== PAGE_DATA_VERSION ||
      data.buildId !== buildId ||
      !isLang(data.lang) ||
      typeof data.renderedAt !== 'number' ||
      typeof data.state !== 'object' ||
      typeof data.shopApi !== 'object'
    )
      return null;
    return data as PageData;
  } catch {
    return null;
  }
}

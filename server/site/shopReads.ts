/**
 * How the render server reads the shop API: the fetch its renders call (through the storefront's
 * own endpoints and base query), with the shop's answer kept a short while.
 *
 * The shop answer (GET /api/shop/v2/shop/{slug}) is the same for every visitor of a shop, language
 * and access token, and every page needs it: it is kept per those three for SHOP_FRESH_MS, then
 * served stale for up to SHOP_STALE_MS more while one new read runs (stale-while-revalidate), and
 * only one read per key is ever in flight. A failed read is not kept. Every other read (a chart's
 * seats, an order's status) goes to the API each time. The cache is a memory of the answers, not
 * state of the server's own: an instance that starts empty renders the same pages.
 *
 * A kept answer is parsed once, when a render first reads it (readAnswer), and deep-frozen: the
 * renders of that answer share one value no render can change (a render's store holds it as the
 * browser's holds its own answer), and the page's data block serialises it once
 * (src/app/render/pageData.ts). The answer is the shop's, the same for every visitor of the key;
 * nothing of a visitor's is kept.
 */
import { freeze } from 'immer';
import { API_PREFIX, HEADERS } from '../../src/api/headers';

/** how long a shop answer is used as it is (docs/decisions/server-rendering.md) */
export const SHOP_FRESH_MS = 30_000;
/** how much longer a kept answer is served while a new read runs */
export const SHOP_STALE_MS = 5 * 60_000;

type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

interface Kept {
  status: number;
  contentType: string;
  body: string;
  readAt: number;
  /** the body parsed, once, when a render first reads it; deep-frozen: every render shares it */
  parsed?: { value: unknown };
}

export interface ShopReads {
  /** the fetch a render's store is given */
  fetch: Fetch;
  /**
   * reads an answer of `fetch` (as JSON): a kept shop answer is parsed once and the same frozen
   * value handed to every render, the others are read as they come
   */
  readAnswer(response: Response): Promise<unknown>;
  /** how many shop answers are kept now (the bench's memory check) */
  size(): number;
}

const SHOP_PATH = new RegExp(`^${API_PREFIX.replace(/\//g, '\\/')}/shop/[^/]+$`);

/** The key of a shop read: its address, language and token (the answer depends on nothing else). */
function shopKeyOf(request: Request): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url);
  if (!SHOP_PATH.test(url.pathname)) return null;
  const lang = request.headers.get(HEADERS.locale) ?? '';
  const token = request.headers.get(HEADERS.accessToken) ?? '';
  return JSON.stringify([url.pathname, lang, token]);
}

/**
 * The answers `fetch` gave from what is kept: with no body (a render does not turn the kept text
 * into bytes and back, nor its base query's copy of the answer), read through readAnswer.
 */
const keptAnswers = new WeakMap<Response, Kept>();

function answerOf(kept: Kept): Response {
  const response = new Response(null, {
    status: kept.status,
    headers: { 'Content-Type': kept.contentType },
  });
  keptAnswers.set(response, kept);
  return response;
}

/** The answer's JSON as fetchBaseQuery reads it: null for an empty body. */
const jsonOf = (text: string): unknown => (text.length > 0 ? JSON.parse(text) : null);

async function readAnswer(response: Response): Promise<unknown> {
  const kept = keptAnswers.get(response);
  if (!kept) return jsonOf(await response.text());
  kept.parsed ??= { value: freeze(jsonOf(kept.body), true) };
  return kept.parsed.value;
}

export interface ShopReadsOptions {
  fetchFn?: Fetch;
  /** the clock (tests move it by hand) */
  now?: () => number;
  /**
   * false: the shop answer is read for every render like every other read (the bench's
   * "uncached" figures: what a render costs when the answer is not at hand); default true
   */
  keepShopAnswer?: boolean;
}

/**
 * The render server's reads of the shop API through `fetchFn` (default the global fetch), the shop
 * answer kept as above.
 */
export function shopReads(options: ShopReadsOptions = {}): ShopReads {
  const fetchFn = options.fetchFn ?? fetch;
  const keepShopAnswer = options.keepShopAnswer ?? true;
  const now = options.now ?? Date.now;
  const kept = new Map<string, Kept>();
  const reading = new Map<string, Promise<Kept>>();

  const read = (key: string, request: Request): Promise<Kept> => {
    const running = reading.get(key);
    if (running) return running;
    const started = fetchFn(request.clone())
      .then(async (response) => {
        const answer: Kept = {
          status: response.status,
          contentType: response.headers.get('Content-Type') ?? 'application/json',
          body: await response.text(),
          readAt: now(),
        };
        if (response.ok) kept.set(key, answer);
        return answer;
      })
      .finally(() => reading.delete(key));
    reading.set(key, started);
    return started;
  };

  const forget = () => {
    const oldest = now() - SHOP_FRESH_MS - SHOP_STALE_MS;
    for (const [key, answer] of kept) if (answer.readAt < oldest) kept.delete(key);
  };

  return {
    async fetch(input, init) {
      const request = new Request(input, init);
      const key = keepShopAnswer ? shopKeyOf(request) : null;
      if (key === null) return fetchFn(request);
      forget();
      const known = kept.get(key);
      if (known && now() - known.readAt < SHOP_FRESH_MS) return answerOf(known);
      if (known) {
        // stale: this render takes it, the next ones the new answer
        read(key, request).catch(() => undefined);
        return answerOf(known);
      }
      return answerOf(await read(key, request));
    },
    readAnswer,
    size: () => kept.size,
  };
}

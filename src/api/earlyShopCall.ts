/**
 * The page's early shop call: the shop's answer asked for as soon as the page's first, small
 * script runs (src/earlyShop.ts), while the storefront's main script still downloads and starts.
 * The base query adopts it for its first call with the same address and exactly the same headers
 * (the one rule: shopHeaders.ts), once; any other call, or one whose headers came out otherwise
 * (say the address was repaired meanwhile), is sent as usual and the early answer is let go.
 * Framework-free: the early script carries this module alone with the header rule.
 */

/** The call handed over on the window from the early script to the base query. */
export interface EarlyShopCall {
  url: string;
  /** the request's headers, names in lower case, sorted */
  headers: [string, string][];
  response: Promise<Response>;
}

/** where the early script leaves its call (one per page load) */
export const EARLY_SHOP_CALL = '__billettEarlyShopCall';

type Handover = { [EARLY_SHOP_CALL]?: EarlyShopCall };

const handover = (): Handover | null =>
  typeof window === 'undefined' ? null : (window as unknown as Handover);

/** Headers as sorted [name, value] pairs (Headers lower-cases the names). */
const headerList = (headers: Headers): [string, string][] =>
  [...headers.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/** Starts the early call (GET `url` with `headers`, the credentials the base query sends). */
export function startEarlyShopCall(url: string, headers: Headers): void {
  const place = handover();
  if (!place) return;
  const response = fetch(url, { method: 'GET', headers, credentials: 'include' });
  // a failure is the base query's to report when it adopts the call; never an unhandled rejection
  response.catch(() => undefined);
  place[EARLY_SHOP_CALL] = { url, headers: headerList(headers), response };
}

const sameHeaders = (a: [string, string][], b: [string, string][]) =>
  a.length === b.length &&
  a.every(([name, value], index) => b[index][0] === name && b[index][1] === value);

/**
 * The early call's answer for `request` when it is the same call (GET, same address, the same
 * headers), else null. The first call to its address takes it either way: it answers one call
 * at most. The answer keeps to the request's signal (the base query's timeout).
 */
export function adoptEarlyShopCall(request: RequestInfo): Promise<Response> | null {
  const place = handover();
  const early = place?.[EARLY_SHOP_CALL];
  if (!place || !early || typeof request === 'string' || request.url !== early.url) return null;
  delete place[EARLY_SHOP_CALL];
  if (request.method !== 'GET' || !sameHeaders(headerList(request.headers), early.headers))
    return null;
  const { signal } = request;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    early.response
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

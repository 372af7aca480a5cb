/**
 * The ONE base query of the shop API: CSRF cookie first, every header from state,
 * 400-599 are errors, safe calls are retried, every failure becomes an ApiError.
 *
 *   shopBaseQuery = map errors ( retry ( csrf ( fetchBaseQuery ) ) )
 *
 * The header values follow one rule (shopHeaders.ts).
 *
 * Where the calls go is read at call time: the store's services (thunk extra
 * argument `{ api: ApiServices }`, see makeStore) win over siteConfig.origin.
 */
import {
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';
import { siteConfig } from '../../config/site';
import { freezeAnswer } from '../lib/stateFreezing';
import { readCookie } from '../lib/cookies';
import { DEFAULT_LANG } from '../lib/languages';
import { reportError } from '../lib/errorReporting';
import { httpStatusOf, isServerError, toApiError, type ApiError } from './errors';
import { CSRF_COOKIE, CSRF_PATH } from './headers';
import { setShopHeaders } from './shopHeaders';
import { isRepeatable, isTransient, MAX_RETRIES, smallBackoff, type Backoff } from './retryPolicy';

/** A call of the shop API: fetch arguments plus the per-call header values. */
export interface ShopRequest extends FetchArgs {
  /** sent as X-Tracking-Event-Id */
  trackingEventId?: string;
  /** sent as Idempotency-Key; it also makes a POST safe to retry */
  idempotencyKey?: string;
}
export type ShopArgs = string | ShopRequest;

/** What a store injects into the base query (all optional; the defaults are the browser's). */
export interface ApiServices {
  /** where the API lives; default siteConfig.origin, '' meaning the page's own origin */
  origin?: string;
  /** the fetch to use (tests pass a cookie-aware one) */
  fetchFn?: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  /** the wait before retry number `attempt` (1, 2); tests pass one that does not wait */
  retryBackoff?: Backoff;
  /** per-call timeout in ms; default 30 s */
  timeoutMs?: number;
  /**
   * the page's address for the page-URL header; default the browser's. A server render passes
   * the address it renders.
   */
  pageUrl?: string;
  /**
   * false: no CSRF cookie is fetched before a call. A server render only reads (GET, which the
   * shop API never checks for CSRF) and has no visitor cookies to keep one in.
   */
  csrf?: boolean;
  /**
   * reads an answer's body; default JSON, as fetchBaseQuery reads it. A server render's reads
   * hand back the shop answer they keep, parsed once (server/site/shopReads.ts).
   */
  readAnswer?: (response: Response) => Promise<unknown>;
}

/** The thunk extra argument the store is made with. */
export interface StoreExtra {
  api?: ApiServices;
}

/**
 * The part of the root state the headers come from. Declared here, not imported,
 * so api/ depends on no feature; the slices (session, locale, consent) match it.
 */
interface HeaderState {
  session?: { accessToken: string | null };
  locale?: { lang: string };
  consent?: { status: string };
}

const DEFAULT_TIMEOUT_MS = 30_000;

function servicesOf(api: Pick<BaseQueryApi, 'extra'>): ApiServices {
  return (api.extra as StoreExtra | undefined)?.api ?? {};
}

function originOf(services: ApiServices): string {
  return services.origin || siteConfig.origin || window.location.origin;
}

function prepareHeaders(
  headers: Headers,
  { getState, arg, extra }: { getState: () => unknown; arg: ShopArgs; extra: unknown },
) {
  const state = getState() as HeaderState;
  const services = servicesOf({ extra });
  const request: Partial<ShopRequest> = typeof arg === 'string' ? {} : arg;
  return setShopHeaders(headers, {
    csrfToken: readCookie(CSRF_COOKIE),
    accessToken: state.session?.accessToken ?? null,
    trackingEventId: request.trackingEventId,
    idempotencyKey: request.idempotencyKey,
    lang: state.locale?.lang ?? DEFAULT_LANG,
    pageUrl: services.pageUrl ?? window.location.href,
    // full consent only: 'accepted' is what selectHasFullConsent checks
    fullConsent: state.consent?.status === 'accepted',
  });
}

type RawQuery = BaseQueryFn<ShopArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

function rawQueryFor(services: ApiServices, origin: string): RawQuery {
  const fetchQuery = fetchBaseQuery({
    baseUrl: origin,
    credentials: 'include',
    fetchFn: (request: RequestInfo, init?: RequestInit) =>
      (services.fetchFn ?? fetch)(request, init),
    timeout: services.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    validateStatus: (response) => response.status < 400 || response.status > 599,
    responseHandler: services.readAnswer ?? 'json',
    // JSON is asked for whoever reads the answer (fetchBaseQuery says so only for its own reading)
    prepareHeaders: (headers, api) => {
      if (!headers.has('Accept')) headers.set('Accept', 'application/json');
      return prepareHeaders(headers, api);
    },
  });
  // An unexpected throw (say an invalid URL) becomes an ordinary failure.
  return async (args, api, extraOptions) => {
    try {
      return await fetchQuery(args, api, extraOptions);
    } catch (thrown) {
      return { error: { status: 'CUSTOM_ERROR', error: String(thrown) } };
    }
  };
}

/** One CSRF fetch per origin at a time; every caller waiting for a cookie shares it. */
const csrfInFlight = new Map<string, Promise<FetchBaseQueryError | undefined>>();

function fetchCsrfCookie(raw: RawQuery, api: BaseQueryApi, origin: string) {
  const inFlight = csrfInFlight.get(origin);
  if (inFlight) return inFlight;
  // its own signal: one caller giving up must not cancel the others' cookie
  const csrfApi: BaseQueryApi = { ...api, signal: new AbortController().signal };
  const pending = Promise.resolve(raw({ url: CSRF_PATH, method: 'GET' }, csrfApi, {}))
    .then((result) => result.error)
    .finally(() => csrfInFlight.delete(origin));
  csrfInFlight.set(origin, pending);
  return pending;
}

/** Fetch the CSRF cookie first when it is missing; on 419 refresh it once and repeat once. */
function withCsrf(raw: RawQuery, origin: string): RawQuery {
  return async (args, api, extraOptions) => {
    const isCsrfCall = (typeof args === 'string' ? args : args.url) === CSRF_PATH;
    const fetchesCookie = servicesOf(api).csrf !== false;
    if (fetchesCookie && !isCsrfCall && readCookie(CSRF_COOKIE) === null) {
      const csrfError = await fetchCsrfCookie(raw, api, origin);
      if (csrfError) return { error: csrfError };
    }
    const result = await raw(args, api, extraOptions);
    if (isCsrfCall || result.error?.status !== 419) return result;
    const csrfError = await fetchCsrfCookie(raw, api, origin);
    if (csrfError) return { error: csrfError };
    return raw(args, api, extraOptions);
  };
}

export const shopBaseQuery: BaseQueryFn<
  ShopArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  const services = servicesOf(api);
  const origin = originOf(services);
  const repeating = retry(withCsrf(rawQueryFor(services, origin), origin), {
    backoff: services.retryBackoff ?? smallBackoff,
    retryCondition: (error, retryArgs, { attempt }) =>
      attempt <= MAX_RETRIES &&
      isRepeatable(retryArgs as ShopArgs) &&
      isTransient(error as FetchBaseQueryError),
  });
  const result = await repeating(args, api, extraOptions ?? {});
  if (!result.error) return { ...result, data: freezeAnswer(result.data) };
  const error = result.error as FetchBaseQueryError;
  if (isServerError(error)) {
    const status = httpStatusOf(error);
    reportError(new Error(`Shop API call ${api.endpoint} failed with ${status}`), {
      endpoint: api.endpoint,
      status,
      url: result.meta?.request.url,
      answer: error.data,
    });
  }
  return { error: toApiError(error), meta: result.meta as FetchBaseQueryMeta | undefined };
};

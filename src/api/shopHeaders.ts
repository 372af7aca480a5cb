/**
 * The header values of a shop API call (spec section 7), the one rule: the base query sends them
 * (baseQuery.ts) from what the store knows. Framework-free.
 */
import { HEADERS } from './headers';

/**
 * The longest page address sent as X-Page-Url. Servers refuse a request whose headers pass their
 * limit (431), so an absurdly long address must not make every shop call fail; the start of the
 * address is what a server reads it for.
 */
export const PAGE_URL_HEADER_LIMIT = 2048;

/** What the headers of a call are made from. */
export interface ShopHeaderFacts {
  csrfToken: string | null;
  accessToken: string | null;
  lang: string;
  /** the page's address */
  pageUrl: string;
  /** the visitor accepted all tracking (nothing less counts) */
  fullConsent: boolean;
  trackingEventId?: string;
  idempotencyKey?: string;
}

/** Sets the shop API's headers on `headers` from `facts`. */
export function setShopHeaders(headers: Headers, facts: ShopHeaderFacts): Headers {
  if (facts.csrfToken) headers.set(HEADERS.csrf, facts.csrfToken);
  if (facts.accessToken) headers.set(HEADERS.accessToken, facts.accessToken);
  if (facts.trackingEventId) headers.set(HEADERS.trackingEventId, facts.trackingEventId);
  if (facts.idempotencyKey) headers.set(HEADERS.idempotencyKey, facts.idempotencyKey);
  headers.set(HEADERS.locale, facts.lang);
  headers.set(HEADERS.pageUrl, facts.pageUrl.slice(0, PAGE_URL_HEADER_LIMIT));
  headers.set(HEADERS.tracking, facts.fullConsent ? '1' : '0');
  return headers;
}

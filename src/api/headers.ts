/**
 * The request headers of the shop API. They are named in the contract
 * (src/api/openapi.yaml, components.parameters); a test keeps the two in step.
 */
export const HEADERS = {
  csrf: 'X-XSRF-TOKEN',
  accessToken: 'X-Auth-Token',
  trackingEventId: 'X-Tracking-Event-Id',
  locale: 'X-Locale',
  pageUrl: 'X-Page-Url',
  tracking: 'X-Tracking',
  idempotencyKey: 'Idempotency-Key',
} as const;

/** The cookie Sanctum sets on GET /sanctum/csrf-cookie; its value goes back as HEADERS.csrf. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_PATH = '/sanctum/csrf-cookie';
export const API_PREFIX = '/api/shop/v2';

/** The shop's answer (categories, placements, prices) of the shop `slug`. */
export const shopPath = (slug: string): string => `${API_PREFIX}/shop/${encodeURIComponent(slug)}`;

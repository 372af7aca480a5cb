/**
 * The page's first script, an entry of its own of about a kilobyte, run before the storefront's
 * main script (which downloads beside it and then takes most of a second to start on a phone):
 * it asks for the shop's answer at once, with the headers the storefront's first call will send
 * (the one rule: api/shopHeaders.ts, from the same facts the store starts with). The base query
 * adopts the call when it matches exactly, else sends its own (api/earlyShopCall.ts).
 * It asks nothing when the storefront's first call would not be this one: no shop, no CSRF
 * cookie yet (the base query fetches one first) or a token in the address (the storefront takes
 * it out of the address first, so the page's address differs).
 */
import { siteConfig } from '../config/site';
import { PAGE_DATA_ID } from './app/render/pageDataId';
import { CSRF_COOKIE, shopPath } from './api/headers';
import { startEarlyShopCall } from './api/earlyShopCall';
import { setShopHeaders } from './api/shopHeaders';
import { readConsentCookie } from './features/consent/consentCookie';
import { firstLanguage } from './features/locale/firstLanguage';
import { ACCESS_TOKEN_PARAM, readStoredAccessToken } from './features/session/accessToken';
import { readCookie } from './lib/cookies';

function askEarly(): void {
  // a page the server rendered carries the shop's answer in its data block (app/render/pageData.ts)
  if (document.getElementById(PAGE_DATA_ID)) return;
  const slug = siteConfig.shopSlug;
  const csrfToken = readCookie(CSRF_COOKIE);
  const address = new URL(window.location.href);
  if (!slug || !csrfToken || address.searchParams.has(ACCESS_TOKEN_PARAM)) return;
  const headers = setShopHeaders(new Headers(), {
    csrfToken,
    accessToken: readStoredAccessToken(),
    lang: firstLanguage(address.pathname),
    pageUrl: address.href,
    fullConsent: readConsentCookie()?.consentAll === true,
  });
  // as RTK Query's fetchBaseQuery asks for a JSON answer
  headers.set('Accept', 'application/json');
  const origin = siteConfig.origin || window.location.origin;
  startEarlyShopCall(new URL(shopPath(slug), origin).href, headers);
}

try {
  askEarly();
} catch {
  // the storefront asks for the shop itself
}

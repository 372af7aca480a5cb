/**
 * Where a token from the address could travel (issue 17, point 7): every request of a browser
 * context with all its headers (the Referer among them, as Chromium sent it), and, in the page, the
 * moment the token left the address and every resource the page loaded with its start time. The
 * journeys hold that no request carries the token but in X-Auth-Token (its purpose) and in the
 * storefront's own token cookie, sent to its own origin only (the server takes the token from the
 * address into it, so that it renders the hidden placements), that every Referer is the bare
 * origin, and that the storefront's own requests began only once the address was clean (the
 * HTML's own ones excepted: they start before any script can run).
 */
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';

export interface SentRequest {
  url: string;
  method: string;
  resourceType: string;
  /** lower-case names */
  headers: Record<string, string>;
  isNavigation: boolean;
}

interface AddressTrail {
  /** performance.now() when the token left the address; null while it is there */
  tokenLeftAt: number | null;
}

declare global {
  interface Window {
    __addressTrail?: AddressTrail;
  }
}

/** In the page before its scripts: notes when history.replaceState/pushState took the token out. */
function noteTokenLeaving() {
  const trail: AddressTrail = { tokenLeftAt: null };
  window.__addressTrail = trail;
  const hasToken = () => new URLSearchParams(location.search).has('token');
  if (!hasToken()) trail.tokenLeftAt = 0;
  for (const method of ['replaceState', 'pushState'] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History['replaceState']>) => {
      const result = original(...args);
      if (trail.tokenLeftAt === null && !hasToken()) trail.tokenLeftAt = performance.now();
      return result;
    };
  }
}

/** Watches `context` from now on (before its first page opens). */
export async function watchTokenTrail(context: BrowserContext) {
  const sent: Promise<SentRequest>[] = [];
  await context.addInitScript(noteTokenLeaving);
  context.on('request', (request: Request) => {
    sent.push(
      request.allHeaders().then(
        (headers) => ({
          url: request.url(),
          method: request.method(),
          resourceType: request.resourceType(),
          headers,
          isNavigation: request.isNavigationRequest(),
        }),
        () => ({
          url: request.url(),
          method: request.method(),
          resourceType: request.resourceType(),
          headers: request.headers(),
          isNavigation: request.isNavigationRequest(),
        }),
      ),
    );
  });
  return {
    /** every request so far, with the headers it was sent with */
    requests: () => Promise.all(sent),
  };
}

/**
 * No request carries `token`: not in its URL (but the navigations the visitor made with it), not
 * in a header (but X-Auth-Token, and the Cookie header of a request to `origin`); every Referer is
 * `origin` + '/', with no path.
 */
export function expectNoTokenTrail(
  requests: readonly SentRequest[],
  token: string,
  origin: string,
): void {
  const spellings = [token, encodeURIComponent(token)];
  const carries = (value: string) => spellings.some((spelling) => value.includes(spelling));
  const leaks: string[] = [];
  for (const request of requests) {
    if (!request.isNavigation && carries(request.url)) leaks.push(`URL of ${request.url}`);
    const ownOrigin = new URL(request.url).origin === origin;
    for (const [name, value] of Object.entries(request.headers)) {
      if (name === 'cookie' && ownOrigin && onlyInTokenCookie(value, spellings)) continue;
      if (name !== 'x-auth-token' && carries(value))
        leaks.push(`${name} of ${request.method} ${request.url}`);
    }
  }
  expect(leaks, 'requests that carry the token').toEqual([]);
  const referers = requests
    .filter((request) => new URL(request.url).origin === origin)
    .map((request) => request.headers.referer)
    .filter((referer): referer is string => referer !== undefined);
  expect(referers.length, 'requests that were sent a Referer').toBeGreaterThan(0);
  expect(new Set(referers)).toEqual(new Set([`${origin}/`]));
}

/** The Cookie header names the token in the storefront's token cookie only. */
function onlyInTokenCookie(cookieHeader: string, spellings: readonly string[]): boolean {
  return cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => spellings.some((spelling) => part.includes(spelling)))
    .every((part) => spellings.some((spelling) => part === `shopAccessToken=${spelling}`));
}

/**
 * The resources the page in `page` loaded before the token left its address: only the ones its
 * HTML names (scripts, style sheets, the Link header's preloads), which the browser fetches before
 * any script runs. `htmlNamed` are those addresses (absolute).
 */
export async function loadedBeforeTokenLeft(page: Page, htmlNamed: readonly string[]) {
  const { tokenLeftAt, early } = await page.evaluate(() => {
    const left = window.__addressTrail?.tokenLeftAt ?? null;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      tokenLeftAt: left,
      early: entries
        .filter((entry) => left === null || entry.startTime < left)
        .map((entry) => entry.name),
    };
  });
  expect(tokenLeftAt, 'the token left the address').not.toBeNull();
  return early.filter((url) => !htmlNamed.includes(url));
}

/** An attribute's value as HTML writes it: double-quoted, single-quoted or (minified) unquoted. */
const attribute = (name: string) =>
  new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`);
const valueOf = (tag: string, name: string): string | undefined => {
  const match = attribute(name).exec(tag);
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/** The addresses an HTML answer names for the browser to fetch at once: its scripts, links, Link header. */
export function namedByHtml(html: string, linkHeader: string | undefined, base: string): string[] {
  const tags = (name: string) =>
    [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
  const named = [
    ...tags('script').map((tag) => valueOf(tag, 'src')),
    ...tags('link').map((tag) => valueOf(tag, 'href')),
    ...[...(linkHeader ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]),
  ].filter((address): address is string => address !== undefined);
  return named.map((address) => new URL(address, base).href);
}

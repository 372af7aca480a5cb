/**
 * The test's stand-in for the browser's cookie handling around fetch (jsdom's page
 * origin is not the test server's): every request carries the jsdom document.cookie
 * plus the HttpOnly cookies kept in a private jar; every Set-Cookie answer goes into
 * the jar (HttpOnly) or into document.cookie (readable ones, as a browser would).
 */

interface SetCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  /** true when the cookie is deleted (Max-Age <= 0 or an expiry in the past) */
  expired: boolean;
}

function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...attributes] = line.split(';');
  const separator = pair.indexOf('=');
  const name = pair.slice(0, separator).trim();
  const value = pair.slice(separator + 1).trim();
  let httpOnly = false;
  let expired = false;
  for (const attribute of attributes) {
    const [key = '', attributeValue = ''] = attribute.split('=').map((part) => part.trim());
    const lower = key.toLowerCase();
    if (lower === 'httponly') httpOnly = true;
    if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
    if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
  }
  return { name, value, httpOnly, expired };
}

function documentCookies(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
}

export interface CookieFetch {
  fetch: (input: RequestInfo, init?: RequestInit) => Promise<Response>;
  /** the HttpOnly cookies held, name -> value */
  httpOnly: ReadonlyMap<string, string>;
  /** forget every cookie: the jar and document.cookie */
  clear(): void;
}

export function createCookieFetch(baseFetch: typeof fetch = fetch): CookieFetch {
  const jar = new Map<string, string>();

  const cookieFetch = async (input: RequestInfo, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const cookies = [...documentCookies(), ...[...jar].map(([name, value]) => `${name}=${value}`)];
    if (cookies.length > 0) request.headers.set('cookie', cookies.join('; '));
    const response = await baseFetch(request);
    for (const line of response.headers.getSetCookie()) {
      const cookie = parseSetCookie(line);
      if (cookie.httpOnly) {
        if (cookie.expired) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      } else {
        // into the page's cookies as the page sees them (name and value, path /)
        document.cookie = cookie.expired
          ? `${cookie.name}=; path=/; max-age=0`
          : `${cookie.name}=${cookie.value}; path=/`;
      }
    }
    return response;
  };

  return {
    fetch: cookieFetch,
    httpOnly: jar,
    clear() {
      jar.clear();
      for (const cookie of documentCookies()) {
        const name = cookie.slice(0, cookie.indexOf('=')).trim();
        document.cookie = `${name}=; path=/; max-age=0`;
      }
    },
  };
}

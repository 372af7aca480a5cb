/**
 * A tiny cookie jar for tests that talk to a real server with Node's fetch: it keeps what
 * Set-Cookie says (name=value, removal by Max-Age=0 or a past Expires; Path and Domain are
 * not checked) and sends it back as the Cookie header.
 */
export interface StoredCookie {
  /** the raw value, as sent (still URL-encoded) */
  value: string;
  attributes: Record<string, string | true>;
}

export class CookieJar {
  private readonly cookies = new Map<string, StoredCookie>();

  /** Takes the Set-Cookie lines of a response. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...rest] = line.split(';');
      const index = pair.indexOf('=');
      if (index < 0) continue;
      const name = pair.slice(0, index).trim();
      const attributes: Record<string, string | true> = {};
      for (const part of rest) {
        const [key, ...value] = part.split('=');
        attributes[key.trim().toLowerCase()] = value.length ? value.join('=').trim() : true;
      }
      const expires = typeof attributes.expires === 'string' ? Date.parse(attributes.expires) : NaN;
      if (attributes['max-age'] === '0' || expires < Date.now()) this.cookies.delete(name);
      else this.cookies.set(name, { value: pair.slice(index + 1).trim(), attributes });
    }
  }

  /** The raw (URL-encoded) value of a cookie. */
  get(name: string): string | undefined {
    return this.cookies.get(name)?.value;
  }

  /** A cookie with its attributes (lower-case keys: path, samesite, httponly ...). */
  cookie(name: string): StoredCookie | undefined {
    return this.cookies.get(name);
  }

  delete(name: string): void {
    this.cookies.delete(name);
  }

  /** The Cookie request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, cookie]) => `${name}=${cookie.value}`).join('; ');
  }

  /** fetch with the jar's cookies sent and the answer's cookies kept. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.header();
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers });
    this.store(response);
    return response;
  }
}

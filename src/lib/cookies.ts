/** Read, write and delete a cookie on document.cookie. Framework-free. */

export interface CookieOptions {
  /** lifetime in seconds; 0 or less deletes the cookie */
  maxAge?: number;
  /** defaults to '/' */
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The cookie's value, URL-decoded, or null when it is not set. */
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const { maxAge, path = '/', sameSite = 'Lax', secure = false } = options;
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, `SameSite=${sameSite}`];
  if (maxAge !== undefined) parts.push(`max-age=${Math.floor(maxAge)}`);
  if (secure || sameSite === 'None') parts.push('Secure');
  document.cookie = parts.join('; ');
}

export function deleteCookie(name: string, path = '/'): void {
  writeCookie(name, '', { maxAge: 0, path });
}

import { deleteCookie, readCookie, writeCookie } from './cookies';

describe('cookies', () => {
  afterEach(() => {
    deleteCookie('lang');
    deleteCookie('XSRF-TOKEN');
  });

  it('reads back what it wrote, URL-decoded', () => {
    writeCookie('lang', 'fr', { maxAge: 365 * 24 * 3600, sameSite: 'Lax' });
    expect(readCookie('lang')).toBe('fr');
    writeCookie('XSRF-TOKEN', 'a=b;c d');
    expect(readCookie('XSRF-TOKEN')).toBe('a=b;c d');
  });

  it('reads an encoded cookie set by a server', () => {
    document.cookie = 'XSRF-TOKEN=eyJpdiI6%3D%3D; path=/';
    expect(readCookie('XSRF-TOKEN')).toBe('eyJpdiI6==');
  });

  it('gives null for a missing cookie and after deleting', () => {
    expect(readCookie('nope')).toBeNull();
    writeCookie('lang', 'it');
    deleteCookie('lang');
    expect(readCookie('lang')).toBeNull();
  });

  it('does not confuse names that share a prefix', () => {
    writeCookie('lang', 'de');
    expect(readCookie('lan')).toBeNull();
  });
});

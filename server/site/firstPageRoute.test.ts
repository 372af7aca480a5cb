/** @jest-environment ./src/test/nodeEnvironment.cjs */
import { acceptedLanguages, firstPageRoute } from './firstPageRoute';

const route = (path: string, cookie?: string, acceptLanguage?: string) =>
  firstPageRoute(path, cookie, acceptLanguage);

describe('acceptedLanguages', () => {
  it('lists the tags by weight, ties in order, without q=0 and *', () => {
    expect(acceptedLanguages('de-CH,de;q=0.9,en;q=0.8')).toEqual(['de-CH', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.5, fr, it;q=0.5, *;q=0.1, de;q=0')).toEqual([
      'fr',
      'en',
      'it',
    ]);
    expect(acceptedLanguages('fr;Q=0.7, it')).toEqual(['it', 'fr']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(';;,, ;q=1, x;q=abc')).toEqual([]);
  });
});

describe('firstPageRoute', () => {
  it('knows the first pages in every language, as the router matches them', () => {
    expect(route('/de')).toEqual({ lang: 'de', page: 'categories-home', byVisitor: false });
    expect(route('/fr/')).toMatchObject({ lang: 'fr', page: 'categories-home' });
    expect(route('/it/c/main-konzerte-12')).toMatchObject({ lang: 'it', page: 'category' });
    expect(route('/en/a/zauberfloete-pl-1')).toMatchObject({ lang: 'en', page: 'article' });
    // React Router: trailing slashes, encoded and upper-case literal segments match too
    expect(route('/de/c/main-konzerte/')).toMatchObject({ lang: 'de', page: 'category' });
    expect(route('/de/%63/x')).toMatchObject({ lang: 'de', page: 'category' });
    expect(route('/de/A/x')).toMatchObject({ lang: 'de', page: 'article' });
    // an encoded language is the router's, for its page and its first texts alike (the one rule,
    // lib/languages: the render reads it so too)
    expect(route('/%65n/c/x')).toMatchObject({ lang: 'en', page: 'category' });
    // encoded tabs and line breaks are dropped before anything reads the address
    expect(route('/%0Aen/c/x%09')).toMatchObject({ lang: 'en', page: 'category' });
  });

  it('gives any other address its texts only', () => {
    for (const [path, lang] of [
      ['/de/c/', 'de'],
      ['/de/a', 'de'],
      ['/de//c/x', 'de'],
      ['/de/c//x', 'de'],
      ['/de/c/x/saalplan', 'de'],
      ['/fr/about/imprint', 'fr'],
      ['/en/order/checkout', 'en'],
      ['/it/order/ord-1/status', 'it'],
      ['/de/x/y', 'de'],
      ['/xx', 'de'],
      ['/DE', 'de'],
      ['/xx/c/x', 'de'],
      ['/%E0%A4%A/c/x', 'de'],
      ['/de%00/a/x', 'de'],
    ] as const)
      expect([path, route(path)]).toEqual([path, { lang, page: null, byVisitor: false }]);
    expect(route('/de/a/%E0%A4%A')).toMatchObject({ lang: 'de', page: 'article' });
  });

  it("sends the root to the categories home in the visitor's language: cookie, browser, German", () => {
    expect(route('/', undefined, 'fr-CH,fr;q=0.9')).toEqual({
      lang: 'fr',
      page: 'categories-home',
      byVisitor: true,
    });
    expect(route('/', 'billett_lang=it; other=1', 'fr')).toMatchObject({ lang: 'it' });
    expect(route('/', 'billett_lang=xx', 'en-GB')).toMatchObject({ lang: 'en' });
    expect(route('/', undefined, 'es, pt;q=0.5')).toMatchObject({ lang: 'de' });
    expect(route('/')).toMatchObject({ lang: 'de', page: 'categories-home' });
    // '//' is the root to React Router and to the first texts
    expect(route('//', undefined, 'it')).toMatchObject({ lang: 'it', page: 'categories-home' });
    // a path starting '//' takes the visitor's texts, and is no first page
    expect(route('//de', undefined, 'it')).toEqual({ lang: 'it', page: null, byVisitor: true });
  });
});

import {
  alternateLinks,
  canonicalUrl,
  errorTitle,
  pageTitle,
  plainText,
  titleFromPath,
} from './headText';

describe('page head texts', () => {
  it('joins page, shop and brand with middle dots', () => {
    expect(pageTitle('Konzerte', 'Kulturhaus Demo', 'Billett')).toBe(
      'Konzerte · Kulturhaus Demo · Billett',
    );
    expect(pageTitle(null, 'Kulturhaus Demo', 'Billett')).toBe('Kulturhaus Demo · Billett');
    expect(pageTitle(' ', undefined, 'Billett')).toBe('Billett');
  });
  it('makes a fallback title from the last path segment', () => {
    expect(titleFromPath('/de/about/privacy-policy')).toBe('Privacy Policy');
    expect(titleFromPath('/de/')).toBe('De');
    expect(titleFromPath('/')).toBe('');
    expect(titleFromPath('/de/%E0%A4%A')).toBe('%e0%a4%a');
  });
  it('writes error titles as status - message', () => {
    expect(errorTitle(404, 'Page not found')).toBe('404 - Page not found');
  });
  it('keeps only whitelisted query parameters, sorted, in canonical links', () => {
    expect(
      canonicalUrl(
        'https://shop.example',
        '/de/C/Main-Konzerte',
        '?token=abc&sort=date&page=2&utm_source=x',
      ),
    ).toBe('https://shop.example/de/c/main-konzerte?page=2&sort=date');
    expect(canonicalUrl('https://shop.example', '/de', '')).toBe('https://shop.example/de');
  });
  it('links the same page in every language and x-default', () => {
    const links = alternateLinks('https://shop.example/fr/c/main-a?page=2', 'fr');
    expect(links).toEqual([
      { hrefLang: 'de', href: 'https://shop.example/de/c/main-a?page=2' },
      { hrefLang: 'en', href: 'https://shop.example/en/c/main-a?page=2' },
      { hrefLang: 'fr', href: 'https://shop.example/fr/c/main-a?page=2' },
      { hrefLang: 'it', href: 'https://shop.example/it/c/main-a?page=2' },
      { hrefLang: 'x-default', href: 'https://shop.example/de/c/main-a?page=2' },
    ]);
  });
  it('strips HTML from the shop description', () => {
    expect(
      plainText('<p>Das <strong>Kulturhaus</strong> &amp; mehr</p><script>alert(1)</script>'),
    ).toBe('Das Kulturhaus & mehr');
    expect(
      plainText('<p>Im <strong>Kulturhaus</strong>: Konzerte.</p><p>Tickets<br/>online</p>'),
    ).toBe('Im Kulturhaus: Konzerte. Tickets online');
    expect(plainText('a &amp;lt; b')).toBe('a &lt; b');
  });
});

import type * as ScriptLoader from './scriptLoader';

const PAGE = 'https://shop.example/de/c/main';
const thirdPartyScripts = () => document.head.querySelectorAll('script[data-billett-third-party]');

/**
 * The loader, loaded afresh for each test: nothing pending from another test, and its mark and
 * allowed protocols are the ones this test's module set (read at the file's import, Stryker could
 * tie them to no test: docs/mutation-scores.md).
 */
let loader: typeof ScriptLoader;
beforeEach(async () => {
  await jest.isolateModulesAsync(async () => {
    loader = await import('./scriptLoader');
  });
});
const isScriptAddressAllowed = (src: string, page?: string) =>
  loader.isScriptAddressAllowed(src, page);
const loadScript = (src: string) => loader.loadScript(src);
const removeScript = (src: string) => loader.removeScript(src);

afterEach(() => {
  for (const script of thirdPartyScripts()) removeScript(script.getAttribute('src') ?? '');
});

describe('isScriptAddressAllowed', () => {
  it.each([
    'https://www.googletagmanager.com/gtag/js?id=G-1',
    'http://localhost:8080/stand-ins/tracking/gtag.js',
    '  HTTPS://connect.facebook.net/en_US/fbevents.js',
    '/stand-ins/chat/widget.js',
    'stand-ins/chat/widget.js',
    '//shop.example/stand-ins/tracking/gtag.js',
  ])('takes %p (http(s), or on the page’s own origin)', (src) => {
    expect(isScriptAddressAllowed(src, PAGE)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/javascript,alert(1)',
    'blob:https://shop.example/0b7e',
    'file:///etc/passwd',
    'ftp://files.example/tag.js',
    '//elsewhere.example/tag.js',
    '\\\\elsewhere.example\\tag.js',
    '/\\elsewhere.example/tag.js',
    'https://[nope',
    '',
    // blanks alone: the page's own address
    ' \t ',
  ])('refuses %p', (src) => {
    expect(isScriptAddressAllowed(src, PAGE)).toBe(false);
  });

  it('reads relative addresses against the document by default', () => {
    // jsdom's page is http://localhost/
    expect(isScriptAddressAllowed('/x.js')).toBe(true);
    expect(isScriptAddressAllowed('//localhost/x.js')).toBe(true);
    expect(isScriptAddressAllowed('//localhost.evil.example/x.js')).toBe(false);
  });
});

describe('loadScript', () => {
  it('refuses a javascript: or data: address without putting a script on the page', async () => {
    await expect(loadScript('javascript:alert(document.cookie)')).rejects.toThrow(/refused/);
    await expect(loadScript('data:text/javascript,alert(1)')).rejects.toThrow(/refused/);
    await expect(loadScript('//elsewhere.example/tag.js')).rejects.toThrow(/refused/);
    expect(thirdPartyScripts()).toHaveLength(0);
  });

  it('puts an allowed address on the page once, async, and resolves when it loaded', async () => {
    const first = loadScript('/stand-ins/tracking/gtag.js');
    const second = loadScript('/stand-ins/tracking/gtag.js');
    expect(second).toBe(first);
    const scripts = thirdPartyScripts();
    expect(scripts).toHaveLength(1);
    const script = scripts[0] as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/stand-ins/tracking/gtag.js');
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('quotes at most 80 characters of a refused address', async () => {
    const long = `javascript:${'x'.repeat(200)}`;
    const refusal = loadScript(long).catch((error: Error) => error.message);
    expect(await refusal).toContain(long.slice(0, 80));
    expect(await refusal).not.toContain(long.slice(0, 81));
  });

  it('removeScript takes that script off the page, and no other', () => {
    void loadScript('/stand-ins/tracking/gtag.js');
    void loadScript('/stand-ins/tracking/meta-pixel.js');
    removeScript('/stand-ins/tracking/gtag.js');
    expect([...thirdPartyScripts()].map((script) => script.getAttribute('src'))).toEqual([
      '/stand-ins/tracking/meta-pixel.js',
    ]);
  });

  it('a script that failed to load is taken off the page and may be tried again', async () => {
    const failing = loadScript('https://tags.example/pixel.js');
    (thirdPartyScripts()[0] as HTMLScriptElement).dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(/could not be loaded/);
    expect(thirdPartyScripts()).toHaveLength(0);
    const again = loadScript('https://tags.example/pixel.js');
    expect(again).not.toBe(failing);
    expect(thirdPartyScripts()).toHaveLength(1);
  });
});

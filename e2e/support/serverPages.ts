/**
 * Pages rendered on the server (issue 33), read two ways:
 * - as a crawler or a link preview reads them, without running a script: the HTML's status, h1,
 *   head tags, JSON-LD and data block (`readServerPage`);
 * - in the browser: the server's markup hydrated, not rendered again, and not one hydration
 *   message on the console (`watchHydration`).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ServerPage {
  status: number;
  location: string | null;
  cacheControl: string | null;
  html: string;
  lang: string | null;
  /** the h1's text, tags taken out and entities read */
  h1: string | null;
  title: string | null;
  meta(name: string): string | null;
  links(rel: string): { href: string; hreflang: string | null }[];
  jsonLd: unknown[];
  /** the page's data block, parsed */
  data: { lang: string; state: Record<string, unknown>; shopApi: { queries: object } } | null;
}

const decode = (text: string): string =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const attribute = (tag: string, name: string): string | null => {
  const match = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return match ? decode(match[1]) : null;
};

/** The page at `path` as the server answers it, no script run, no redirect followed. */
export async function readServerPage(
  request: APIRequestContext,
  path: string,
  headers: Record<string, string> = {},
): Promise<ServerPage> {
  const answer = await request.get(path, {
    headers: { Accept: 'text/html', ...headers },
    maxRedirects: 0,
  });
  const html = await answer.text();
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const tags = (name: string) =>
    [...head.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'g'))].map((m) => m[0]);
  const block = /<script type="application\/json" id="billett-page">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return {
    status: answer.status(),
    location: answer.headers().location ?? null,
    cacheControl: answer.headers()['cache-control'] ?? null,
    html,
    lang: /<html lang="([^"]*)"/.exec(html)?.[1] ?? null,
    h1: (() => {
      const found = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
      return found === undefined ? null : decode(found).trim();
    })(),
    title: (() => {
      const found = /<title\b[^>]*>([\s\S]*?)<\/title>/.exec(head)?.[1];
      return found === undefined ? null : decode(found);
    })(),
    meta: (name) => {
      const tag = tags('meta').find(
        (candidate) =>
          attribute(candidate, 'name') === name || attribute(candidate, 'property') === name,
      );
      return tag ? attribute(tag, 'content') : null;
    },
    links: (rel) =>
      tags('link')
        .filter((tag) => attribute(tag, 'rel') === rel)
        .map((tag) => ({
          href: attribute(tag, 'href') ?? '',
          hreflang: attribute(tag, 'hreflang'),
        })),
    jsonLd: [
      ...head.matchAll(
        /<script data-page-head="" type="application\/ld\+json">([\s\S]*?)<\/script>/g,
      ),
    ].map((match) => JSON.parse(match[1]) as unknown),
    data: block ? (JSON.parse(block[1]) as ServerPage['data']) : null,
  };
}

declare global {
  interface Window {
    /** the server's first element in #root, taken before any script ran */
    __serverRoot?: Element | null;
  }
}

/** In the page before its scripts: keeps the server's markup's first element. */
function keepServerRoot() {
  document.addEventListener('readystatechange', () => {
    if (document.readyState === 'interactive')
      window.__serverRoot = document.getElementById('root')?.firstElementChild ?? null;
  });
}

/** React's messages about hydration, as the production build writes them. */
const HYDRATION = /hydrat|did not match|Minified React error #(418|419|422|423|425)\b/i;

/**
 * Watches `page` from its next load: every console error or warning and every uncaught error.
 * `hydrated()` waits until React owns the server's markup (its own first element, kept, with
 * React's fiber on it: hydrated, not rendered anew) and says what the console said meanwhile.
 */
export async function watchHydration(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  await page.addInitScript(keepServerRoot);
  return {
    messages,
    /** hydration messages so far */
    hydrationMessages: () => messages.filter((text) => HYDRATION.test(text)),
    async hydrated(): Promise<void> {
      await expect
        .poll(() =>
          page.evaluate(() => {
            const kept = window.__serverRoot;
            const now = document.getElementById('root')?.firstElementChild;
            return (
              kept !== undefined &&
              kept !== null &&
              kept === now &&
              Object.keys(kept).some((key) => key.startsWith('__reactFiber'))
            );
          }),
        )
        .toBe(true);
    },
  };
}

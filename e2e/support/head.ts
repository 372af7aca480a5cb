import type { Page } from '@playwright/test';

export interface HeadTags {
  title: string;
  /** <title> elements in the head (SVG icons have their own, elsewhere) */
  titles: string[];
  icons: string[];
  canonicals: string[];
  alternates: { hreflang: string; href: string }[];
  descriptions: string[];
  siteNames: string[];
  viewport: string | null;
}

/** The document head as a crawler reads it. */
export async function headTags(page: Page): Promise<HeadTags> {
  return page.evaluate(() => {
    const attrs = (selector: string, name: string) =>
      Array.from(document.head.querySelectorAll(selector)).map(
        (element) => element.getAttribute(name) ?? '',
      );
    return {
      title: document.title,
      titles: Array.from(document.head.querySelectorAll('title')).map(
        (title) => title.textContent ?? '',
      ),
      icons: attrs('link[rel~="icon"]', 'href'),
      canonicals: attrs('link[rel="canonical"]', 'href'),
      alternates: Array.from(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).map(
        (link) => ({
          hreflang: link.getAttribute('hreflang') ?? '',
          href: link.getAttribute('href') ?? '',
        }),
      ),
      descriptions: attrs('meta[name="description"]', 'content'),
      siteNames: attrs('meta[property="og:site_name"]', 'content'),
      viewport:
        document.head.querySelector('meta[name="viewport"]')?.getAttribute('content') ?? null,
    };
  });
}

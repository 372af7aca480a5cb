import { expect, test, type Browser, type Page } from '@playwright/test';
import { documentInPieces } from '../support/documentInPieces';
import { asStaticHost } from '../support/staticHost';
import { BROWSE_PAGES, settle, type BrowsePage } from '../support/storefront';
import { NARROW, WIDE } from '../support/viewport';

/**
 * Nothing on a first page moves under the visitor's eyes: every browsing page of spec section 2,
 * loaded directly on the production build at 375 and 1280 px, shows no layout shift from the
 * first paint until it has settled and its pictures are in (Lighthouse counts them as CLS). A
 * category's footer used to jump by a card's height: the first card grew from its stand-in height
 * into its own (content-visibility) in the frames after the first; and under a page still
 * waiting for a late shop answer, the footer stood at the bottom of the screen until the page
 * came and pushed it down. And a page whose HTML came in pieces was painted as far as it was
 * parsed: the consent banner with its title alone, the cart button without its text, both grown
 * in the next frame (the server’s page now waits for its whole markup: src/app/render/firstPaint.ts);
 * and on a short category the footer, which stands at the bottom of the screen, painted half-parsed
 * and grew upwards (CI, under load).
 */

interface Shift {
  value: number;
  moved: string[];
}

/** Records every layout shift the page makes from its first byte (none is caused by input here). */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node?: Node | null }[];
      })[])
        shifts.push({
          value: entry.value,
          moved: (entry.sources ?? []).map((source) =>
            source.node instanceof Element
              ? `${source.node.tagName.toLowerCase()}.${source.node.getAttribute('class') ?? ''}`
              : String(source.node?.nodeName),
          ),
        });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page): Promise<Shift[]> =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

interface Network {
  /**
   * the pages from a static host (the build's shell, no rendered page) with the shop's answer to
   * the browser this many ms late: a server-rendered page carries the answer and asks for none
   */
  staticHostShopLate?: number;
  /** the storefront's address when not the project's own (a slow line in front of it) */
  origin?: string;
}

/** `pages`, each for a fresh visitor, over `network`. */
async function expectNoShift(
  browser: Browser,
  viewport: typeof NARROW,
  { staticHostShopLate = 0, origin }: Network = {},
  pages: readonly BrowsePage[] = BROWSE_PAGES,
) {
  for (const browsePage of pages) {
    // a fresh visitor each time: nothing cached, the consent banner shown
    const context = await browser.newContext({ viewport, ...(origin ? { baseURL: origin } : {}) });
    const page = await context.newPage();
    let shopAnswersDelayed = 0;
    if (staticHostShopLate > 0) {
      await asStaticHost(page);
      // routed after the static host, so it is asked first
      await page.route(/\/api\/shop\/v2\/shop\/[^/?]+$/, async (route) => {
        shopAnswersDelayed += 1;
        await new Promise((resolve) => setTimeout(resolve, staticHostShopLate));
        await route.continue();
      });
    }
    await recordShifts(page);
    await page.goto(browsePage.path('de'));
    await settle(page, browsePage.h1('de'));
    // the posters on the first screen too: a picture that came without its box would move
    // what follows it (the ones further down load when the visitor scrolls to them)
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
            .every((image) => image.complete),
        ),
      )
      .toBe(true);
    expect(await shiftsOf(page), `layout shifts on ${browsePage.path('de')}`).toEqual([]);
    // the page did wait for a late shop, as the test means it to
    if (staticHostShopLate > 0) expect(shopAnswersDelayed).toBeGreaterThan(0);
    await context.close();
  }
}

for (const viewport of [NARROW, WIDE]) {
  test(`the first pages do not move while they load, at ${viewport.width} px`, async ({
    browser,
  }) => {
    await expectNoShift(browser, viewport);
  });
}

test('nor when the shop answers late to a static host’s page: the footer comes with the page', async ({
  browser,
}) => {
  // a page waiting for the shop says so; the footer under it would jump down when the page comes.
  // Only `dist/` on a static host still waits for the shop (the rendered page carries its answer):
  // the home, a category and an article, the pages whose footer once jumped
  const waiting = BROWSE_PAGES.filter((browsePage) =>
    ['home', 'main-category', 'article'].includes(browsePage.key),
  );
  await expectNoShift(browser, NARROW, { staticHostShopLate: 1500 }, waiting);
});

/**
 * A slow line cuts each page in three, 400 ms apart: inside the consent banner, which comes first
 * in the page (its text, the header and the page's main come late), and inside the footer, which
 * stands at the bottom of a short page's screen (its links come late). One tour proves both cuts:
 * the browser paints what it has parsed during each pause in turn. Each page of the tour waits the
 * pauses, so the tour is slow by design: triple time on a busy machine.
 */
test('nor on a slow line: a page whose HTML comes in pieces, cut inside the consent banner and inside the footer, is first painted whole', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const line = await documentInPieces(baseURL!, [
    '<div class="consent-banner__text">',
    '<footer class="site-footer">',
  ]);
  try {
    await expectNoShift(browser, NARROW, { origin: line.url });
  } finally {
    await line.close();
  }
});

/**
 * A rendered page paints before its scripts run (docs/decisions/paint-before-scripts.md): the
 * after-paint script fetches and runs main.js, the texts and the page's chunk, which the page's
 * script list names, only once the page has painted and its lead picture is shown. The page then hydrates
 * as before: no hydration message, each script downloaded once, a click navigates in the page.
 * A tap on the stepper before then is held and reaches the page once it has hydrated.
 */
import { expect, test, type Page } from '@playwright/test';
import { scriptsListed } from '../support/preloadHints';
import { watchHydration } from '../support/serverPages';
import { amountControl, expectCartCount, isItemsPost, TOUR } from '../support/order';
import { category, placement, settle, SHOP_NAME, untilHydrated } from '../support/storefront';

const JAZZ = category('cat-jazz-nacht');
const SYMPHONY = placement('pl-sinfonie-winter');
const FIRST_PAGES = [
  { name: 'categories home', path: '/de', h1: SHOP_NAME },
  { name: 'category', path: `/fr/c/${JAZZ.id}`, h1: JAZZ.name.fr },
  { name: 'article', path: SYMPHONY.path('en'), h1: SYMPHONY.name.en },
];

/** When main.js's script element came into the page, beside the first paint and the lead picture. */
interface ScriptStart {
  mainInserted: number | null;
  firstPaint: number | null;
  leadPictureComplete: boolean | null;
}

/** Notes, before any of the page's code, when main.js's script element is inserted. */
async function watchMainScript(page: Page): Promise<() => Promise<ScriptStart>> {
  await page.addInitScript(() => {
    const seen = window as unknown as { __mainScript?: { at: number; picture: boolean | null } };
    new MutationObserver((changes, observer) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLScriptElement && /\/main\.[^/]*js$/.test(node.src)) {
            const picture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
            seen.__mainScript = {
              at: performance.now(),
              picture: picture ? picture.complete : null,
            };
            observer.disconnect();
          }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const seen = window as unknown as { __mainScript?: { at: number; picture: boolean | null } };
      return {
        mainInserted: seen.__mainScript?.at ?? null,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        leadPictureComplete: seen.__mainScript?.picture ?? null,
      };
    });
}

for (const first of FIRST_PAGES) {
  test(`the ${first.name} paints, then runs its scripts and hydrates`, async ({ page }) => {
    const hydration = await watchHydration(page);
    const started = await watchMainScript(page);
    const downloads = new Map<string, number>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) downloads.set(path, (downloads.get(path) ?? 0) + 1);
    });

    await page.goto(first.path);
    await hydration.hydrated();
    await settle(page, first.h1);
    const start = await started();
    expect(start.firstPaint).not.toBeNull();
    expect(start.mainInserted).not.toBeNull();
    expect(start.mainInserted ?? 0).toBeGreaterThanOrEqual(start.firstPaint ?? Infinity);
    // each of these pages has a lead picture (the programme's first poster, the article's)
    expect(start.leadPictureComplete).toBe(true);
    // the listed scripts are the ones that ran: each downloaded once
    const listed = await scriptsListed(page);
    expect(listed.length).toBeGreaterThanOrEqual(2);
    for (const path of listed) expect([path, downloads.get(path)]).toEqual([path, 1]);
    expect(hydration.messages).toEqual([]);

    // hydrated: the footer's link navigates inside the page, which is not loaded again
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('contentinfo').getByRole('link').first().click();
    await expect(page).not.toHaveURL(first.path);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });
}

test('a tap on the stepper before the page has hydrated adds the ticket once it has', async ({
  page,
}) => {
  const hydration = await watchHydration(page);
  // main.js is held back until the tap is done: the page is the server's HTML, painted, no React
  let releaseMain = () => {};
  const mainHeld = new Promise<void>((resolve) => (releaseMain = resolve));
  await page.route(/\/main\.[^/]*js$/, async (route) => {
    await mainHeld;
    await route.continue();
  });
  // and the pictures come late, as on a slow line (or a busy machine, where CI once met this):
  // the page's scripts then start before the load event, which waits for the held main.js, so
  // the journey waits for the document only, not for 'load'
  let releasePictures = () => {};
  const picturesHeld = new Promise<void>((resolve) => (releasePictures = resolve));
  await page.route(/\.(avif|webp|jpe?g|png)(\?|$)/, async (route) => {
    await picturesHeld;
    await route.continue();
  });
  const added = page.waitForResponse(isItemsPost);
  await page.goto(TOUR.path('de'), { waitUntil: 'domcontentloaded' });
  const more = amountControl(page, TOUR.adult).increase;
  await more.click();
  // the tap came before React: nothing on the page is React's yet
  const reactOwns = await page.evaluate(() =>
    Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((key) =>
      key.startsWith('__reactFiber'),
    ),
  );
  expect(reactOwns).toBe(false);
  releaseMain();
  await untilHydrated(page);
  releasePictures();
  expect((await added).ok()).toBe(true);
  await expect(amountControl(page, TOUR.adult).value).toHaveText('1');
  await expectCartCount(page, 1);
  expect(hydration.messages).toEqual([]);
});

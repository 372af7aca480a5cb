/**
 * Every route of spec section 2 that an order changes, loaded directly (a reload, a bookmark, a
 * new tab, back from the payment provider) in one language, with a basket, each checked for raw
 * text keys, untranslated words, axe violations and sideways scrolling (issue 17, point 2). The
 * pages an order leaves alone (the categories home, a category, the legal pages) are
 * browse-pages.spec.ts's, which loads each of them directly in every language with the same checks.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import demo from '../../server/fixtures/demo-shop.json';
import cartDe from '../../locales/de/cart.json';
import cartEn from '../../locales/en/cart.json';
import cartFr from '../../locales/fr/cart.json';
import cartIt from '../../locales/it/cart.json';
import { axeViolations } from './axe';
import { PAYMENT } from './checkout';
import { holdOrder, shopClient } from './shopCalls';
import type { Lang } from './storefront';
import { untranslatedTexts } from './texts';
import { horizontalOverflow, saveScreenshot } from './viewport';

const cartTexts = { de: cartDe, en: cartEn, fr: cartFr, it: cartIt };

const chart = demo.shop.seatingCharts[0];
const jazz = demo.shop.placements.find((placement) => placement.id === 'pl-jazz-nacht')!;

export interface DirectRoute {
  key: string;
  path: string;
  /** what shows once the page has its content */
  ready: (page: Page) => Locator;
}

/** The orders the pages need: a basket (current), a failed and a paid order (not current). */
export async function ordersFor(request: APIRequestContext, lang: Lang) {
  const client = await shopClient(request, lang);
  const basket = await client.order(
    [
      { variant: 'var-jazz-standard', placementId: 'pl-jazz-nacht' },
      // a personalised ticket: the checkout shows the personalisation form ('forms' texts)
      { variant: 'var-impro-erwachsene', placementId: 'pl-improtheater' },
    ],
    ['SOMMER10'],
  );
  const failed = await client.order([
    { variant: 'var-jazz-standard', placementId: 'pl-jazz-nacht' },
  ]);
  await client.checkOut(failed.id, PAYMENT.redirect.id);
  await client.complete(failed.id, 'failed');
  const paid = await client.order([
    {
      variant: 'var-zauberfloete-erwachsene',
      placementId: 'pl-zauberfloete',
      deliveryOption: 'PICKUP',
    },
  ]);
  await client.checkOut(paid.id, PAYMENT.redirect.id);
  await client.complete(paid.id, 'paid');
  return { basket, failed, paid };
}

/**
 * The routes of spec section 2 in `lang` whose page an order changes: the article (its amounts;
 * the cart panel opens there), the seating chart, the checkout, the status pages, the presale page
 * (it asks before replacing a basket), the 404 page (under the header's basket); the sitemap is XML.
 */
export function directRoutes(
  lang: Lang,
  orders: { failed: { id: string }; paid: { id: string } },
): DirectRoute[] {
  const h1 = (page: Page) => page.locator('main h1:not([data-pending-heading])');
  return [
    {
      key: 'seating-chart',
      path: `/${lang}/c/${chart.categoryId}/${chart.slug}-${chart.seatingChartId}`,
      ready: (page) => page.locator('.seating-page'),
    },
    {
      key: 'article',
      path: `/${lang}/a/${jazz.slug}-${jazz.id}`,
      ready: (page) => page.locator('.amount-control').first(),
    },
    {
      key: 'checkout',
      path: `/${lang}/order/checkout`,
      ready: (page) => page.locator('.checkout-pay__button'),
    },
    {
      key: 'status-failed',
      path: `/${lang}/order/${orders.failed.id}/status`,
      ready: (page) => page.locator('.order-status__facts'),
    },
    {
      key: 'status-paid',
      path: `/${lang}/order/${orders.paid.id}/status`,
      ready: (page) => page.locator('.order-status__next'),
    },
    { key: 'presale', path: `/${lang}/order/presale`, ready: h1 },
    { key: 'not-found', path: `/${lang}/kein-solcher-weg`, ready: h1 },
  ];
}

/** Waits for the page's content and for the loading bar to rest. */
export async function settleRoute(page: Page, route: DirectRoute): Promise<void> {
  await expect(route.ready(page)).toBeVisible();
  await expect(page.locator('main h1:not([data-pending-heading])')).toHaveCount(1);
  await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
}

/** No raw key, no untranslated word, no axe violation on what the page shows now. */
export async function expectTranslated(page: Page, lang: Lang, where: string): Promise<void> {
  expect(await untranslatedTexts(page, lang), `texts of ${where}`).toEqual([]);
  expect(await axeViolations(page), `axe on ${where}`).toEqual([]);
}

/** The page scrolls not sideways at the width it is shown at. */
export async function expectNoSidewaysScrolling(page: Page, where: string): Promise<void> {
  const overflow = await horizontalOverflow(page);
  expect(
    overflow.scrollWidth,
    `no horizontal scrolling on ${where}; sticking out: ${overflow.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(overflow.clientWidth);
}

/** Every route loaded directly in `lang`, the cart panel opened on the article, each one checked. */
export async function loadEveryRouteDirectly(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  screenshots: boolean,
): Promise<string[]> {
  const orders = await ordersFor(request, lang);
  await holdOrder(page, orders.basket.id);
  const seen: string[] = [];
  for (const route of directRoutes(lang, orders)) {
    await page.goto(route.path);
    await settleRoute(page, route);
    await expectTranslated(page, lang, `${route.key} (${lang})`);
    await expectNoSidewaysScrolling(page, `${route.key} (${lang})`);
    if (screenshots && ['checkout', 'status-failed', 'status-paid'].includes(route.key))
      await saveScreenshot(page, `direct-${route.key}-${lang}`);
    seen.push(route.key);

    if (route.key === 'article') {
      // the cart panel the page opens: its texts come when it opens
      await page.locator('button.cart-button').click();
      const panel = page.getByRole('dialog', { name: cartTexts[lang].title, exact: true });
      await expect(
        panel.getByRole('group', { name: cartTexts[lang].totals.heading }),
      ).toBeVisible();
      await expectTranslated(page, lang, `the cart panel (${lang})`);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  }
  const sitemap = await request.get(`/${lang}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  seen.push('sitemap.xml');
  return seen;
}

/**
 * The production build under its security headers (issue 9): a visitor's whole tour (home with an
 * access token, a category, an article and an add to the basket, the seating chart, consent with
 * the tracking tags and the support chat, checkout through the card lightbox and through the
 * hosted TWINT page to a paid status page, a presale link) sets off no Content-Security-Policy
 * violation; pages and API answers carry the headers; every cookie is SameSite Lax; no token
 * is in any request URL or in the address once the page has loaded; and the access token is in no
 * request at all (no Referer names a path, the preloads the page answer names included).
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import consentDe from '../../locales/de/consent.json';
import { loadDemoFixture } from '../../server/demoFixture/fixture';
import { storefrontPolicySources } from '../../server/site/policySources';
import { securityHeaders } from '../../server/site/securityHeaders';
import {
  JAZZ,
  PAYMENT,
  PRESALE_TOKEN,
  addTicket,
  cartPanel,
  chooseInLightbox,
  chooseOnHostedPage,
  expectStatusPage,
  fillCheckout,
  goToCheckout,
  payButton,
  addOne,
} from '../support/checkout';
import { SECURITY_HEADERS, directivesOf, securityHeadersOf, watchSecurity } from '../support/csp';
import { ACCESS_TOKEN, SHOP_NAME, category, settle } from '../support/storefront';
import {
  expectNoTokenTrail,
  loadedBeforeTokenLeft,
  namedByHtml,
  watchTokenTrail,
} from '../support/tokenTrail';

const API = '/api/shop/v2';
/** What server/site/securityHeaders.ts answers for the demo shop (plain http, no proxy). */
const EXPECTED_HEADERS = Object.fromEntries(
  Object.entries(
    securityHeaders(storefrontPolicySources(loadDemoFixture().shop.userTrackingConfiguration)),
  ).map(([name, value]) => [name.toLowerCase(), value]),
);
const CONCERTS = category('main-konzerte');
const THEATRE = category('main-theater');
const SEATING_PATH = '/de/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal';
const TRACKING_SCRIPTS = [
  '/stand-ins/tracking/gtag.js',
  '/stand-ins/tracking/meta-pixel.js',
  '/stand-ins/tracking/tiktok-pixel.js',
  '/stand-ins/chat/widget.js',
];

/** An answer of the shop API (the order's items: adding a ticket). */
const isShopAnswer = (response: Response) =>
  new URL(response.url()).pathname.startsWith(`${API}/order/`) &&
  response.request().method() === 'POST';

/** The address has no token in it, in any spelling. */
const expectCleanAddress = (page: Page) => {
  for (const token of [ACCESS_TOKEN, PRESALE_TOKEN]) expect(page.url()).not.toContain(token);
  const query = new URL(page.url()).searchParams;
  expect([query.has('token'), query.has('presaleToken')]).toEqual([false, false]);
};

async function payThroughLightbox(page: Page): Promise<void> {
  await goToCheckout(page, 'de');
  await fillCheckout(page, 'de', PAYMENT.lightbox);
  await payButton(page, 'de').click();
  await chooseInLightbox(page, 'Pay');
  await expectStatusPage(page, 'de', 'paid');
}

async function payOnHostedPage(page: Page): Promise<Response> {
  await goToCheckout(page, 'de');
  await fillCheckout(page, 'de', PAYMENT.redirect);
  const hosted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/stand-ins/payment/pay',
  );
  await payButton(page, 'de').click();
  await chooseOnHostedPage(page, 'Pay');
  await expectStatusPage(page, 'de', 'paid');
  return hosted;
}

test('a whole tour on the production build: no policy violation, headers, Lax cookies, no token in a URL', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const watch = await watchSecurity(context);
  const trail = await watchTokenTrail(context);
  const page = await context.newPage();
  /** the addresses the visitor opened with a token in them: the only requests allowed to carry one */
  const opened: string[] = [];
  const open = async (path: string) => {
    opened.push(new URL(path, test.info().project.use.baseURL).href);
    return page.goto(path);
  };

  // home with the access token: the page carries the headers (its shop answer came with it)
  const home = await open(`/de?token=${ACCESS_TOKEN}`);
  expect(home?.status()).toBe(200);
  expect(await securityHeadersOf(home!)).toEqual(
    Object.fromEntries(SECURITY_HEADERS.map((name) => [name, EXPECTED_HEADERS[name]])),
  );
  expect((await home!.allHeaders())['strict-transport-security']).toBeUndefined();
  const policy = directivesOf(EXPECTED_HEADERS['content-security-policy']);
  expect(policy['script-src']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(EXPECTED_HEADERS['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  await settle(page, SHOP_NAME);
  expectCleanAddress(page);
  // before the token left the address, only what the HTML and its Link header name was fetched
  const named = namedByHtml(await home!.text(), (await home!.allHeaders()).link, home!.url());
  expect(named.length).toBeGreaterThan(2);
  expect(await loadedBeforeTokenLeft(page, named)).toEqual([]);

  // consent: the tags and the chat load (from the demo server's stand-ins) and the chat opens
  const banner = page.getByRole('dialog', { name: consentDe.dialog.title, exact: true });
  await banner.getByRole('button', { name: consentDe.dialog.acceptAll, exact: true }).click();
  await expect(banner).toBeHidden();
  await expect
    .poll(() =>
      // TikTok's pixel loads as events.js?sdkid=<id>&lib=ttq, as its base code does
      TRACKING_SCRIPTS.filter((path) =>
        watch.requests.some((url) => new URL(url, 'http://x').pathname === path),
      ),
    )
    .toEqual(TRACKING_SCRIPTS);
  const chat = page.getByRole('complementary', { name: 'Support-Chat' });
  await chat.getByRole('button', { name: 'Chat mit dem Support' }).click();
  await expect(chat.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chat.getByRole('dialog')).toBeHidden();

  // a category, an article, an add to the basket
  await page
    .getByRole('navigation', { name: 'Kategorien', exact: true })
    .getByRole('link', { name: CONCERTS.name.de, exact: true })
    .click();
  await settle(page, CONCERTS.name.de);
  await page.goto(JAZZ.path('de'));
  await settle(page, JAZZ.name.de);
  // the shop API's answers carry the same headers as the pages
  const apiAnswer = page.waitForResponse(isShopAnswer);
  await addOne(page, 'de', JAZZ.standard);
  expect(await securityHeadersOf(await apiAnswer)).toEqual(await securityHeadersOf(home!));

  // the seating chart: the stand-in draws its SVG, styled by the stylesheet it links
  await page.goto(SEATING_PATH);
  const chart = page.getByRole('group', { name: 'Saalplan: Grosser Saal' });
  await expect(chart.getByRole('button', { name: /^Reihe A, Platz 1,/ })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => getComputedStyle(document.querySelector('.seatsio-stand-in__map')!).display,
      ),
    )
    .toBe('block');

  // checkout through the card lightbox, then another ticket through the hosted TWINT page
  await payThroughLightbox(page);
  await addTicket(page, 'de', JAZZ, JAZZ.standard, { consent: false });
  const hostedPage = await payOnHostedPage(page);
  expect(await securityHeadersOf(hostedPage)).toEqual(await securityHeadersOf(home!));
  expectCleanAddress(page);

  // a presale link: the order starts and the address is clean again
  await open(`/de/c/main-theater?presaleToken=${PRESALE_TOKEN}`);
  await expect(cartPanel(page, 'de')).toBeVisible();
  await expect(page).toHaveURL(/\/de\/c\/main-theater$/);
  expectCleanAddress(page);
  await page.keyboard.press('Escape');
  await settle(page, THEATRE.name.de);

  // the language switch writes the language cookie
  await page
    .getByRole('navigation', { name: 'Sprache', exact: true })
    .getByRole('link', { name: 'English', exact: true })
    .click();
  await settle(page, THEATRE.name.en);

  // not one violation, on any page, and no console error about the policy
  expect(await watch.onWindow(page)).toEqual([]);
  expect(watch.violations).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);

  // every cookie, the server's and the page's own, is SameSite Lax
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name).sort()).toEqual(
    expect.arrayContaining([
      'XSRF-TOKEN',
      'billett_session',
      'billett_consent',
      'billett_lang',
      '_ga',
      '_fbp',
      '_ttp',
    ]),
  );
  expect(
    cookies.filter((cookie) => cookie.sameSite !== 'Lax').map((cookie) => cookie.name),
  ).toEqual([]);

  // no token in any request URL but the addresses the visitor opened
  const leaks = watch.requests.filter(
    (url) =>
      !opened.includes(url) &&
      [ACCESS_TOKEN, PRESALE_TOKEN].some(
        (token) => url.includes(token) || url.includes(encodeURIComponent(token)),
      ),
  );
  expect(leaks).toEqual([]);
  expect(watch.requests.filter((url) => url.includes(`${API}/`)).length).toBeGreaterThan(10);
  // nor the access token in any header but its own, nor a path in any Referer
  expectNoTokenTrail(await trail.requests(), ACCESS_TOKEN, new URL(home!.url()).origin);
  await context.close();
});

test('the pages off the tour raise no policy violation either', async ({ browser }) => {
  const context = await browser.newContext();
  const watch = await watchSecurity(context);
  const page = await context.newPage();
  for (const [path, h1] of [
    ['/de/about/imprint', /Impressum/],
    ['/fr/about/privacy-policy', /.+/],
    ['/de/nothing-here', /.+/],
    ['/de/order/presale', /.+/],
    ['/de/order/ord-000000000000/status', /.+/],
    [`${JAZZ.path('de')}?debug=1`, new RegExp(JAZZ.name.de)],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
    await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
  }
  expect(watch.violations).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
  await context.close();
});

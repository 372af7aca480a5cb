import { expect, test, type Page } from '@playwright/test';
import consentDe from '../../locales/de/consent.json';
import layoutDe from '../../locales/de/layout.json';
import { axeViolations } from '../support/axe';
import { IMPRO, addByClicks, closeCart, openArticle, openCart } from '../support/order';
import { runPageTimers } from '../support/pageClock';
import { SHOP_NAME, settle } from '../support/storefront';
import { NARROW, SCREENSHOT_DIR, WIDE, horizontalOverflow } from '../support/viewport';

/**
 * Consent (spec sections 4 and 9): the first-layer dialog, nothing reaching a tracker or the chat
 * before a choice or after a reject, the choice kept in a cookie for a year, and the dialog not
 * standing in the way of the shop.
 */

const CONSENT_COOKIE = 'billett_consent';
/** the cookies the analytics tag and the ad pixels set (src/features/tracking/trackingCookies.ts) */
const TRACKING_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_fbp|_fbc|_ttp|_tt_.+)$/;
/** every cookie the shop itself may set */
const SHOP_COOKIES = ['XSRF-TOKEN', 'billett_session', 'billett_lang', CONSENT_COOKIE];

const consentDialog = (page: Page) =>
  page.getByRole('dialog', { name: consentDe.dialog.title, exact: true });

/** Every request to a tracker or chat stand-in the page makes from now on. */
function thirdPartyRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/stand-ins/tracking') || pathname.startsWith('/stand-ins/chat'))
      urls.push(pathname);
  });
  return urls;
}

/** Browse from the home page to the improv night, add two tickets, look into the cart. */
async function browseAndAdd(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Kategorien', exact: true })
    .getByRole('link', { name: 'Theater', exact: true })
    .click();
  await settle(page, 'Theater');
  await page.getByRole('link', { name: 'Improtheater-Abend', exact: true }).click();
  await settle(page, 'Improtheater-Abend');
  await page
    .getByRole('region', { name: 'Angebote' })
    .getByRole('link', { name: IMPRO.name.de, exact: true })
    .click();
  await expect(page).toHaveURL(IMPRO.path('de'));
  await settle(page, IMPRO.name.de);
  await addByClicks(page, IMPRO.adult, 2, 2);
  await openCart(page);
  await closeCart(page);
}

async function expectNoTracking(page: Page, requests: string[]): Promise<void> {
  // anything still to come (a 100 ms tracking delay, a script) would be asked for by now
  await runPageTimers(page, 1000);
  expect(requests, 'requests to a tracker or chat stand-in').toEqual([]);
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(
    cookies.filter((name) => TRACKING_COOKIE.test(name)),
    'tracking cookies',
  ).toEqual([]);
  expect(
    cookies.filter((name) => !SHOP_COOKIES.includes(name)),
    'cookies not the shop’s own',
  ).toEqual([]);
  expect(
    await page.evaluate(() => ({
      scripts: Array.from(document.scripts)
        .map((script) => script.getAttribute('src') ?? '')
        .filter((src) => src.includes('/stand-ins/')),
      log: (window as unknown as { __trackingLog?: unknown[] }).__trackingLog ?? [],
      chat: document.querySelectorAll('[data-support-chat]').length,
    })),
  ).toEqual({ scripts: [], log: [], chat: 0 });
}

test('before any choice nothing reaches a tracker or the chat, and no tracking cookie is set', async ({
  page,
}) => {
  const requests = thirdPartyRequests(page);
  await page.clock.install();
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();

  await browseAndAdd(page);
  await expect(dialog).toBeVisible();
  await expectNoTracking(page, requests);
  // the consent-mode defaults are queued (no network) before anything could load
  const defaults = await page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry),
    ),
  );
  expect(defaults).toEqual([
    [
      'consent',
      'default',
      {
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        analytics_storage: 'denied',
        wait_for_update: 200,
      },
    ],
  ]);
});

test('after Reject all nothing reaches a tracker or the chat either, also after a reload', async ({
  page,
}) => {
  const requests = thirdPartyRequests(page);
  await page.clock.install();
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  await consentDialog(page).getByRole('button', { name: consentDe.dialog.rejectAll }).click();
  await expect(consentDialog(page)).toBeHidden();

  await browseAndAdd(page);
  await page.reload();
  await settle(page, IMPRO.name.de);
  await expect(consentDialog(page)).toBeHidden();
  await expectNoTracking(page, requests);
});

test('the choice is kept for a year and survives a reload; the footer reopens the dialog', async ({
  page,
}) => {
  await page.goto('/de/c/main-konzerte');
  await settle(page, 'Konzerte');
  await consentDialog(page).getByRole('button', { name: consentDe.dialog.acceptAll }).click();
  await expect(consentDialog(page)).toBeHidden();

  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === CONSENT_COOKIE,
  );
  expect(cookie).toBeDefined();
  expect(JSON.parse(decodeURIComponent(cookie!.value))).toEqual({
    consentAll: true,
    policyVersion: 0,
  });
  expect(cookie!.path).toBe('/');
  expect(cookie!.sameSite).toBe('Lax');
  expect(Math.abs(cookie!.expires - (Date.now() / 1000 + 31_536_000))).toBeLessThan(120);

  await page.reload();
  await settle(page, 'Konzerte');
  await expect(consentDialog(page)).toBeHidden();

  // reopened from the footer: focus inside, Escape keeps the choice and gives focus back
  const settings = page
    .getByRole('contentinfo')
    .getByRole('navigation', { name: layoutDe.footer.label })
    .getByRole('button', { name: consentDe.footer.cookieSettings, exact: true });
  await settings.click();
  await expect(consentDialog(page)).toBeVisible();
  await expect(
    consentDialog(page).getByRole('heading', { name: consentDe.dialog.title }),
  ).toBeFocused();
  await expect(consentDialog(page)).toContainText(consentDe.dialog.current.accepted);
  await page.keyboard.press('Escape');
  await expect(consentDialog(page)).toBeHidden();
  await expect(settings).toBeFocused();
});

test('Accept all and Reject all are equally prominent; keyboard first; axe-clean; fits a phone', async ({
  page,
}) => {
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await page.goto('/de/c/main-konzerte');
    await settle(page, 'Konzerte');
    const dialog = consentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'false');

    const reject = dialog.getByRole('button', { name: consentDe.dialog.rejectAll, exact: true });
    const accept = dialog.getByRole('button', { name: consentDe.dialog.acceptAll, exact: true });
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.abs(rejectBox!.width - acceptBox!.width)).toBeLessThan(1);
    expect(Math.abs(rejectBox!.height - acceptBox!.height)).toBeLessThan(1);
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          element.className,
          style.backgroundColor,
          style.color,
          style.fontSize,
          style.fontWeight,
        ];
      });
    expect(await look(accept)).toEqual(await look(reject));

    // the skip link stays the first stop; the choices come right after it
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Zum Inhalt springen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(reject).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(accept).toBeFocused();

    expect(await axeViolations(page), `axe with the dialog open at ${viewport.width} px`).toEqual(
      [],
    );
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth, overflow.culprits.join(', ')).toBeLessThanOrEqual(
      overflow.clientWidth,
    );
    await page.screenshot({ path: `${SCREENSHOT_DIR}/consent-dialog-${viewport.width}.png` });
  }
  // on a phone the banner leaves most of the screen to the shop
  const box = await consentDialog(page).boundingBox();
  expect(box!.height).toBeLessThan(NARROW.height * 0.7);
});

test('a choice on a phone leaves the page where it was: focus on the main content, the header in view', async ({
  page,
}) => {
  await page.setViewportSize(NARROW);
  // the home's programme makes its main content far taller than the screen
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  const main = page.getByRole('main');
  expect((await main.boundingBox())!.height).toBeGreaterThan(NARROW.height * 2);
  await consentDialog(page).getByRole('button', { name: consentDe.dialog.rejectAll }).click();
  await expect(consentDialog(page)).toBeHidden();
  await expect(main).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('banner')).toBeInViewport();
  // the next Tab goes on from the main content
  await page.keyboard.press('Tab');
  expect(
    await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement)),
  ).toBe(true);
});

test('on a desktop the open dialog does not stand in the way of the shop’s main actions', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await openArticle(page, IMPRO);
  const dialog = consentDialog(page);
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!.height).toBeLessThan(200);
  // the amount buttons and the cart work with the dialog open
  await addByClicks(page, IMPRO.adult, 1, 1);
  await openCart(page);
  await closeCart(page);
  // the footer can still be scrolled above the banner
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  const [footerBox, dialogBox] = [await footer.boundingBox(), await dialog.boundingBox()];
  expect(footerBox!.y + footerBox!.height).toBeLessThanOrEqual(dialogBox!.y + 1);
  await expect(dialog).toBeVisible();
});

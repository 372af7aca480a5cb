import { expect, test, type Page } from '@playwright/test';
import consentDe from '../../locales/de/consent.json';
import demo from '../../server/fixtures/demo-shop.json';
import { IMPRO, addByClicks, closeCart, isItemsPost, openCart } from '../support/order';
import { SHOP_NAME, settle } from '../support/storefront';
import { axeViolations } from '../support/axe';
import { NARROW, SCREENSHOT_DIR, WIDE } from '../support/viewport';
import { runPageTimers } from '../support/pageClock';

/**
 * After Accept all: the analytics tag, the two ad pixels and the support chat (their demo-server
 * stand-ins, which record what they are sent) get the events of a browse, an add to the basket
 * and a look into the basket, with the expected payloads; a later reject stops them.
 */

const config = demo.shop.userTrackingConfiguration;
const GA = config.googleAnalytics.measurements[0].id;
const META = config.metaAds.pixels[0].id;
const TIKTOK = config.tiktokAds.pixels[0].id;
const TRACKING_COOKIE = /^(_ga|_ga_.+|_gid|_gat.*|_fbp|_fbc|_ttp|_tt_.+)$/;

interface Entry {
  provider: 'analytics' | 'metaPixel' | 'tiktokPixel' | 'chat';
  kind: string;
  id?: string;
  name?: string;
  action?: string;
  custom?: boolean;
  params?: Record<string, unknown>;
  options?: Record<string, unknown>;
  apiBase?: string;
  alignment?: string;
  page?: string;
  /** a page view the tag sent by itself (the gtag stand-in: 'config' or 'history change') */
  automatic?: string;
}

const consentDialog = (page: Page) =>
  page.getByRole('dialog', { name: consentDe.dialog.title, exact: true });

const log = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __trackingLog?: unknown[] }).__trackingLog ?? [],
  ) as Promise<Entry[]>;

const events = async (page: Page, provider: Entry['provider']) =>
  (await log(page)).filter((entry) => entry.provider === provider && entry.kind === 'event');

const names = async (page: Page, provider: Entry['provider']) =>
  (await events(page, provider)).map((entry) => entry.name);

async function acceptOnHome(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  // The home page's view goes out 100 ms after it is dispatched, with the consent of that moment:
  // a click inside those 100 ms would (rightly) send it. Its delay runs out before the click, so
  // the journey's list is fixed.
  await runPageTimers(page, 300);
  await consentDialog(page).getByRole('button', { name: consentDe.dialog.acceptAll }).click();
  await expect(consentDialog(page)).toBeHidden();
}

async function toImprovNight(page: Page): Promise<void> {
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
  await settle(page, IMPRO.name.de);
}

test('after Accept all the trackers get the browse, the add to basket and the basket view', async ({
  page,
  request,
}) => {
  await page.setViewportSize(WIDE);
  await request.delete('/stand-ins/tracking/collected');
  await acceptOnHome(page);

  // the tags load and set themselves up; they keep their cookies
  await expect
    .poll(async () =>
      (await log(page))
        .filter((entry) => entry.kind === 'config' || entry.kind === 'init')
        .map((entry) => `${entry.provider}:${entry.id}`),
    )
    .toEqual(
      expect.arrayContaining([`analytics:${GA}`, `metaPixel:${META}`, `tiktokPixel:${TIKTOK}`]),
    );
  const consentUpdates = (await log(page)).filter(
    (entry) => entry.provider === 'analytics' && entry.kind === 'consent',
  );
  expect(consentUpdates.map((entry) => [entry.action, entry.params?.analytics_storage])).toEqual([
    ['default', 'denied'],
    ['update', 'granted'],
  ]);
  await expect
    .poll(async () =>
      (await page.context().cookies())
        .map((cookie) => cookie.name)
        .filter((name) => TRACKING_COOKIE.test(name))
        .sort(),
    )
    .toEqual(['_fbp', '_ga', '_ttp']);

  await toImprovNight(page);
  const added = page.waitForResponse(isItemsPost);
  await addByClicks(page, IMPRO.adult, 2, 2);
  const trackingEventId = (await added).request().headers()['x-tracking-event-id'];
  expect(trackingEventId).toBeTruthy();
  await openCart(page);
  await closeCart(page);

  // analytics: ecommerce events; page_view only with the list, the add and the basket, and each
  // page counted once (the basket opened on the article page that the add counted)
  await expect
    .poll(() => names(page, 'analytics'))
    .toEqual([
      'view_item_list',
      'page_view',
      'select_item',
      'view_item',
      'add_to_cart',
      'page_view',
      'view_cart',
    ]);
  const ga = await events(page, 'analytics');
  expect(ga.every((entry) => entry.id === GA)).toBe(true);
  // none sent by the tag itself: config has send_page_view false, the stream no history page views
  expect(ga.filter((entry) => entry.automatic)).toEqual([]);
  // GA4 reads the page from page_location (a full address, no query) and page_title
  const origin = new URL(page.url()).origin;
  expect(ga[1].params).toMatchObject({
    page_location: `${origin}/de/c/cat-improtheater`,
    page_title: expect.stringContaining('Improtheater-Abend') as unknown,
  });
  expect(ga[1].params).not.toHaveProperty('page_path');
  expect(ga[5].params).toMatchObject({ page_location: `${origin}${IMPRO.path('de')}` });
  expect(ga[0].params).toMatchObject({
    item_list_name: 'Improtheater-Abend',
    items: [
      expect.objectContaining({
        item_id: 'art-improtheater',
        item_list_name: 'Improtheater-Abend',
        index: 0,
      }),
    ],
  });
  expect(ga[1].params).toMatchObject({
    page_type: 'category',
    category_id: 'cat-improtheater',
  });
  expect(ga[3].params).toMatchObject({
    currency: 'CHF',
    value: 18,
    shop_event_id: 'ev-improtheater',
  });
  expect(ga[4].params).toMatchObject({
    currency: 'CHF',
    value: 56,
    tracking_event_id: trackingEventId,
    article_name: 'Improtheater-Abend',
    items: [
      expect.objectContaining({
        item_id: 'art-improtheater',
        item_variant: 'Erwachsene',
        price: 28,
        quantity: 2,
      }),
    ],
  });
  expect(ga[5].params).toMatchObject({ page_type: 'article', placement_id: IMPRO.id });
  expect(ga[6].params).toMatchObject({ value: 56, currency: 'CHF' });

  // Meta: standard events tracked (page views as its standard PageView), the others custom; the
  // add carries the API call's event id
  await expect
    .poll(async () =>
      (await events(page, 'metaPixel')).map((entry) => `${entry.name}${entry.custom ? '*' : ''}`),
    )
    .toEqual([
      'PageView',
      'PageView',
      'ViewItemList*',
      'SelectItem*',
      'PageView',
      'ViewContent',
      'AddToCart',
      'ViewCart*',
    ]);
  const meta = await events(page, 'metaPixel');
  const metaAdd = meta.find((entry) => entry.name === 'AddToCart')!;
  expect(metaAdd).toMatchObject({ id: META, options: { eventID: trackingEventId } });
  expect(metaAdd.params).toMatchObject({
    value: 56,
    currency: 'CHF',
    content_ids: ['art-improtheater'],
    num_items: 2,
  });
  expect(meta[1].params).toEqual({
    page_path: '/de/c/cat-improtheater',
    category_id: 'cat-improtheater',
  });
  expect(meta[4].params).toEqual({ page_path: IMPRO.path('de'), placement_id: IMPRO.id });

  // TikTok: the same events through the pixel's instance, page views as its page() ('Pageview')
  await expect
    .poll(() => names(page, 'tiktokPixel'))
    .toEqual([
      'Pageview',
      'Pageview',
      'ViewItemList',
      'SelectItem',
      'Pageview',
      'ViewContent',
      'AddToCart',
      'ViewCart',
    ]);
  const tiktokAdd = (await events(page, 'tiktokPixel')).find(
    (entry) => entry.name === 'AddToCart',
  )!;
  expect(tiktokAdd).toMatchObject({ id: TIKTOK, options: { event_id: trackingEventId } });

  // the demo server recorded the same, for tests that reload
  const collected = (await (await request.get('/stand-ins/tracking/collected')).json()) as {
    entries: Entry[];
  };
  const serverAdd = collected.entries.filter(
    (entry) =>
      entry.kind === 'event' && (entry.name === 'add_to_cart' || entry.name === 'AddToCart'),
  );
  expect(serverAdd.map((entry) => entry.provider).sort()).toEqual([
    'analytics',
    'metaPixel',
    'tiktokPixel',
  ]);
});

test('a returning visitor who accepted: the first page is tracked as it opens', async ({
  page,
  baseURL,
}) => {
  // the consent cookie of an earlier Accept all (src/features/consent/consentCookie.ts)
  const record = JSON.stringify({ consentAll: true, policyVersion: 0 });
  await page
    .context()
    .addCookies([{ name: 'billett_consent', value: encodeURIComponent(record), url: baseURL! }]);
  await page.goto(IMPRO.path('de'));
  await settle(page, IMPRO.name.de);
  await expect(consentDialog(page)).toBeHidden();

  // the tracking saga comes after the page has shown itself: its view is not lost
  await expect.poll(() => names(page, 'metaPixel')).toEqual(['PageView', 'ViewContent']);
  const [view] = await events(page, 'metaPixel');
  expect(view.params).toEqual({ page_path: IMPRO.path('de'), placement_id: IMPRO.id });
  await expect.poll(() => names(page, 'tiktokPixel')).toEqual(['Pageview', 'ViewContent']);
  await expect.poll(() => names(page, 'analytics')).toEqual(['view_item']);
});

test('the support chat appears on the configured side (right) only after consent, and goes on reject', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  const sessions: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/stand-ins/chat/')) sessions.push(pathname);
  });
  await page.clock.install();
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  const chat = page.getByRole('complementary', { name: 'Support-Chat' });
  await runPageTimers(page, 500);
  await expect(chat).toHaveCount(0);
  expect(sessions).toEqual([]);

  await consentDialog(page).getByRole('button', { name: consentDe.dialog.acceptAll }).click();
  const launcher = chat.getByRole('button', { name: 'Chat mit dem Support' });
  await expect(launcher).toBeVisible();
  expect(config.supportChat.alignment).toBe('right');
  const box = (await launcher.boundingBox())!;
  expect(WIDE.width - (box.x + box.width)).toBeLessThan(40);
  expect(box.x).toBeGreaterThan(WIDE.width / 2);
  // the region (EU) picked its API base: Intercom('boot') pinged it
  await expect.poll(() => sessions).toContain('/stand-ins/chat/api/eu/messenger/web/ping');

  expect(await axeViolations(page), 'axe with the chat launcher').toEqual([]);

  // it works from the keyboard
  await launcher.click();
  await expect(launcher).toHaveAttribute('aria-expanded', 'true');
  expect(await axeViolations(page), 'axe with the chat open').toEqual([]);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/consent-chat-${WIDE.width}.png` });
  await page.keyboard.press('Escape');
  await expect(launcher).toHaveAttribute('aria-expanded', 'false');
  await expect(launcher).toBeFocused();

  // it stays through a reload and goes with a reject
  await page.reload();
  await settle(page, SHOP_NAME);
  await expect(launcher).toBeVisible();
  await page.getByRole('button', { name: consentDe.footer.cookieSettings }).click();
  await consentDialog(page).getByRole('button', { name: consentDe.dialog.rejectAll }).click();
  await expect(chat).toHaveCount(0);
});

/**
 * Tab through the whole page: the launcher of the chat never lies over the focused control
 * (WCAG 2.4.11). The focus scrolls above it, and the page's end (the footer) scrolls clear of it.
 */
async function tabPastTheLauncher(page: Page): Promise<string[]> {
  const covered: string[] = [];
  for (let step = 0; step < 120; step += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      // the browser's own controls between the page's end and its start
      if (!focused || focused === document.body) return { seen: false, name: '', over: false };
      // every control once: back at one seen before, the whole page was walked
      const seen = focused.hasAttribute('data-tab-seen');
      focused.setAttribute('data-tab-seen', '');
      const launcher = document.querySelector('[data-support-chat]');
      if (!launcher || launcher.contains(focused)) return { seen, name: '', over: false };
      const a = focused.getBoundingClientRect();
      const b = launcher.getBoundingClientRect();
      const over = a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
      const name = (focused.getAttribute('aria-label') ?? focused.textContent ?? '').trim();
      return { seen, name: `${focused.localName} "${name.slice(0, 40)}"`, over };
    });
    if (found.seen) break;
    if (found.over) covered.push(found.name);
  }
  await page.evaluate(() =>
    document.querySelectorAll('[data-tab-seen]').forEach((element) => {
      element.removeAttribute('data-tab-seen');
    }),
  );
  return covered;
}

test('no focused control lies under the chat’s launcher, on a phone and a desktop', async ({
  page,
}) => {
  await page.goto(IMPRO.path('de'));
  await settle(page, IMPRO.name.de);
  await consentDialog(page).getByRole('button', { name: consentDe.dialog.acceptAll }).click();
  const launcher = page
    .getByRole('complementary', { name: 'Support-Chat' })
    .getByRole('button', { name: 'Chat mit dem Support' });
  await expect(launcher).toBeVisible();
  for (const viewport of [WIDE, NARROW]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await tabPastTheLauncher(page), `at ${viewport.width} px`).toEqual([]);
  }
  // the launcher keeps Intercom's place: 20 px from the window's bottom and side
  const box = (await launcher.boundingBox())!;
  expect(Math.round(NARROW.height - (box.y + box.height))).toBe(20);
});

test('after a later reject the trackers get no more events and their cookies go', async ({
  page,
}) => {
  await page.setViewportSize(WIDE);
  await acceptOnHome(page);
  await toImprovNight(page);
  await expect.poll(() => names(page, 'analytics')).toContain('view_item');

  await expect(page.getByRole('complementary', { name: 'Support-Chat' })).toBeVisible();
  const before = (await log(page)).length;
  await page.getByRole('button', { name: consentDe.footer.cookieSettings }).click();
  await consentDialog(page).getByRole('button', { name: consentDe.dialog.rejectAll }).click();
  await expect(consentDialog(page)).toBeHidden();

  await addByClicks(page, IMPRO.adult, 1, 1);
  await openCart(page);
  await closeCart(page);
  await page.getByRole('link', { name: 'Theater', exact: true }).first().click();
  await runPageTimers(page, 1000);

  const after = (await log(page)).slice(before);
  expect(
    after.filter((entry) => entry.kind === 'event'),
    'events after the reject',
  ).toEqual([]);
  // what they did get: the consent update and the pixels' revocations, and the chat's shutdown
  expect(
    after.map((entry) => `${entry.provider}:${entry.kind}:${entry.action ?? ''}`).sort(),
  ).toEqual(
    [
      'analytics:consent:update',
      'chat:shutdown:',
      'metaPixel:consent:revoke',
      'tiktokPixel:consent:revokeConsent',
    ].sort(),
  );
  const cookies = (await page.context().cookies()).map((cookie) => cookie.name);
  expect(cookies.filter((name) => TRACKING_COOKIE.test(name))).toEqual([]);
});

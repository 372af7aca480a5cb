/**
 * Issue 33: every route of spec section 2 rendered on the server in the address's language and
 * hydrated into the SPA. First as a crawler and a link preview read a page, without a script: its
 * status, h1, head tags and JSON-LD. Then in the browser, across the visitor's states (each
 * language, consent undecided, accepted or refused, an order in storage, the access token, a
 * phone's width and a desktop's): React takes over the server's markup (its own first element,
 * not one rendered anew) with not one hydration message, and the page works after it.
 */
import { expect, test, type Page } from '@playwright/test';
import checkoutDe from '../../locales/de/checkout.json';
import checkoutEn from '../../locales/en/checkout.json';
import checkoutFr from '../../locales/fr/checkout.json';
import checkoutIt from '../../locales/it/checkout.json';
import commonDe from '../../locales/de/common.json';
import commonEn from '../../locales/en/common.json';
import commonFr from '../../locales/fr/common.json';
import commonIt from '../../locales/it/common.json';
import consentDe from '../../locales/de/consent.json';
import consentEn from '../../locales/en/consent.json';
import consentFr from '../../locales/fr/consent.json';
import consentIt from '../../locales/it/consent.json';
import legalDe from '../../locales/de/legal.json';
import legalEn from '../../locales/en/legal.json';
import legalFr from '../../locales/fr/legal.json';
import legalIt from '../../locales/it/legal.json';
import {
  addOne,
  chooseInLightbox,
  expectStatusPage,
  fillCheckout,
  goToCheckout,
  JAZZ,
  PAYMENT,
  payButton,
  refuseConsent,
} from '../support/checkout';
import { readServerPage, watchHydration } from '../support/serverPages';
import {
  ACCESS_TOKEN,
  BRAND,
  LANGS,
  SHOP_NAME,
  category,
  placement,
  settle,
  type Lang,
} from '../support/storefront';
import { NARROW, WIDE, horizontalOverflow, saveScreenshot } from '../support/viewport';
import { axeViolations } from '../support/axe';

const checkoutTexts = { de: checkoutDe, en: checkoutEn, fr: checkoutFr, it: checkoutIt };
const commonTexts = { de: commonDe, en: commonEn, fr: commonFr, it: commonIt };
const legalTexts = { de: legalDe, en: legalEn, fr: legalFr, it: legalIt };
const consentTexts = { de: consentDe, en: consentEn, fr: consentFr, it: consentIt };
const OG_LOCALES: Record<Lang, string> = { de: 'de_CH', en: 'en_GB', fr: 'fr_CH', it: 'it_CH' };

const concerts = category('main-konzerte');
const symphony = placement('pl-sinfonie-winter');
const rehearsal = placement('pl-zauberfloete-generalprobe');
const CHART = 'c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal';

interface RoutePage {
  key: string;
  path: (lang: Lang) => string;
  status: number;
  /** the h1 as the server writes it (null: its text is checked elsewhere) */
  h1: (lang: Lang) => string | RegExp;
}

/** Every route of spec section 2, with what its server page says in each language. */
const ROUTES: readonly RoutePage[] = [
  { key: 'home', path: (lang) => `/${lang}`, status: 200, h1: () => SHOP_NAME },
  {
    key: 'category',
    path: (lang) => `/${lang}/c/${concerts.id}`,
    status: 200,
    h1: (lang) => concerts.name[lang],
  },
  { key: 'article', path: symphony.path, status: 200, h1: (lang) => symphony.name[lang] },
  {
    key: 'seating chart',
    path: (lang) => `/${lang}/${CHART}`,
    status: 200,
    h1: (lang) => new RegExp(`^${symphony.name[lang].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  },
  {
    key: 'imprint',
    path: (lang) => `/${lang}/about/imprint`,
    status: 200,
    h1: (lang) => legalTexts[lang].imprint.title,
  },
  {
    key: 'privacy policy',
    path: (lang) => `/${lang}/about/privacy-policy`,
    status: 200,
    h1: (lang) => legalTexts[lang].privacyPolicy.title,
  },
  {
    key: 'presale',
    path: (lang) => `/${lang}/order/presale`,
    status: 200,
    h1: (lang) => checkoutTexts[lang].presale.title,
  },
  {
    key: 'checkout',
    path: (lang) => `/${lang}/order/checkout`,
    status: 200,
    h1: (lang) => checkoutTexts[lang].page.title,
  },
  {
    key: 'unknown order',
    path: (lang) => `/${lang}/order/ord-unknown/status`,
    status: 404,
    h1: (lang) => commonTexts[lang].shared.states.notFound.title,
  },
  {
    key: 'unknown category',
    path: (lang) => `/${lang}/c/no-such-category`,
    status: 404,
    h1: (lang) => commonTexts[lang].shared.states.notFound.title,
  },
  {
    key: 'unknown route',
    path: (lang) => `/${lang}/nothing/here`,
    status: 404,
    h1: (lang) => commonTexts[lang].shared.states.notFound.title,
  },
];

test.describe('read without a script', () => {
  for (const lang of LANGS) {
    test(`every route in ${lang}: status, language, h1, head, data block, no inline style`, async ({
      request,
      baseURL,
    }) => {
      for (const route of ROUTES) {
        const path = route.path(lang);
        const page = await readServerPage(request, path);
        const where = `${route.key}: ${path}`;
        expect(page.status, where).toBe(route.status);
        expect(page.lang, where).toBe(lang);
        expect(page.h1, where).toMatch(
          typeof route.h1(lang) === 'string'
            ? new RegExp(`^${String(route.h1(lang)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
            : (route.h1(lang) as RegExp),
        );
        expect(page.title, where).toMatch(new RegExp(` · ${SHOP_NAME} · ${BRAND}$`));
        expect(page.links('canonical'), where).toHaveLength(1);
        expect(
          page
            .links('alternate')
            .map((link) => link.hreflang)
            .sort(),
          where,
        ).toEqual([...LANGS, 'x-default'].sort());
        expect(page.meta('og:locale'), where).toBe(OG_LOCALES[lang]);
        expect(page.meta('og:site_name'), where).toBe(SHOP_NAME);
        expect(page.meta('og:url'), where).toBe(page.links('canonical')[0].href);
        expect(page.meta('description'), where).toMatch(/Kulturhaus Demo/);
        expect(page.data?.lang, where).toBe(lang);
        // no style attribute: the policy's style-src refuses it in HTML
        expect(page.html, where).not.toMatch(/<[a-z][^>]*\sstyle="/);
        expect(page.html, where).not.toContain('start-shell');
        expect(page.links('canonical')[0].href.startsWith(baseURL!), where).toBe(true);
      }
    });
  }

  test('an article is a link preview: its poster, sizes, card, and the Event with its offers', async ({
    request,
    baseURL,
  }) => {
    for (const lang of LANGS) {
      const page = await readServerPage(request, symphony.path(lang));
      expect(page.meta('og:title')).toBe(`${symphony.name[lang]} · ${SHOP_NAME} · ${BRAND}`);
      expect(page.meta('og:image')).toMatch(new RegExp(`^${baseURL}/media/demo/[^"]+\\.jpg$`));
      expect(Number(page.meta('og:image:width'))).toBeGreaterThanOrEqual(960);
      expect(Number(page.meta('og:image:height'))).toBeGreaterThan(0);
      expect(page.meta('og:description')).toBeTruthy();
      expect(page.meta('twitter:card')).toBe('summary_large_image');
      expect(page.jsonLd).toHaveLength(1);
      const event = page.jsonLd[0] as { name: string; offers: { price: number }[] };
      expect(event.name).toBe(symphony.name[lang]);
      expect(event.offers.length).toBeGreaterThan(0);
      // fetched again, the poster is the shop's own, a picture a preview can show
      const poster = await request.get(page.meta('og:image')!);
      expect([poster.status(), poster.headers()['content-type']]).toEqual([200, 'image/jpeg']);
    }
  });

  test('redirects, the token and caching are the server’s', async ({ request }) => {
    const root = await readServerPage(request, '/', { 'Accept-Language': 'it-CH,it;q=0.9' });
    expect([root.status, root.location]).toEqual([302, '/it']);
    // a page without the visitor's cookies is kept for everyone a minute, one with them is theirs
    expect((await readServerPage(request, '/fr')).cacheControl).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
    expect((await readServerPage(request, '/fr', { Cookie: 'billett_lang=fr' })).cacheControl).toBe(
      'private, no-cache',
    );
    // the token's hidden placement renders on the server, for the token's holder only
    expect((await readServerPage(request, rehearsal.path('de'))).status).toBe(404);
    const hidden = await readServerPage(request, rehearsal.path('de'), {
      Cookie: `shopAccessToken=${ACCESS_TOKEN}`,
    });
    expect([hidden.status, hidden.h1]).toEqual([200, rehearsal.name.de]);
    // last: the request context keeps the token's cookie from here on
    const token = await readServerPage(request, `/de/c/${concerts.id}?token=${ACCESS_TOKEN}`);
    expect([token.status, token.location]).toEqual([302, `/de/c/${concerts.id}`]);
  });
});

/** A visitor's state before the pages are opened. */
interface VisitorState {
  name: string;
  lang: Lang;
  viewport: { width: number; height: number };
  consent: 'undecided' | 'accepted' | 'refused';
  token: boolean;
  order: boolean;
}

const STATES: readonly VisitorState[] = [
  {
    name: 'undecided, desktop',
    lang: 'de',
    viewport: WIDE,
    consent: 'undecided',
    token: false,
    order: false,
  },
  {
    name: 'accepted, phone',
    lang: 'en',
    viewport: NARROW,
    consent: 'accepted',
    token: false,
    order: false,
  },
  {
    name: 'refused with an order, desktop',
    lang: 'fr',
    viewport: WIDE,
    consent: 'refused',
    token: false,
    order: true,
  },
  {
    name: 'the access token and an order, phone',
    lang: 'it',
    viewport: NARROW,
    consent: 'undecided',
    token: true,
    order: true,
  },
];

async function enterState(page: Page, state: VisitorState, baseURL: string): Promise<void> {
  const context = page.context();
  if (state.consent !== 'undecided')
    await context.addCookies([
      {
        name: 'billett_consent',
        value: encodeURIComponent(
          JSON.stringify({ consentAll: state.consent === 'accepted', policyVersion: 0 }),
        ),
        url: baseURL,
        sameSite: 'Lax',
      },
    ]);
  if (state.token) await page.goto(`/${state.lang}?token=${ACCESS_TOKEN}`);
  if (state.order) {
    // an order in storage: a ticket in the basket, as a visitor leaves it
    await page.goto(JAZZ.path(state.lang));
    await settle(page, JAZZ.name[state.lang]);
    await addOne(page, state.lang, JAZZ.standard);
  }
}

for (const state of STATES) {
  test(`hydrates every route without a message: ${state.lang}, ${state.name}`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(state.viewport);
    await enterState(page, state, baseURL!);
    const watch = await watchHydration(page);
    const hidden: RoutePage = {
      key: 'hidden article',
      path: rehearsal.path,
      status: 200,
      h1: (lang) => rehearsal.name[lang],
    };
    const routes = state.token ? [...ROUTES, hidden] : ROUTES;
    for (const route of routes) {
      const path = route.path(state.lang);
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(route.status);
      await watch.hydrated();
      await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
      expect(watch.hydrationMessages(), `hydration messages on ${path}`).toEqual([]);
      // the banner shows exactly while undecided
      await expect(
        page.getByRole('dialog', { name: consentTexts[state.lang].dialog.title, exact: true }),
        path,
      ).toHaveCount(state.consent === 'undecided' ? 1 : 0);
      expect((await horizontalOverflow(page)).culprits, path).toEqual([]);
    }
    // every message of the whole tour: none about hydration, no uncaught error
    expect(watch.messages.filter((text) => text.startsWith('uncaught'))).toEqual([]);
    expect(watch.hydrationMessages()).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await saveScreenshot(page, `server-pages-${state.lang}-${state.viewport.width}`);
  });
}

test('after hydrating, the page works: a ticket, the basket, the checkout, paid', async ({
  page,
}) => {
  const watch = await watchHydration(page);
  await page.goto(JAZZ.path('de'));
  await watch.hydrated();
  await settle(page, JAZZ.name.de);
  await refuseConsent(page, 'de');
  await addOne(page, 'de', JAZZ.standard);
  await page.locator('button.cart-button').click();
  await expect(page.getByRole('dialog').getByText(JAZZ.name.de).first()).toBeVisible();
  await page.keyboard.press('Escape');
  // the checkout and the status page: rendered in the browser from here, as any later page
  await goToCheckout(page, 'de');
  await fillCheckout(page, 'de', PAYMENT.lightbox);
  await payButton(page, 'de').click();
  await chooseInLightbox(page, 'Pay');
  await expectStatusPage(page, 'de', 'paid');
  expect(watch.hydrationMessages()).toEqual([]);
  expect(watch.messages.filter((text) => text.startsWith('uncaught'))).toEqual([]);
});

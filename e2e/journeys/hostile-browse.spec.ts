/**
 * Issue 9: "A corpus of XSS payloads in every server-provided text never executes." Project
 * 'hostile': the production build served with DEMO_FIXTURE=hostile, where every server text carries
 * a payload of server/demoFixture/xssCorpus.ts with a probe that would call window.__xss, request
 * /xss-hit, open an alert or set the title to XSS… (e2e/support/xss.ts traps all of them).
 *
 * Browsing in every language: the categories home with the shop's name and description (the
 * whole corpus), categories, articles with variants, options, deliveries, a stay, a bundle and a
 * price of one's choice, the hidden placement through the access token, the seating chart, the
 * presale page and a legal page — each checked for any sign of a payload running, and texts
 * shown as the characters they are, in the page, its title and its head.
 */
import { expect, test, type Page } from '@playwright/test';
import consentDe from '../../locales/de/consent.json';
import consentEn from '../../locales/en/consent.json';
import checkoutDe from '../../locales/de/checkout.json';
import legalDe from '../../locales/de/legal.json';
import { axeViolations } from '../support/axe';
import { headTags } from '../support/head';
import { settle, type Lang } from '../support/storefront';
import { NARROW, horizontalOverflow, saveScreenshot } from '../support/viewport';
import {
  answerConsent,
  expectNoXss,
  HOSTILE,
  hostile,
  installXssTraps,
  literally,
  pageTitle,
  probeHits,
  serverHits,
  SHOP_NAME,
  TRAP_CHECK_ID,
  xssEvidence,
  type XssTraps,
} from '../support/xss';

const ARTICLES = [
  ['pl-zauberfloete', 'art-zauberfloete'], // options (article and general), three deliveries
  ['pl-konzert-hotel', 'art-konzert-hotel'], // a stay: address, check-in, amenities
  ['pl-familienpaket', 'art-familienpaket'], // a bundle: its child variants' labels
  ['pl-geschenkgutschein', 'art-geschenkgutschein'], // a price of one's choice, an inscription
] as const;

async function expectNoOverflow(page: Page, what: string) {
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, `${what}: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
    overflow.clientWidth,
  );
}

/** Opens `path`, waits for its h1, and checks that nothing of the corpus ran. */
async function visit(page: Page, traps: XssTraps, path: string, h1: string) {
  await page.goto(path);
  await settle(page, h1);
  await expectNoXss(page, traps, path);
}

/** The articles of the hostile shop: their names, variant labels and the names of their controls. */
async function tourArticles(page: Page, traps: XssTraps, lang: Lang) {
  for (const [placementId, articleId] of ARTICLES) {
    const name = hostile.article(articleId, lang);
    await visit(page, traps, hostile.placementPath(placementId, lang), name);
    await expect(page).toHaveTitle(pageTitle(name));
    const placement = HOSTILE.shop.placements.find((entry) => entry.id === placementId)!;
    for (const variantId of placement.variantIds) {
      // the amount control is named by the label, through an interpolated text
      await expect(
        page.getByRole('group', { name: new RegExp(literally(hostile.variant(variantId, lang))) }),
      ).toBeVisible();
    }
  }
}

test.describe('the hostile shop, browsed', () => {
  test('the traps see a payload that runs (a check of the instruments)', async ({
    page,
    request,
  }) => {
    const traps = await installXssTraps(page);
    await visit(page, traps, '/de', SHOP_NAME);
    // every way a probe makes itself seen, done by hand
    await page.evaluate(async (id) => {
      (window as unknown as { __xss: (n: number) => void }).__xss(0);
      document.title = 'XSS0';
      await fetch(`/xss-hit?id=${id}`);
      alert(0);
      // markup that reached the page: the policy stops its handler, the traps see it
      const injected = document.createElement('div');
      injected.innerHTML = '<img src=x onerror=__xss(0)><a href="javascript:__xss(0)">x</a>';
      document.body.append(injected);
    }, TRAP_CHECK_ID);
    await expect
      .poll(async () => (await xssEvidence(page, traps)).violations.length)
      .toBeGreaterThan(0);
    const evidence = await xssEvidence(page, traps);
    expect(evidence).toMatchObject({
      calls: [0],
      titles: expect.arrayContaining(['XSS0']),
      title: 'XSS0',
      dialogs: ['alert: 0'],
      beacons: [expect.stringContaining(`/xss-hit?id=${TRAP_CHECK_ID}`)],
      violations: expect.arrayContaining([
        expect.objectContaining({ directive: 'script-src-attr' }),
      ]),
      markup: expect.arrayContaining([
        expect.stringContaining('event handler onerror'),
        expect.stringContaining('javascript: link'),
      ]),
    });
    expect(evidence.corpusImages).toEqual([expect.stringMatching(/\/de\/x$|\/x$/)]);
    expect((await serverHits(request)).map((hit) => hit.id)).toContain(TRAP_CHECK_ID);
  });

  test('German: every page shows the hostile texts as text, and nothing runs', async ({ page }) => {
    const lang = 'de';
    const traps = await installXssTraps(page);
    await page.setViewportSize(NARROW);

    // the categories home: the shop's name in the h1 and the head, its description the whole corpus
    await page.goto(`/${lang}`);
    await answerConsent(page, consentDe, 'all'); // the tracking stand-ins and the chat get hostile names too
    await settle(page, SHOP_NAME);
    const h1 = page.getByRole('heading', { level: 1 });
    // a sample: the characters of the payload are on the screen as they are
    await expect(h1).toHaveText(SHOP_NAME);
    expect(await h1.textContent()).toContain('</title><script>');
    await expect(page.locator('.catalog-page__description')).toContainText(
      "{{constructor.constructor('",
    );
    const head = await headTags(page);
    expect(head.title).toBe(pageTitle(hostile.category('root-demo', lang)));
    expect(head.titles).toEqual([head.title]);
    expect(head.siteNames).toEqual([SHOP_NAME]);
    expect(head.descriptions).toHaveLength(1);
    expect(head.icons.every((href) => !/^\s*javascript:/i.test(href))).toBe(true);
    await expectNoXss(page, traps, 'the categories home');
    expect(await axeViolations(page), 'axe on the hostile categories home').toEqual([]);
    await expectNoOverflow(page, 'the hostile categories home');
    await saveScreenshot(page, 'hostile-home-de');

    // a main category and a category with its event (venue) and placements
    await page
      .getByRole('link', { name: hostile.category('main-konzerte', lang), exact: true })
      .click();
    await settle(page, hostile.category('main-konzerte', lang));
    await expectNoXss(page, traps, 'a main category');
    await visit(page, traps, `/${lang}/c/cat-jazz-nacht`, hostile.category('cat-jazz-nacht', lang));
    // the venue, in the category's header and on its evening's card
    const venue = page.getByText(hostile.event('ev-jazz-nacht').venue, { exact: true });
    await expect(venue).toHaveCount(2);
    for (const shown of await venue.all()) await expect(shown).toBeVisible();
    await expect(
      page.getByRole('link', { name: hostile.article('art-jazz-nacht', lang), exact: true }),
    ).toBeVisible();
    await expectNoOverflow(page, 'a hostile category');

    await tourArticles(page, traps, lang);
    expect(await axeViolations(page), 'axe on a hostile article').toEqual([]);
    await expectNoOverflow(page, 'a hostile article');
    await saveScreenshot(page, 'hostile-article-de');

    // the hidden placement through the access token
    const rehearsal = HOSTILE.shop.placements.find((entry) => entry.hidden)!;
    await page.goto(`${hostile.placementPath(rehearsal.id, lang)}?token=${HOSTILE.accessToken}`);
    await settle(page, hostile.article(rehearsal.articleId, lang));
    await expectNoXss(page, traps, 'the hidden placement');

    // the seating chart: the stand-in chart draws the hostile chart name and category labels
    const chart = HOSTILE.shop.seatingCharts[0];
    const seated = hostile.article('art-sinfonie-winter', lang);
    await page.goto(`/${lang}/c/${chart.categoryId}/${chart.slug}-${chart.seatingChartId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${literally(seated)}`) }),
    ).toBeVisible();
    await expect(
      page.getByRole('group', {
        name: `Saalplan: ${hostile.chart(chart.seatingChartId, lang)}`,
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /^Reihe A, Platz 1,/ })).toBeVisible();
    await expectNoXss(page, traps, 'the seating chart');
    await expectNoOverflow(page, 'the hostile seating chart');
    await saveScreenshot(page, 'hostile-seating-de');

    // the presale page and a legal page, in the shop layout with the hostile name
    await visit(page, traps, `/${lang}/order/presale`, checkoutDe.presale.title);
    await visit(page, traps, `/${lang}/about/imprint`, legalDe.imprint.title);
    await expect(page.getByRole('banner')).toContainText(SHOP_NAME);
    await expectNoXss(page, traps, 'the imprint');
  });

  test('English: the same pages, and nothing runs', async ({ page }) => {
    const lang = 'en';
    const traps = await installXssTraps(page);
    await page.goto(`/${lang}`);
    await answerConsent(page, consentEn, 'none');
    await settle(page, SHOP_NAME);
    expect((await headTags(page)).title).toBe(pageTitle(hostile.category('root-demo', lang)));
    await expectNoXss(page, traps, 'the categories home (en)');
    await visit(page, traps, `/${lang}/c/main-familie`, hostile.category('main-familie', lang));
    await tourArticles(page, traps, lang);
    const chart = HOSTILE.shop.seatingCharts[0];
    await page.goto(`/${lang}/c/${chart.categoryId}/${chart.slug}-${chart.seatingChartId}`);
    await expect(page.getByRole('button', { name: /^Row A, seat 1,/i })).toBeVisible();
    await expectNoXss(page, traps, 'the seating chart (en)');
  });

  for (const lang of ['fr', 'it'] as const) {
    test(`${lang}: home, a category and the articles, and nothing runs`, async ({ page }) => {
      const traps = await installXssTraps(page);
      await visit(page, traps, `/${lang}`, SHOP_NAME);
      expect((await headTags(page)).title).toBe(pageTitle(hostile.category('root-demo', lang)));
      await visit(
        page,
        traps,
        `/${lang}/c/cat-kinderzirkus`,
        hostile.category('cat-kinderzirkus', lang),
      );
      await tourArticles(page, traps, lang);
    });
  }

  test('no probe called home to the server, from any page', async ({ request }) => {
    expect(await probeHits(request)).toEqual([]);
  });
});

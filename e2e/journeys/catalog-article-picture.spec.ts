/**
 * Issue 19: an article page a buyer decides with. The poster loads as the page's LCP picture in a
 * modern format; 'few left' and 'sold out' per variant, a sold-out variant's "one more" adds
 * nothing; a sold-out evening says so and offers nothing to add; the schema.org Event JSON-LD is
 * in the head, parseable, with the right offers, and no Content-Security-Policy violation on the
 * way. Screenshots at 375 px and 1280 px go to test-results/article-page/.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import consentDe from '../../locales/de/consent.json';
import consentEn from '../../locales/en/consent.json';
import { axeViolations } from '../support/axe';
import { watchSecurity } from '../support/csp';
import { catalogText, settle, shop, type Lang } from '../support/storefront';
import { NARROW, WIDE, horizontalOverflow } from '../support/viewport';

const SCREENSHOTS = path.resolve(__dirname, '../../test-results/article-page');

const byId = <T extends { id: string }>(list: T[], id: string) => {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`no ${id} in the demo shop`);
  return found;
};
const placementPath = (id: string, lang: Lang) => {
  const placement = byId(shop.placements, id);
  return `/${lang}/a/${placement.slug}-${placement.id}`;
};
const articleName = (id: string, lang: Lang) => byId(shop.articles, id).name[lang] as string;
const variantLabel = (id: string, lang: Lang) => byId(shop.variants, id).label[lang] as string;
const texts = (lang: Lang) => catalogText(lang).article;

/** The page's main picture: loaded, and in which format the browser took. */
async function mainPicture(page: Page) {
  const img = page.locator('.article-page__picture img');
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBeGreaterThan(0);
  return img.evaluate((node: HTMLImageElement) => ({
    alt: node.alt,
    current: node.currentSrc,
    naturalWidth: node.naturalWidth,
    fetchPriority: node.getAttribute('fetchpriority'),
    loading: node.loading,
  }));
}

/** The address of the latest largest-contentful-paint entry ('' for a text block). */
const largestPaintUrl = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { url?: string })[];
          resolve(entries[entries.length - 1]?.url ?? '');
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

/**
 * The poster becomes the page's largest paint (its LCP element). Waited for, as the picture
 * arrives after the text on a busy machine; the entry names the image's file, which holds even
 * when the entry's element is gone (a render that swapped the node after paint). The browser
 * reports largest paints only until the first input, so this is read before any click.
 */
async function expectPosterIsLargestPaint(page: Page) {
  await expect
    .poll(() => largestPaintUrl(page), { message: 'the poster as the largest paint' })
    .toMatch(/\/media\/demo\/konzert-hotel-\d+\.[0-9a-f]{12}\.(avif|webp|jpg)$/);
}

/** The page's JSON-LD blocks, parsed. */
const jsonLd = (page: Page) =>
  page.evaluate(() =>
    [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
      (node) => JSON.parse(node.textContent ?? 'null') as Record<string, unknown>,
    ),
  );

/** The consent banner answered 'reject all', as a visitor would, so screenshots show the page. */
async function rejectConsent(page: Page, texts: typeof consentDe) {
  const banner = page.getByRole('dialog', { name: texts.dialog.title, exact: true });
  await banner.getByRole('button', { name: texts.dialog.rejectAll, exact: true }).click();
  await expect(banner).toBeHidden();
}

async function shoot(page: Page, name: string) {
  await page.screenshot({
    path: path.join(SCREENSHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

async function expectFitsAndAxe(page: Page, what: string) {
  const overflow = await horizontalOverflow(page);
  expect(overflow.scrollWidth, `${what}: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
    overflow.clientWidth,
  );
  expect(await axeViolations(page), what).toEqual([]);
}

test('the stay’s page: its poster as an AVIF, a sold-out and a few-left room, its JSON-LD (en)', async ({
  page,
  context,
}) => {
  const security = await watchSecurity(context);
  const lang = 'en';
  await page.setViewportSize(NARROW);
  await page.goto(placementPath('pl-konzert-hotel', lang));
  await settle(page, articleName('art-konzert-hotel', lang));
  // before the first click: the browser stops reporting largest paints at the first input
  await expectPosterIsLargestPaint(page);
  await rejectConsent(page, consentEn);

  const picture = await mainPicture(page);
  expect(picture.alt).toBe(byId(shop.articles, 'art-konzert-hotel').media?.[0].alt?.en);
  expect(picture.current).toMatch(/\/media\/demo\/konzert-hotel-\d+\.[0-9a-f]{12}\.avif$/);
  expect(picture.fetchPriority).toBe('high');
  expect(picture.loading).toBe('eager');
  // a phone at 375 px (device scale 1) takes the 480 px file
  expect(picture.current).toMatch(/-480\./);

  const single = page.getByRole('listitem').filter({
    hasText: variantLabel('var-hotel-einzelzimmer', lang),
  });
  await expect(single.getByText(texts(lang).soldOut, { exact: true })).toBeVisible();
  const more = single.getByRole('button', {
    name: `One more: ${variantLabel('var-hotel-einzelzimmer', lang)}`,
  });
  await expect(more).toHaveAttribute('aria-disabled', 'true');
  await expect(more).toHaveAccessibleDescription(texts(lang).soldOut);
  // still in the tab order, so the reason can be read; pressing it adds nothing
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(more).toBeFocused();
  // the amount (named by its variant), not the add confirmation beside it
  await expect(
    single.getByRole('status', { name: variantLabel('var-hotel-einzelzimmer', lang) }),
  ).toHaveText('0');

  const double = page.getByRole('listitem').filter({
    hasText: variantLabel('var-hotel-doppelzimmer', lang),
  });
  await expect(double.getByText(texts(lang).fewLeft, { exact: true })).toBeVisible();

  const [event] = await jsonLd(page);
  expect(event).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: articleName('art-konzert-hotel', lang),
    startDate: '2026-12-12T19:30:00+01:00',
    location: { '@type': 'Place', name: 'Grosser Saal' },
    url: new URL(placementPath('pl-konzert-hotel', lang), page.url()).href,
  });
  expect(event.image).toEqual([
    expect.stringMatching(/^http:\/\/localhost:\d+\/media\/demo\/konzert-hotel-1440\./),
  ]);
  expect(event.offers).toEqual([
    {
      '@type': 'Offer',
      name: variantLabel('var-hotel-einzelzimmer', lang),
      price: '240.00',
      priceCurrency: 'CHF',
      availability: 'https://schema.org/SoldOut',
      url: new URL(placementPath('pl-konzert-hotel', lang), page.url()).href,
    },
    expect.objectContaining({
      name: variantLabel('var-hotel-doppelzimmer', lang),
      availability: 'https://schema.org/LimitedAvailability',
    }),
  ]);
  // the picture's file came with a year's immutable caching
  const answer = await page.request.get(picture.current);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(answer.headers()['content-type']).toBe('image/avif');

  await expectFitsAndAxe(page, `${NARROW.width} px`);
  await shoot(page, `konzert-hotel-${lang}`);
  await page.setViewportSize(WIDE);
  await expect
    .poll(() =>
      page
        .locator('.article-page__picture img')
        .evaluate((node: HTMLImageElement) => node.currentSrc),
    )
    .toMatch(/-(960|1440)\.[0-9a-f]{12}\.avif$/);
  await mainPicture(page);
  await expectFitsAndAxe(page, `${WIDE.width} px`);
  await shoot(page, `konzert-hotel-${lang}`);

  expect(security.violations).toEqual([]);
  expect(security.consoleErrors).toEqual([]);
});

test('a sold-out evening says so at the top and offers nothing to add; the next page loads its poster (de, it)', async ({
  page,
  context,
}) => {
  const security = await watchSecurity(context);
  for (const lang of ['de', 'it'] as const) {
    await page.setViewportSize(WIDE);
    await page.goto(placementPath('pl-silvestergala', lang));
    await settle(page, articleName('art-silvestergala', lang));
    // asked once per visitor: the choice holds for the next pages
    if (lang === 'de') await rejectConsent(page, consentDe);
    await expect(
      page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) }),
    ).toContainText(texts(lang).soldOutPlacement);
    await expect(page.getByRole('group')).toHaveCount(0);
    await expect(
      page.getByRole('listitem').filter({ hasText: variantLabel('var-silvestergala', lang) }),
    ).toContainText(texts(lang).soldOut);
    const picture = await mainPicture(page);
    expect(picture.current).toMatch(/\/media\/demo\/silvestergala-(960|1440)\.[0-9a-f]{12}\.avif$/);
    const [event] = await jsonLd(page);
    expect(event).toMatchObject({ endDate: '2027-01-01T01:00:00+01:00' });
    expect((event.offers as { availability: string }[]).map((offer) => offer.availability)).toEqual(
      ['https://schema.org/SoldOut'],
    );
    await expectFitsAndAxe(page, `${lang} at ${WIDE.width} px`);
    await shoot(page, `silvestergala-${lang}`);
    await page.setViewportSize(NARROW);
    await expectFitsAndAxe(page, `${lang} at ${NARROW.width} px`);
    await shoot(page, `silvestergala-${lang}`);
  }

  // walking on, as a buyer does: to the magic flute, where the students' tickets are few
  await page.goto(placementPath('pl-zauberfloete', 'fr'));
  await settle(page, articleName('art-zauberfloete', 'fr'));
  const student = page.getByRole('listitem').filter({
    hasText: variantLabel('var-zauberfloete-student', 'fr'),
  });
  await expect(student.getByText(texts('fr').fewLeft, { exact: true })).toBeVisible();
  await student
    .getByRole('button', { name: `Un de plus : ${variantLabel('var-zauberfloete-student', 'fr')}` })
    .click();
  await expect(
    student.getByRole('status', { name: variantLabel('var-zauberfloete-student', 'fr') }),
  ).toHaveText('1');
  const picture = await mainPicture(page);
  expect(picture.current).toMatch(/\.avif$/);
  // one JSON-LD block: the gala's went with its page
  expect((await jsonLd(page)).map((node) => node.name)).toEqual([
    articleName('art-zauberfloete', 'fr'),
  ]);
  await shoot(page, 'zauberfloete-fr');
  expect(security.violations).toEqual([]);
});

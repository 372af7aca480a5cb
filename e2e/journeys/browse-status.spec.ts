/**
 * Issue 17, point 6, on the dev server (`npm start`; the production build's server has the same
 * rule, proved by production-routes-fuzz.spec.ts): the server tells crawlers the truth. An unknown
 * route, category or placement is answered with HTTP 404 and the same page a visitor sees (the
 * 404 page, in the address's language); the sitemap lists only pages the server answers with 200.
 * A crawler walking the shop, as a visitor with a link would. That the shop's pages keep 200 in
 * every language is browse-pages.spec.ts's: its visitor reads each answer's status on the way.
 */
import { expect, test, type Page } from '@playwright/test';
import commonDe from '../../locales/de/common.json';
import commonFr from '../../locales/fr/common.json';
import { axeViolations } from '../support/axe';
import { ACCESS_TOKEN, LANGS, catalogText, placement, settle } from '../support/storefront';

const rehearsal = placement('pl-zauberfloete-generalprobe');

/** Opens `path` as a crawler or a followed link does; the answer's status. */
async function open(page: Page, path: string): Promise<number> {
  const answer = await page.goto(path);
  expect(answer, `an answer for ${path}`).not.toBeNull();
  return answer!.status();
}

const notFoundTitle = { de: commonDe, fr: commonFr } as const;

/** The 404 page in `lang` is on screen, saying `detail`. */
async function expectNotFoundPage(page: Page, lang: 'de' | 'fr', detail: string): Promise<void> {
  await expect(page.locator('.error-page__status')).toHaveText(/\b404\b/);
  const title = notFoundTitle[lang].shared.states.notFound.title;
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await expect(page.getByText(detail, { exact: true })).toBeVisible();
}

test('unknown pages are answered 404 with the same 404 page', async ({ page }) => {
  // an unknown category: the page says so, in the address's language, and the status agrees
  expect(await open(page, '/de/c/main-nirgends')).toBe(404);
  await expectNotFoundPage(page, 'de', catalogText('de').categoryNotFound);
  await expect(page).toHaveTitle(/^404 - /);
  expect(await axeViolations(page)).toEqual([]);

  // an unknown placement, and a placement only the access token shows
  expect(await open(page, '/fr/a/concert-pl-nirgends')).toBe(404);
  await expectNotFoundPage(page, 'fr', catalogText('fr').placementNotFound);
  expect(await open(page, rehearsal.path('de'))).toBe(404);
  await expectNotFoundPage(page, 'de', catalogText('de').placementNotFound);

  // an address no route knows, and an unknown language
  expect(await open(page, '/de/gibt/es/nicht')).toBe(404);
  await expectNotFoundPage(
    page,
    'de',
    commonDe.pageNotFound.replace('{{path}}', '/de/gibt/es/nicht'),
  );
  expect(await open(page, '/xx/c/main-konzerte')).toBe(404);
  await expect(page.locator('.error-page__status')).toHaveText(/\b404\b/);
  expect(await open(page, '/fr/order/ord-000000000000/status')).toBe(404);
  await expect(page.locator('.error-page__status')).toHaveText(/\b404\b/);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: commonFr.shared.states.notFound.title,
      exact: true,
    }),
  ).toBeVisible();

  // the token opens the hidden placement: the page is there, and so says the server
  expect(await open(page, `${rehearsal.path('de')}?token=${ACCESS_TOKEN}`)).toBe(200);
  await settle(page, rehearsal.name.de);
});

test('the sitemap lists only pages the server answers with 200', async ({ page, baseURL }) => {
  for (const lang of LANGS) {
    const sitemap = await page.request.get(`/${lang}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => match[1],
    );
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) {
      expect(new URL(loc).origin).toBe(new URL(baseURL!).origin);
      const answer = await page.request.get(loc, { headers: { Accept: 'text/html' } });
      expect([loc, answer.status()]).toEqual([loc, 200]);
    }
  }
  // and a page it lists is a page, not the 404 page
  expect(await open(page, `/it/a/${placement('pl-jazz-nacht').slug}-pl-jazz-nacht`)).toBe(200);
  await settle(page, placement('pl-jazz-nacht').name.it);
});

import { expect, test, type Page, type Request } from '@playwright/test';
import { ACCESS_TOKEN, catalogText, category, placement, settle } from '../support/storefront';
import {
  expectNoTokenTrail,
  loadedBeforeTokenLeft,
  namedByHtml,
  watchTokenTrail,
} from '../support/tokenTrail';

/**
 * The token query parameter (spec sections 2 and 6): taken as the access token, stored, removed
 * from the address. The server takes it (a cookie, and a redirect to the address without it) and
 * renders the hidden placements it opens; the browser's calls carry it as X-Auth-Token.
 * The hidden placement of the demo shop sits in a sub-category of main-theater.
 */

const API = '/api/shop/v2/';
const rehearsal = placement('pl-zauberfloete-generalprobe');
const parent = category(rehearsal.categoryId);

function recordApiCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith(API)) calls.push(request);
  });
  return calls;
}

test('a token in the address is taken, hidden from the address and opens hidden placements', async ({
  page,
}) => {
  expect(rehearsal.hidden).toBe(true);
  const calls = recordApiCalls(page);

  const answer = await page.goto(`/de/c/main-theater?token=${ACCESS_TOKEN}&page=2`);
  await settle(page, 'Theater');
  // taken on the server: a redirect set the cookie, the page came without the token
  expect(answer?.request().redirectedFrom()?.url()).toContain(`token=${ACCESS_TOKEN}`);
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'shopAccessToken');
  expect(cookie).toMatchObject({ value: ACCESS_TOKEN, sameSite: 'Lax', path: '/' });
  const address = new URL(page.url());
  expect(address.searchParams.has('token'), `no token in ${page.url()}`).toBe(false);
  expect(page.url()).not.toContain(ACCESS_TOKEN);
  expect(address.pathname).toBe('/de/c/main-theater');
  expect(address.searchParams.get('page')).toBe('2');

  await page.getByRole('link', { name: parent.name.de, exact: true }).click();
  await settle(page, parent.name.de);
  const offers = page.getByRole('region', { name: catalogText('de').offers });
  await expect(offers.getByRole('link', { name: rehearsal.name.de, exact: true })).toBeVisible();
  await offers.getByRole('link', { name: rehearsal.name.de, exact: true }).click();
  await expect(page).toHaveURL(rehearsal.path('de'));
  await settle(page, rehearsal.name.de);

  // the server rendered the hidden placement's page (its HTML, before any script)
  const direct = await page.request.get(rehearsal.path('de'));
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toContain(`<h1>${rehearsal.name.de}</h1>`);
  for (const call of calls) {
    expect((await call.allHeaders())['x-auth-token'], `X-Auth-Token on ${call.url()}`).toBe(
      ACCESS_TOKEN,
    );
  }

  // the token stays for the next visit, without being in any address
  await page.goto(`/de/c/${parent.id}`);
  await settle(page, parent.name.de);
  await expect(page.getByRole('link', { name: rehearsal.name.de, exact: true })).toBeVisible();
});

test('without the token the hidden placement is neither listed nor reachable', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto(`/de/c/${parent.id}`);
  await settle(page, parent.name.de);
  await expect(
    page.getByRole('link', { name: placement('pl-zauberfloete').name.de, exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: rehearsal.name.de, exact: true })).toHaveCount(0);
  for (const call of calls) expect((await call.allHeaders())['x-auth-token']).toBeUndefined();

  await page.goto(rehearsal.path('de'));
  await expect(page.getByText(catalogText('de').placementNotFound, { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^404 - /);
});

test('a wrong token shows no hidden placement', async ({ page }) => {
  await page.goto(`/de/c/${parent.id}?token=falsch`);
  await settle(page, parent.name.de);
  expect(page.url()).not.toContain('token=');
  await expect(page.getByRole('link', { name: rehearsal.name.de, exact: true })).toHaveCount(0);
});

test('the token reaches no request: no URL, no header but X-Auth-Token, no Referer with a path', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  const trail = await watchTokenTrail(context);
  const page = await context.newPage();
  const origin = new URL(baseURL!).origin;

  // a link with the token, then on through the shop (each page's code and texts are loaded then)
  const answer = await page.goto(`/de/c/main-theater?token=${ACCESS_TOKEN}`);
  await settle(page, 'Theater');
  // the storefront's own requests all began once the address was clean: before, only what the
  // HTML itself names (fetched before any script can run)
  const named = namedByHtml(await answer!.text(), (await answer!.allHeaders()).link, answer!.url());
  expect(await loadedBeforeTokenLeft(page, named)).toEqual([]);

  await page.getByRole('link', { name: parent.name.de, exact: true }).click();
  await settle(page, parent.name.de);
  await page.getByRole('link', { name: rehearsal.name.de, exact: true }).first().click();
  await settle(page, rehearsal.name.de);
  await page.getByRole('link', { name: 'Impressum', exact: true }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();

  const requests = await trail.requests();
  expect(requests.filter((request) => request.resourceType === 'script').length).toBeGreaterThan(2);
  expectNoTokenTrail(requests, ACCESS_TOKEN, origin);
  // the token went into the storefront's own cookie, for its own origin only
  const cookies = await context.cookies();
  expect(cookies.filter(({ value }) => value.includes(ACCESS_TOKEN))).toEqual([
    expect.objectContaining({ name: 'shopAccessToken', domain: new URL(origin).hostname }),
  ]);
  // every answer tells the browser to send no path in a Referer
  expect((await answer!.allHeaders())['referrer-policy']).toBe('strict-origin');
  await context.close();
});

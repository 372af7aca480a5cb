import { expect, test, type Request } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { amountControl, expectCartCount, IMPRO } from '../support/order';
import { startNpmStart, type NpmStart } from '../support/npmStart';
import { settle } from '../support/storefront';

const API = '/api/shop/v2/';

let npmStart: NpmStart | undefined;
test.beforeAll(async () => {
  test.info().setTimeout(240_000);
  npmStart = await startNpmStart(Number(new URL(test.info().project.use.baseURL!).port));
});
test.afterAll(() => npmStart?.stop());

test('npm start renders the demo shop on the server; then every API call carries every header', async ({
  page,
}) => {
  const apiCalls: Request[] = [];
  const csrfCalls: Request[] = [];
  const order: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(API)) {
      apiCalls.push(request);
      order.push('api');
    }
    if (pathname === '/sanctum/csrf-cookie') {
      csrfCalls.push(request);
      order.push('csrf');
    }
  });

  // the page comes rendered, the shop's answer in it: no call is needed to show it
  const answer = await page.goto('/de');
  expect(answer?.status()).toBe(200);
  expect(await answer?.text()).toContain('<h1>Kulturhaus Demo</h1>');
  await expect(page.getByRole('heading', { level: 1, name: 'Kulturhaus Demo' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link');
  expect(await categories.count()).toBeGreaterThanOrEqual(3);
  expect(answer?.headers()['set-cookie']).toBeUndefined();
  expect(await axeViolations(page)).toEqual([]);

  // a ticket: the CSRF cookie is asked for once, before the first call, and each call says it all
  await page.goto(IMPRO.path('de'));
  await settle(page, IMPRO.name.de);
  await amountControl(page, IMPRO.adult).increase.click();
  await expectCartCount(page, 1);
  expect(csrfCalls).toHaveLength(1);
  expect(order[0]).toBe('csrf');
  expect(apiCalls.length).toBeGreaterThan(0);
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
  expect(xsrf).toBeDefined();
  for (const call of apiCalls) {
    const headers = await call.allHeaders();
    expect(headers['x-xsrf-token']).toBe(decodeURIComponent(xsrf!.value));
    expect(headers['x-locale']).toBe('de');
    expect(headers['x-page-url']).toBe(`${new URL(page.url()).origin}${IMPRO.path('de')}`);
    expect(headers['x-tracking']).toBe('0');
    expect(headers['x-auth-token']).toBeUndefined();
  }
});

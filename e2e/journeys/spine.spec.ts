import { expect, test, type Request } from '@playwright/test';
import { axeViolations } from '../support/axe';

const API = '/api/shop/v2/';

test('the storefront opens on the demo shop and every API call carries every header', async ({
  page,
}) => {
  const apiCalls: Request[] = [];
  const csrfCalls: Request[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith(API)) apiCalls.push(request);
    if (pathname === '/sanctum/csrf-cookie') csrfCalls.push(request);
  });

  await page.goto('/de');
  await expect(page.getByRole('heading', { level: 1, name: 'Kulturhaus Demo' })).toBeVisible();
  const categories = page.getByRole('navigation', { name: 'Kategorien' }).getByRole('link');
  await expect(categories.first()).toBeVisible();
  expect(await categories.count()).toBeGreaterThanOrEqual(3);

  expect(csrfCalls).toHaveLength(1);
  expect(apiCalls.length).toBeGreaterThan(0);
  const cookies = await page.context().cookies();
  const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN');
  expect(xsrf).toBeDefined();
  for (const call of apiCalls) {
    const headers = await call.allHeaders();
    expect(headers['x-xsrf-token']).toBe(decodeURIComponent(xsrf!.value));
    expect(headers['x-locale']).toBe('de');
    expect(headers['x-page-url']).toBe(`${new URL(page.url()).origin}/de`);
    expect(headers['x-tracking']).toBe('0');
    expect(headers['x-auth-token']).toBeUndefined();
  }

  expect(await axeViolations(page)).toEqual([]);
});

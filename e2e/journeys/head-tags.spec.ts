import { expect, test } from '@playwright/test';
import { headTags } from '../support/head';
import {
  BRAND,
  LANGS,
  SHOP_NAME,
  placement,
  settle,
  shop,
  visiblePlacements,
} from '../support/storefront';

/** The head of spec section 2 (title, canonical, alternates, description, site name) and the sitemap. */

const jazz = placement('pl-jazz-nacht');

test('an article page has the head a crawler needs', async ({ page, baseURL }) => {
  await page.goto(`${jazz.path('en')}?utm_source=x&page=2`);
  await settle(page, jazz.name.en);
  await expect(page).toHaveTitle(`${jazz.name.en} · ${SHOP_NAME} · ${BRAND}`);

  const head = await headTags(page);
  expect(head.canonicals, 'exactly one canonical link, without utm_source').toEqual([
    `${baseURL}${jazz.path('en')}?page=2`,
  ]);
  expect(head.alternates).toEqual(
    expect.arrayContaining([
      ...LANGS.map((lang) => ({ hreflang: lang, href: `${baseURL}${jazz.path(lang)}?page=2` })),
      { hreflang: 'x-default', href: `${baseURL}${jazz.path('de')}?page=2` },
    ]),
  );
  expect(head.alternates, 'one alternate per language plus x-default').toHaveLength(
    LANGS.length + 1,
  );

  expect(head.descriptions, 'one description').toHaveLength(1);
  const [description] = head.descriptions;
  expect(description).not.toMatch(/[<>]/);
  expect(description).toContain('Welcome to Kulturhaus Demo: concerts, theatre');
  expect(description, 'block elements separate words').toContain('roof. Book tickets');
  expect(head.siteNames).toEqual([SHOP_NAME]);
  expect(head.viewport).toMatch(/width=device-width/);
  expect(head.viewport).toMatch(/initial-scale=1/);
});

test('the head holds one <title> and one icon link', async ({ page }) => {
  await page.goto(jazz.path('de'));
  await settle(page, jazz.name.de);
  const head = await headTags(page);
  // HTML allows one <title>; a crawler reading the last one would get the bare brand
  expect
    .soft(head.titles, 'the <title> elements in <head>')
    .toEqual([`${jazz.name.de} · ${SHOP_NAME} · ${BRAND}`]);
  expect.soft(head.icons, 'the icon links in <head>').toHaveLength(1);
});

test('a canonical link keeps only whitelisted parameters, sorted', async ({ page, baseURL }) => {
  await page.goto(`${jazz.path('de')}?utm_medium=mail&sort=price&debug=1&page=3&fbclid=abc`);
  await settle(page, jazz.name.de);
  const head = await headTags(page);
  expect(head.canonicals).toEqual([`${baseURL}${jazz.path('de')}?page=3&sort=price`]);
});

test('the head follows client-side navigation without piling up tags', async ({
  page,
  baseURL,
}) => {
  await page.goto('/de');
  await settle(page, SHOP_NAME);
  await page.getByRole('link', { name: 'Konzerte', exact: true }).click();
  await settle(page, 'Konzerte');
  await page.getByRole('link', { name: 'Jazznacht im Foyer', exact: true }).click();
  await settle(page, 'Jazznacht im Foyer');
  await page.getByRole('link', { name: jazz.name.de, exact: true }).click();
  await expect(page).toHaveURL(jazz.path('de'));
  await settle(page, jazz.name.de);

  await expect(page).toHaveTitle(`${jazz.name.de} · ${SHOP_NAME} · ${BRAND}`);
  const head = await headTags(page);
  expect(head.canonicals).toEqual([`${baseURL}${jazz.path('de')}`]);
  expect(head.alternates).toHaveLength(LANGS.length + 1);
  expect(head.descriptions).toHaveLength(1);
  expect(head.siteNames).toHaveLength(1);
});

test('the legal pages and categories have page · shop · brand titles', async ({ page }) => {
  await page.goto('/fr/about/imprint');
  await settle(page, 'Mentions légales');
  await expect(page).toHaveTitle(`Mentions légales · ${SHOP_NAME} · ${BRAND}`);
  await page.goto('/it/c/main-konzerte');
  await settle(page, 'Concerti');
  await expect(page).toHaveTitle(`Concerti · ${SHOP_NAME} · ${BRAND}`);
});

test('the sitemap lists every visible article and no hidden one', async ({ request, baseURL }) => {
  const response = await request.get('/de/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml\b/);
  const xml = await response.text();
  expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');

  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  for (const visible of visiblePlacements())
    expect(locs).toContain(`${baseURL}${visible.path('de')}`);
  const hidden = shop.placements
    .filter((candidate) => candidate.hidden)
    .map((candidate) => placement(candidate.id));
  expect(hidden.length).toBeGreaterThan(0);
  for (const secret of hidden) expect(xml).not.toContain(`${secret.slug}-${secret.id}`);
  expect(
    locs.every((loc) => loc.startsWith(`${baseURL}/de`)),
    'every <loc> is in German',
  ).toBe(true);

  const english = await request.get('/en/sitemap.xml');
  expect(await english.text()).toContain(`<loc>${baseURL}${jazz.path('en')}</loc>`);
});

test('an article listed in the sitemap opens', async ({ page, request }) => {
  const xml = await (await request.get('/it/sitemap.xml')).text();
  const loc = [...xml.matchAll(/<loc>([^<]*\/a\/[^<]*)<\/loc>/g)].map((match) => match[1]).pop();
  expect(loc).toBeDefined();
  // the article's own h1, by its name: a loading page's stand-in h1 would not do
  const listed = visiblePlacements().find((candidate) => loc!.endsWith(candidate.path('it')));
  expect(listed, `a visible article at ${loc}`).toBeDefined();
  await page.goto(loc!);
  await expect(
    page.getByRole('heading', { level: 1, name: listed!.name.it, exact: true }),
  ).toBeVisible();
  await expect(page).toHaveTitle(`${listed!.name.it} · ${SHOP_NAME} · ${BRAND}`);
});

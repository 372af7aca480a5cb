/**
 * What the browsing journeys expect of the demo shop (server/fixtures/demo-shop.json) and the
 * locales: the pages of spec section 2 in each language, with the h1 a visitor sees there.
 */
import type { Page } from '@playwright/test';
import demo from '../../server/fixtures/demo-shop.json';
import catalogDe from '../../locales/de/catalog.json';
import catalogEn from '../../locales/en/catalog.json';
import catalogFr from '../../locales/fr/catalog.json';
import catalogIt from '../../locales/it/catalog.json';
import legalDe from '../../locales/de/legal.json';
import legalEn from '../../locales/en/legal.json';
import legalFr from '../../locales/fr/legal.json';
import legalIt from '../../locales/it/legal.json';

export const LANGS = ['de', 'en', 'fr', 'it'] as const;
export type Lang = (typeof LANGS)[number];

export const shop = demo.shop;
export const SHOP_NAME = shop.name;
export const BRAND = 'Billett';
export const ACCESS_TOKEN = demo.accessToken as string;
/** spec section 9 and src/features/locale/languageCookie.ts */
export const LANGUAGE_COOKIE = 'billett_lang';

const catalogTexts = { de: catalogDe, en: catalogEn, fr: catalogFr, it: catalogIt };
const legalTexts = { de: legalDe, en: legalEn, fr: legalFr, it: legalIt };

export const catalogText = (lang: Lang) => catalogTexts[lang];

type Localised = Record<Lang, string>;

export function category(id: string) {
  const found = shop.categories.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no category ${id} in the demo shop`);
  return { id, name: found.name as Localised };
}

export function placement(id: string) {
  const found = shop.placements.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no placement ${id} in the demo shop`);
  const article = shop.articles.find((candidate) => candidate.id === found.articleId);
  if (!article) throw new Error(`no article for placement ${id}`);
  return {
    id,
    slug: found.slug,
    hidden: Boolean(found.hidden),
    categoryId: found.categoryId,
    name: article.name as Localised,
    path: (lang: Lang) => `/${lang}/a/${found.slug}-${found.id}`,
  };
}

/** Every placement a visitor without token sees. */
export const visiblePlacements = () =>
  shop.placements
    .filter((candidate) => !candidate.hidden)
    .map((candidate) => placement(candidate.id));

export interface BrowsePage {
  /** short name, used in test titles and screenshot files */
  key: string;
  path: (lang: Lang) => string;
  h1: (lang: Lang) => string;
}

const mainCategory = category('main-konzerte');
const subCategory = category('cat-jazz-nacht');
const article = placement('pl-jazz-nacht');
const stay = placement('pl-konzert-hotel');

/** The browsing routes of spec section 2 that exist now. */
export const BROWSE_PAGES: readonly BrowsePage[] = [
  // the categories home's h1 is the shop's name (same in every language); see browse-pages.spec.ts
  { key: 'home', path: (lang) => `/${lang}`, h1: () => SHOP_NAME },
  {
    key: 'main-category',
    path: (lang) => `/${lang}/c/${mainCategory.id}`,
    h1: (lang) => mainCategory.name[lang],
  },
  {
    key: 'sub-category',
    path: (lang) => `/${lang}/c/${subCategory.id}`,
    h1: (lang) => subCategory.name[lang],
  },
  { key: 'article', path: article.path, h1: (lang) => article.name[lang] },
  { key: 'article-stay', path: stay.path, h1: (lang) => stay.name[lang] },
  {
    key: 'imprint',
    path: (lang) => `/${lang}/about/imprint`,
    h1: (lang) => legalTexts[lang].imprint.title,
  },
  {
    key: 'privacy-policy',
    path: (lang) => `/${lang}/about/privacy-policy`,
    h1: (lang) => legalTexts[lang].privacyPolicy.title,
  },
];

/**
 * Until React owns the page: a server-rendered page shows its markup before its scripts run
 * (docs/decisions/paint-before-scripts.md), and a click before then reaches no handler (a form
 * without JavaScript posts instead).
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const first = document.getElementById('root')?.firstElementChild;
    return (
      first !== null &&
      first !== undefined &&
      Object.keys(first).some((key) => key.startsWith('__reactFiber'))
    );
  });
}

/** Waits until the page shows its h1, React owns it, and the loading bar has gone back to rest. */
export async function settle(page: Page, h1: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: h1, exact: true }).waitFor();
  await untilHydrated(page);
  await page.locator('.loading-bar[data-phase="idle"]').waitFor({ state: 'attached' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { demoApiPerTest } from '../../test/demoApi';
import ShopLayout from '../../app/layout/ShopLayout';
import LanguageGuard from '../../app/LanguageGuard';
import { renderWithRouter } from '../../test/renderWithRouter';
import { LANGUAGE_COOKIE } from '../../lib/languages';
import { readLanguageCookie } from './languageCookie';
import LanguageSwitcher, {
  offeredLanguages,
  pathInLanguage,
  resolveLanguageSwitch,
} from './LanguageSwitcher';

const start = demoApiPerTest();

const switcherRoutes: RouteObject[] = [{ path: '/:lang/*', element: <LanguageSwitcher /> }];
// as routes.tsx: the layout below the language guard, where the route's language is entered
const pageRoutes: RouteObject[] = [
  {
    path: '/:lang',
    element: <LanguageGuard />,
    children: [
      {
        element: <ShopLayout />,
        children: [{ path: 'c/:categoryId', element: <h1>Konzerte</h1> }],
      },
    ],
  },
];

const fixtureWithLanguages = (languages: string[]) => {
  const fixture = loadDemoFixture();
  fixture.shop.languages = languages as typeof fixture.shop.languages;
  return fixture;
};

describe('pathInLanguage', () => {
  it('replaces the first path segment and keeps the rest of the path and the query', () => {
    expect(pathInLanguage('/de/c/main-konzerte', '?sort=date&token=x', 'fr')).toBe(
      '/fr/c/main-konzerte?sort=date&token=x',
    );
    expect(pathInLanguage('/de', '', 'it')).toBe('/it');
    expect(pathInLanguage('/en/about/privacy-policy', '', 'de')).toBe('/de/about/privacy-policy');
    expect(pathInLanguage('/', '', 'en')).toBe('/en');
  });
});

describe('offeredLanguages', () => {
  it("is the shop's languages, else all four", () => {
    expect(offeredLanguages(['de', 'en'])).toEqual(['de', 'en']);
    expect(offeredLanguages(['it', 'xx', 'it', 'de'])).toEqual(['it', 'de']);
    expect(offeredLanguages(undefined)).toEqual(['de', 'en', 'fr', 'it']);
    expect(offeredLanguages([])).toEqual(['de', 'en', 'fr', 'it']);
  });
  it('switching to a language the shop does not offer keeps the previous one, else German', () => {
    expect(resolveLanguageSwitch('fr', offeredLanguages(['de', 'en']), 'en')).toBe('en');
    expect(resolveLanguageSwitch('fr', offeredLanguages(['de', 'en']), null)).toBe('de');
    expect(resolveLanguageSwitch('it', offeredLanguages(undefined), 'en')).toBe('it');
  });
});

describe('LanguageSwitcher', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it('links the same page, with its query, in each language, named in that language', async () => {
    const api = await start();
    renderWithRouter(switcherRoutes, {
      store: api.makeStore(),
      path: '/de/c/main-konzerte?sort=date&page=2',
    });
    const nav = screen.getByRole('navigation', { name: 'Sprache' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Deutsch',
      'English',
      'Français',
      'Italiano',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/de/c/main-konzerte?sort=date&page=2',
      '/en/c/main-konzerte?sort=date&page=2',
      '/fr/c/main-konzerte?sort=date&page=2',
      '/it/c/main-konzerte?sort=date&page=2',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('lang', link.getAttribute('hreflang'));
    }
    expect(within(nav).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Français' })).not.toHaveAttribute('aria-current');
  });

  it('offers only the languages of the shop once it is loaded', async () => {
    const api = await start({ fixture: fixtureWithLanguages(['de', 'fr']) });
    renderWithRouter(switcherRoutes, { store: api.makeStore(), path: '/fr/about/imprint' });
    expect(screen.getAllByRole('link')).toHaveLength(4);
    await waitFor(() => expect(screen.getAllByRole('link')).toHaveLength(2));
    const nav = screen.getByRole('navigation', { name: 'Langue' });
    expect(within(nav).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/about/imprint',
    );
    expect(within(nav).getByRole('link', { name: 'Français' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('is not shown for a shop with one language', async () => {
    const api = await start({ fixture: fixtureWithLanguages(['de']) });
    renderWithRouter(switcherRoutes, { store: api.makeStore(), path: '/de' });
    await waitFor(() => expect(screen.queryByRole('navigation')).not.toBeInTheDocument());
  });

  it('switches to the same page in the chosen language and remembers it in the cookie', async () => {
    const api = await start();
    const user = userEvent.setup();
    const setter = jest.spyOn(document, 'cookie', 'set');
    const { location, store, i18n } = renderWithRouter(pageRoutes, {
      store: api.makeStore(),
      path: '/de/c/main-konzerte?sort=date',
    });
    await screen.findByRole('link', { name: 'Kulturhaus Demo' });

    await user.click(screen.getByRole('link', { name: 'Italiano' }));

    expect(location().pathname).toBe('/it/c/main-konzerte');
    expect(location().search).toBe('?sort=date');
    expect(readLanguageCookie()).toBe('it');
    expect(setter).toHaveBeenCalledWith(
      expect.stringMatching(/^billett_lang=it; path=\/; SameSite=Lax; max-age=31536000$/),
    );
    expect(store.getState().locale.lang).toBe('it');
    await waitFor(() => expect(i18n.language).toBe('it'));
    expect(document.documentElement.lang).toBe('it');
    expect(screen.getByRole('navigation', { name: 'Lingua' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Italiano' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('resolveLanguageSwitch', () => {
  it('keeps the previous language when switching to one the shop does not offer', () => {
    expect(resolveLanguageSwitch('en', ['de', 'en'], 'de')).toBe('en');
    expect(resolveLanguageSwitch('fr', ['de', 'en'], 'en')).toBe('en');
    expect(resolveLanguageSwitch('xx', ['de', 'en'], null)).toBe('de');
  });
});

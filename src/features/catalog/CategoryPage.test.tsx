import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { formatEventDates } from '../../lib/dates';
import { demoApiPerTest, switchableOutage } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { expectNotFoundPage } from '../../test/notFoundPage';
import { CatalogRoutes } from './catalogTestRoutes';
import { plain } from '../../test/plainSpaces';

const start = demoApiPerTest();
const ACCESS = { accessToken: 'demo-access-2026' };

/** The titles of the placement cards, in the order shown. */
const cardTitles = () =>
  within(screen.getByRole('region', { name: /Angebote|Offers|Offres|Offerte/ }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('CategoryPage', () => {
  it('shows a heading and a status line while the shop loads, then the page’s own h1', async () => {
    const api = await start({ latencyMs: [50, 50] });
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path: '/de/c/main-konzerte' });
    // a screen reader lands on a named page, with one h1
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Angebot' }),
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Das Angebot wird geladen …');
    expect(await screen.findByRole('heading', { level: 1, name: 'Konzerte' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps the heading when the shop could not be loaded, and shows the category on a retry', async () => {
    const outage = switchableOutage(true);
    const api = await start(outage.options);
    const user = userEvent.setup();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/en/c/main-konzerte',
      lang: 'en',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The programme could not be loaded.',
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Programme' }),
    ]);
    outage.down(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Concerts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a category in German: heading, breadcrumbs, sub-categories', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path: '/de/c/main-konzerte' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Konzerte' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Konzerte · Kulturhaus Demo · Billett');

    const crumbs = screen.getByRole('navigation', { name: 'Navigationspfad' });
    expect(within(crumbs).getByRole('link', { name: 'Alle Veranstaltungen' })).toHaveAttribute(
      'href',
      '/de',
    );
    expect(within(crumbs).getByText('Konzerte')).toHaveAttribute('aria-current', 'page');

    const subs = screen.getByRole('navigation', { name: 'Unterkategorien' });
    const links = within(subs).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Sinfoniekonzert Winter', '/de/c/cat-sinfonie-winter'],
      ['Kammermusik am Sonntag', '/de/c/cat-kammermusik'],
      ['Jazznacht im Foyer', '/de/c/cat-jazz-nacht'],
      ['Silvestergala', '/de/c/cat-silvestergala'],
    ]);
  });

  it('lists the placements as cards with name, event, date and lowest price (de)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/c/cat-sinfonie-winter',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sinfoniekonzert Winter' }),
    ).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Navigationspfad' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de', '/de/c/main-konzerte']);

    expect(cardTitles()).toEqual([
      'Sinfoniekonzert Winter',
      'Konzerteinführung mit dem Dirigenten',
    ]);
    const cards = screen.getAllByRole('article');
    const [concert, talk] = cards;
    expect(within(concert).getByRole('link', { name: 'Sinfoniekonzert Winter' })).toHaveAttribute(
      'href',
      '/de/a/sinfoniekonzert-winter-pl-sinfonie-winter',
    );
    expect(plain(concert.textContent)).toContain('ab CHF 30.00');
    // the date as a date a machine reads too (search engines, a reader's calendar)
    const date = within(concert).getByText(
      formatEventDates('2026-12-12T19:30:00+01:00', null, 'de', 'short'),
    );
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('datetime', '2026-12-12T19:30:00+01:00');
    // the venue, the main category and what is left
    expect(within(concert).getByText('Grosser Saal')).toBeInTheDocument();
    expect(within(concert).getByText('Konzerte')).toBeInTheDocument();
    expect(within(concert).getByText('Verfügbar')).toBeInTheDocument();

    expect(
      within(talk).getByRole('link', { name: 'Konzerteinführung mit dem Dirigenten' }),
    ).toHaveAttribute('href', '/de/a/konzerteinfuehrung-sinfonie-pl-sinfonie-einfuehrung');
    // the event's name differs from the article's: both are shown
    expect(within(talk).getByText('Sinfoniekonzert Winter')).toBeInTheDocument();
    expect(plain(talk.textContent)).toContain('ab CHF 10.00');
  });

  it('shows a category in English and French with their prices', async () => {
    const api = await start();
    const { unmount } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/c/main-gutscheine',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gift vouchers' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Gift voucher', 'Concert voucher for two']);
    const [voucher, concert] = screen.getAllByRole('article');
    expect(plain(voucher.textContent)).toContain('Price of your choice, from CHF 20.00');
    expect(plain(concert.textContent)).toContain('from CHF 120.00');
    expect(within(voucher).getByRole('link', { name: 'Gift voucher' })).toHaveAttribute(
      'href',
      '/en/a/geschenkgutschein-pl-geschenkgutschein',
    );
    unmount();

    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'fr',
      path: '/fr/c/cat-kinderzirkus',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cirque pour enfants Farfalla' }),
    ).toBeInTheDocument();
    const [circus, family] = screen.getAllByRole('article');
    expect(plain(circus.textContent)).toContain('dès 15.00 CHF');
    // a bundle costs at least its own price plus its minimum child items: 0 + 1 × 22 + 2 × 12
    expect(plain(family.textContent)).toContain('dès 46.00 CHF');
  });

  it('redirects the root category to the categories home, keeping the query', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/c/root-demo?ref=mail',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kulturhaus Demo' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/de?ref=mail');
  });

  it('does not redirect a main category that is not the root', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'it',
      path: '/it/c/main-theater',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Teatro' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/it/c/main-theater');
  });

  it('shows the 404 page "Category not found" for an unknown id', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/c/no-such-category',
    });
    await expectNotFoundPage('Category not found');
  });

  it('says "Kategorie nicht gefunden" in German, also for an unknown id that looks like a main one', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/c/main-nirgendwo',
    });
    await expectNotFoundPage('Kategorie nicht gefunden');
  });

  it('leaves hidden placements out without an access token', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/c/cat-zauberfloete',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Zauberflöte' }),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Die Zauberflöte']);
  });

  it('shows hidden placements when the session holds an access token (sent as X-Auth-Token)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore({ session: ACCESS }),
      path: '/de/c/cat-zauberfloete',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Zauberflöte' }),
    ).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Die Zauberflöte', 'Die Zauberflöte – Generalprobe']);
    const shopCall = api.requestsTo('/api/shop/v2/shop/', 'GET')[0];
    expect(shopCall.headers['x-auth-token']).toBe('demo-access-2026');
  });

  it('orders the placements by sequence, not by the order the server lists them', async () => {
    const fixture = loadDemoFixture();
    for (const placement of fixture.shop.placements) {
      if (placement.id === 'pl-sinfonie-winter') placement.sequence = 9;
      if (placement.id === 'pl-sinfonie-einfuehrung') placement.sequence = 3;
    }
    const api = await start({ fixture });
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/c/cat-sinfonie-winter',
    });
    await waitFor(() =>
      expect(cardTitles()).toEqual([
        'Konzerteinführung mit dem Dirigenten',
        'Sinfoniekonzert Winter',
      ]),
    );
  });

  it('says so when a category has nothing to offer', async () => {
    const fixture = loadDemoFixture();
    fixture.shop.categories.push({
      id: 'cat-leer',
      parent: 'main-familie',
      eventId: null,
      name: { de: 'Leer', en: 'Empty' },
    });
    const api = await start({ fixture });
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/c/cat-leer',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Empty' })).toBeInTheDocument();
    expect(
      screen.getByText('There are no offers in this category at the moment.'),
    ).toBeInTheDocument();
  });
  it('shows a category of offers alone: no sub-categories to browse, nothing said to be missing', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/c/cat-sinfonie-winter',
    });
    expect(await screen.findByRole('region', { name: 'Angebote' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Unterkategorien' })).not.toBeInTheDocument();
    expect(
      screen.queryByText('In dieser Kategorie gibt es zurzeit keine Angebote.'),
    ).not.toBeInTheDocument();
  });

  it('shows a category of sub-categories alone: no empty list of offers', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path: '/de/c/main-konzerte' });
    expect(await screen.findByRole('navigation', { name: 'Unterkategorien' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Angebote' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Angebote' })).not.toBeInTheDocument();
  });
});

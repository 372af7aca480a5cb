import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { demoApiPerTest, switchableOutage } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRoutes } from './catalogTestRoutes';
import { plain } from '../../test/plainSpaces';

const start = demoApiPerTest();

/** The catalog routes and the browser's back button. */
function WithBack() {
  const navigate = useNavigate();
  return (
    <>
      <CatalogRoutes />
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
    </>
  );
}

describe('CategoriesHomePage', () => {
  // the programme shows what is upcoming from today at the venue: a fixed day before the demo season
  beforeEach(() => jest.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-26T09:00:00Z')));
  afterEach(() => jest.restoreAllMocks());

  it('shows the shop, its description and the main categories in German', async () => {
    const api = await start();
    const { container } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kulturhaus Demo' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Alle Veranstaltungen · Kulturhaus Demo · Billett');

    // the description's HTML is kept as elements
    const strong = container.querySelector('.catalog-page__description strong');
    expect(strong).toHaveTextContent('Kulturhaus Demo');
    expect(container.querySelectorAll('.catalog-page__description p')).toHaveLength(2);
    expect(screen.getByText(/Tickets, Gutscheine und Übernachtungen/)).toBeInTheDocument();

    const nav = screen.getByRole('navigation', { name: 'Kategorien' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Konzerte', '/de/c/main-konzerte'],
      ['Theater', '/de/c/main-theater'],
      ['Familie', '/de/c/main-familie'],
      ['Gutscheine', '/de/c/main-gutscheine'],
      ['Konzert & Übernachtung', '/de/c/main-uebernachten'],
    ]);
  });

  it('shows the English texts under /en', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), lang: 'en', path: '/en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kulturhaus Demo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/concerts, theatre and family programmes under one roof/),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'Categories' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Concert & stay' })).toHaveAttribute(
      'href',
      '/en/c/main-uebernachten',
    );
  });

  it('shows the programme by date with date, venue, category, price and availability (en)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), lang: 'en', path: '/en' });
    const programme = await screen.findByRole('region', { name: 'Programme' });
    const cards = within(programme).getAllByRole('article');
    const titles = cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(titles[0]).toBe('Concert & night at Hotel Seeblick');
    expect(titles.slice(-2)).toEqual(['Gift voucher', 'Concert voucher for two']);
    const gala = cards[titles.indexOf("New Year's Eve Gala")];
    expect(within(gala).getByText('Sold out')).toBeInTheDocument();
    expect(within(gala).getByText('Grosser Saal')).toBeInTheDocument();
    expect(within(gala).getByText('Concerts')).toBeInTheDocument();
    expect(plain(gala.textContent)).toContain('from CHF 95.00');
    const flute = cards[titles.indexOf('The Magic Flute')];
    expect(within(flute).getByText('Few left')).toBeInTheDocument();
    const voucher = cards[titles.indexOf('Gift voucher')];
    expect(plain(voucher.textContent)).toContain('Price of your choice, from CHF 20.00');
    // no filter: no count, no clear button
    expect(within(programme).getByRole('status')).toBeEmptyDOMElement();
  });

  it('searches accent-free, filters, says when nothing is found and clears (de)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path: '/de' });
    const programme = await screen.findByRole('region', { name: 'Programm' });
    const titles = () =>
      within(programme)
        .queryAllByRole('heading', { level: 3 })
        .map((title) => title.textContent);

    await userEvent.type(
      within(programme).getByRole('searchbox', { name: 'Suchen' }),
      'zauberflote',
    );
    expect(titles()).toEqual(['Die Zauberflöte']);
    expect(within(programme).getByRole('status')).toHaveTextContent('1 Angebot gefunden');
    expect(screen.getByTestId('location')).toHaveTextContent('/de?q=zauberflote');

    await userEvent.selectOptions(
      within(programme).getByRole('combobox', { name: 'Kategorie' }),
      'Gutscheine',
    );
    expect(titles()).toEqual([]);
    expect(within(programme).getByText('Keine Angebote passen zu Ihrer Suche.')).toBeVisible();
    expect(within(programme).getByRole('status')).toHaveTextContent('0 Angebote gefunden');
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/de?q=zauberflote&category=main-gutscheine',
    );

    await userEvent.click(within(programme).getByRole('button', { name: 'Filter zurücksetzen' }));
    expect(titles()).toHaveLength(14);
    expect(within(programme).getByRole('searchbox', { name: 'Suchen' })).toHaveValue('');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/de$/);
  });

  it('keeps one history entry for a word typed: back returns to the whole programme (de)', async () => {
    const api = await start();
    renderWithProviders(<WithBack />, { store: api.makeStore(), path: '/de' });
    const programme = await screen.findByRole('region', { name: 'Programm' });
    const search = within(programme).getByRole('searchbox', { name: 'Suchen' });
    await userEvent.type(search, 'jazz');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/de\?q=jazz$/);
    expect(within(programme).getAllByRole('heading', { level: 3 })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/de$/);
    expect(within(programme).getByRole('searchbox', { name: 'Suchen' })).toHaveValue('');
    expect(within(programme).getAllByRole('heading', { level: 3 })).toHaveLength(14);
  });

  it('shows the programme a filtered address asks for, in the address’s language (fr)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'fr',
      path: '/fr?q=flute&when=range&from=2027-01-01&to=2027-03-31',
    });
    const programme = await screen.findByRole('region', { name: 'Programme' });
    expect(
      within(programme)
        .getAllByRole('heading', { level: 3 })
        .map((title) => title.textContent),
    ).toEqual(['La Flûte enchantée']);
    expect(within(programme).getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('flute');
    expect(within(programme).getByRole('combobox', { name: 'Date' })).toHaveValue('range');
    expect(within(programme).getByLabelText('Du')).toHaveValue('2027-01-01');
    expect(within(programme).getByLabelText('Au')).toHaveValue('2027-03-31');
  });

  it('renders a hostile description without running or keeping any of it', async () => {
    const fixture = loadDemoFixture();
    const spy = jest.fn();
    Object.assign(window, { xssProbe: spy });
    fixture.shop.description = {
      de:
        '<p onclick="xssProbe()">Hallo <a href="javascript:xssProbe()">Klick</a> <a href="https://example.org">Web</a></p>' +
        '<img src="x" onerror="xssProbe()"><script>xssProbe()</script><svg onload="xssProbe()"></svg>' +
        '<iframe src="javascript:xssProbe()"></iframe>',
    };
    const api = await start({ fixture });
    const { container } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de',
    });
    await screen.findByRole('heading', { level: 1, name: 'Kulturhaus Demo' });
    const description = container.querySelector('.catalog-page__description');
    expect(description?.innerHTML).toBe(
      '<p>Hallo Klick <a href="https://example.org" rel="noopener noreferrer">Web</a></p>',
    );
    // the programme's posters are the only pictures: none of the description's got through
    expect(
      container.querySelector('img[src="x"], script, svg, iframe, [onclick], [onerror], [onload]'),
    ).toBeNull();
    expect(description?.querySelector('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Klick' })).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });
  it('shows the shop once the visitor retries a shop that could not be loaded', async () => {
    const outage = switchableOutage(true);
    const api = await start(outage.options);
    const user = userEvent.setup();
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path: '/en', lang: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The programme could not be loaded.',
    );
    outage.down(false);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kulturhaus Demo' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a shop without main categories as its programme alone, with no empty category list', async () => {
    const fixture = loadDemoFixture();
    const root = fixture.shop.categories.find((category) => category.parent === null);
    if (!root) throw new Error('the demo shop has a root category');
    fixture.shop.categories = [root];
    for (const placement of fixture.shop.placements) placement.categoryId = root.id;
    const api = await start({ fixture });
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path: '/de' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kulturhaus Demo' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Kategorien' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
  });
});

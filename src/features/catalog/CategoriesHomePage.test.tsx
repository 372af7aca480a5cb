import { screen, within } from '@testing-library/react';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRoutes } from './catalogTestRoutes';

const start = demoApiPerTest();
const nbsp = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('CategoriesHomePage', () => {
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
    // the demo root has no placements of its own
    expect(screen.queryByRole('region', { name: 'Angebote' })).not.toBeInTheDocument();
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

  it("lists the root category's own visible placements in sequence order", async () => {
    const fixture = loadDemoFixture();
    const move = (id: string, sequence: number) => {
      const placement = fixture.shop.placements.find((candidate) => candidate.id === id);
      if (!placement) throw new Error(id);
      placement.categoryId = 'root-demo';
      placement.sequence = sequence;
    };
    move('pl-jazz-nacht', 2);
    move('pl-konzertgutschein', 1);
    const api = await start({ fixture });
    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), lang: 'en', path: '/en' });
    const offers = await screen.findByRole('region', { name: 'Offers' });
    const titles = within(offers).getAllByRole('heading', { level: 3 });
    expect(titles.map((title) => title.textContent)).toEqual([
      'Concert voucher for two',
      'Jazz Night in the Foyer',
    ]);
    expect(within(offers).getByRole('link', { name: 'Jazz Night in the Foyer' })).toHaveAttribute(
      'href',
      '/en/a/jazznacht-im-foyer-pl-jazz-nacht',
    );
    expect(nbsp(offers.textContent)).toContain('Price of your choice, from CHF 15.00');
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
    expect(
      container.querySelector('img, script, svg, iframe, [onclick], [onerror], [onload]'),
    ).toBeNull();
    expect(screen.queryByRole('link', { name: 'Klick' })).not.toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });
});

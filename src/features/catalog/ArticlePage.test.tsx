import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatEventDate } from '../../lib/dates';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CatalogRoutes } from './catalogTestRoutes';

const start = demoApiPerTest();
const nbsp = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const ACCESS = { accessToken: 'demo-access-2026', orderId: null };

const pricesList = () =>
  within(screen.getByRole('region', { name: /Preise|Prices|Prix|Prezzi/ })).getAllByRole(
    'listitem',
  );
const rowOf = (label: string) => {
  const row = pricesList().find(
    (item) => item.querySelector('.variant-row__label')?.textContent === label,
  );
  if (!row) throw new Error(`no variant row ${label}`);
  return row;
};

describe('ArticlePage', () => {
  it('shows an article in German: name, event date and venue, description, variants, options, delivery', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/a/die-zauberfloete-pl-zauberfloete',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Zauberflöte' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Die Zauberflöte · Kulturhaus Demo · Billett');
    expect(screen.getByText(formatEventDate('2027-01-23T19:00:00+01:00', 'de'))).toHaveAttribute(
      'datetime',
      '2027-01-23T19:00:00+01:00',
    );
    expect(screen.getByText('Grosser Saal')).toBeInTheDocument();
    expect(
      screen.getByText(/Mozarts Oper in einer farbenfrohen Neuinszenierung/),
    ).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Navigationspfad' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de', '/de/c/main-theater', '/de/c/cat-zauberfloete']);

    expect(nbsp(rowOf('Erwachsene').textContent)).toContain('CHF 75.00');
    expect(nbsp(rowOf('Kind (bis 16 Jahre)').textContent)).toContain('CHF 35.00');
    expect(nbsp(rowOf('Studierende').textContent)).toContain('CHF 45.00');

    const options = screen.getByRole('region', { name: 'Zusatzangebote' });
    const perTicket = within(options).getByRole('heading', { level: 3, name: 'Zu jedem Ticket' });
    expect(perTicket.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'ProgrammheftCHF 5.00',
    );
    expect(
      within(options).getByRole('heading', { level: 3, name: 'Zu Ihrer Bestellung' }),
    ).toBeInTheDocument();
    expect(nbsp(options.textContent)).toContain('Parkticket Parkhaus ZentrumCHF 12.00');

    const delivery = within(screen.getByRole('region', { name: 'Versand' })).getAllByRole(
      'listitem',
    );
    expect(delivery.map((item) => nbsp(item.textContent))).toEqual([
      'Per E-Mail (Ticket zum Ausdrucken)kostenlos',
      'Per PostZuschlag CHF 5.00',
      'Abholung an der Kassekostenlos',
    ]);
    // not a seated article: no seating chart link
    expect(screen.queryByRole('link', { name: 'Plätze wählen' })).not.toBeInTheDocument();
  });

  it('strikes the original price through and says which price is which (en)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/kammermusik-am-sonntag-pl-kammermusik',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday Chamber Music' }),
    ).toBeInTheDocument();
    const student = rowOf('Student');
    const original = student.querySelector('del');
    const discounted = student.querySelector('ins');
    expect(nbsp(original?.textContent)).toBe('Original price: CHF 30.00');
    expect(nbsp(discounted?.textContent)).toBe('Reduced price: CHF 25.00');
    expect(nbsp(rowOf('Adult').textContent)).toContain('CHF 35.00');
    expect(rowOf('Adult').querySelector('del')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Extras' })).not.toBeInTheDocument();
  });

  it('shows a chosen price as "price of your choice, from …" (it, en)', async () => {
    const api = await start();
    const { unmount } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'it',
      path: '/it/a/jazznacht-im-foyer-pl-jazz-nacht',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notte jazz nel foyer' }),
    ).toBeInTheDocument();
    expect(nbsp(rowOf('Prezzo solidale – scegliete voi l’importo').textContent)).toContain(
      'Prezzo a scelta, da CHF 15.00',
    );
    expect(nbsp(rowOf('Prezzo intero').textContent)).toContain('CHF 30.00');
    unmount();

    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/geschenkgutschein-pl-geschenkgutschein',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gift voucher' }),
    ).toBeInTheDocument();
    expect(nbsp(rowOf('Amount of your choice').textContent)).toContain(
      'Price of your choice, from CHF 20.00',
    );
    expect(nbsp(rowOf('Voucher CHF 50').textContent)).toContain('CHF 50.00');
  });

  it('shows what a bundle includes at least (en)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/familienpaket-zirkus-pl-familienpaket',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Circus family package' }),
    ).toBeInTheDocument();
    const row = rowOf('Family package');
    expect(nbsp(row.textContent)).toContain('from CHF 46.00');
    const contents = within(row)
      .getAllByRole('listitem')
      .map((item) => nbsp(item.textContent));
    expect(contents).toEqual([
      'Includes at least 1 × Adult in the family package (CHF 22.00 each)',
      'Includes at least 2 × Child in the family package (CHF 12.00 each)',
    ]);
  });

  it('shows the accommodation details of a stay (de)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/a/konzert-und-uebernachtung-pl-konzert-hotel',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Konzert & Übernachtung im Hotel Seeblick',
      }),
    ).toBeInTheDocument();
    const stay = screen.getByRole('region', { name: 'Unterkunft' });
    expect(within(stay).getByText('Anreise').nextElementSibling).toHaveTextContent(
      formatEventDate('2026-12-12T15:00:00+01:00', 'de'),
    );
    expect(within(stay).getByText('Abreise').nextElementSibling).toHaveTextContent(
      formatEventDate('2026-12-13T12:00:00+01:00', 'de'),
    );
    expect(
      within(stay).getByText('Hotel Seeblick, Seestrasse 12, 8002 Zürich'),
    ).toBeInTheDocument();
    expect(
      within(stay).getByText('Frühstücksbuffet, WLAN, Spa-Zugang, spätes Auschecken bis 12 Uhr'),
    ).toBeInTheDocument();
    expect(nbsp(rowOf('Doppelzimmer, 2 Personen').textContent)).toContain('CHF 360.00');
  });

  it('links a seated article to its seating chart instead of offering amounts (en, fr)', async () => {
    const api = await start();
    const { unmount } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/sinfoniekonzert-winter-pl-sinfonie-winter',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Winter Symphony Concert' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose seats' })).toHaveAttribute(
      'href',
      '/en/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal',
    );
    expect(nbsp(rowOf('Category 1 · Adult').textContent)).toContain('CHF 89.00');
    expect(screen.queryByRole('button', { name: /One more/ })).not.toBeInTheDocument();
    unmount();

    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'fr',
      path: '/fr/a/sinfoniekonzert-winter-pl-sinfonie-winter',
    });
    expect(await screen.findByRole('link', { name: 'Choisir les places' })).toHaveAttribute(
      'href',
      '/fr/c/cat-sinfonie-winter/grosser-saal-chart-grosser-saal',
    );
    expect(nbsp(rowOf('Catégorie 2 · Adulte').textContent)).toContain('65.00 CHF');
  });

  it('redirects a wrong slug to the placement’s own address, keeping the query', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/a/falscher-name-pl-jazz-nacht?utm_source=mail',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Jazznacht im Foyer' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/de/a/jazznacht-im-foyer-pl-jazz-nacht?utm_source=mail',
    );
  });

  it('throws a 404 PageError for an unknown placement (en, de)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = await start();
    const { unmount } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/jazznacht-pl-nope',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-status', '404');
    expect(alert).toHaveTextContent('404 - Offer not found');
    unmount();

    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path: '/de/a/pl-jazz-nacht' });
    expect(await screen.findByRole('alert')).toHaveTextContent('404 - Angebot nicht gefunden');
  });

  it('finds a hidden placement only with the access token', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = await start();
    const path = '/de/a/zauberfloete-generalprobe-pl-zauberfloete-generalprobe';
    const { unmount } = renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path });
    expect(await screen.findByRole('alert')).toHaveTextContent('404 - Angebot nicht gefunden');
    unmount();

    renderWithProviders(<CatalogRoutes />, { store: api.makeStore({ session: ACCESS }), path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Zauberflöte – Generalprobe' }),
    ).toBeInTheDocument();
    expect(nbsp(rowOf('Freundeskreis').textContent)).toContain('CHF 20.00');
  });

  it('lets the visitor set amounts per variant with the keyboard', async () => {
    const user = userEvent.setup();
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/improtheater-abend-pl-improtheater',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Improv Theatre Night' }),
    ).toBeInTheDocument();

    const more = screen.getByRole('button', { name: 'One more: Adult' });
    const less = screen.getByRole('button', { name: 'One less: Adult' });
    const value = within(screen.getByRole('group', { name: 'Quantity: Adult' })).getByRole(
      'status',
    );
    expect(value).toHaveTextContent('0');
    expect(less).toHaveAttribute('aria-disabled', 'true');

    more.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    expect(value).toHaveTextContent('3');
    expect(less).not.toHaveAttribute('aria-disabled');

    await user.tab({ shift: true }); // back to "One less"
    expect(less).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(value).toHaveTextContent('2');

    // the other variant keeps its own amount
    expect(
      within(screen.getByRole('group', { name: 'Quantity: Student' })).getByRole('status'),
    ).toHaveTextContent('0');
  });
});

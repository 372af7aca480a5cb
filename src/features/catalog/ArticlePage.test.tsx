import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Shop } from '../../api/types';
import { loadDemoFixture } from '../../../server/demoFixture/fixture';
import { formatEventDate } from '../../lib/dates';
import { demoApiPerTest } from '../../test/demoApi';
import { renderWithProviders } from '../../test/renderWithProviders';
import { expectNotFoundPage } from '../../test/notFoundPage';
import { CatalogRoutes } from './catalogTestRoutes';
import { plain } from '../../test/plainSpaces';

const start = demoApiPerTest();
const ACCESS = { accessToken: 'demo-access-2026' };

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
    expect(screen.getByText('Theaterplatz 1, 8001 Zürich')).toBeInTheDocument();
    expect(
      screen.getByText(/Mozarts Oper in einer farbenfrohen Neuinszenierung/),
    ).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: 'Navigationspfad' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/de', '/de/c/main-theater', '/de/c/cat-zauberfloete']);

    expect(plain(rowOf('Erwachsene').textContent)).toContain('CHF 75.00');
    expect(plain(rowOf('Kind (bis 16 Jahre)').textContent)).toContain('CHF 35.00');
    expect(plain(rowOf('Studierende').textContent)).toContain('CHF 45.00');

    const options = screen.getByRole('region', { name: 'Zusatzangebote' });
    const perTicket = within(options).getByRole('heading', { level: 3, name: 'Zu jedem Ticket' });
    expect(perTicket.nextElementSibling?.textContent?.replace(/\u00a0/g, ' ')).toBe(
      'ProgrammheftCHF 5.00',
    );
    expect(
      within(options).getByRole('heading', { level: 3, name: 'Zu Ihrer Bestellung' }),
    ).toBeInTheDocument();
    expect(plain(options.textContent)).toContain('Parkticket Parkhaus ZentrumCHF 12.00');

    const delivery = within(screen.getByRole('region', { name: 'Versand' })).getAllByRole(
      'listitem',
    );
    expect(delivery.map((item) => plain(item.textContent))).toEqual([
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
    expect(plain(original?.textContent)).toBe('Original price: CHF 30.00');
    expect(plain(discounted?.textContent)).toBe('Reduced price: CHF 25.00');
    expect(plain(rowOf('Adult').textContent)).toContain('CHF 35.00');
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
    expect(plain(rowOf('Prezzo solidale – scegliete voi l’importo').textContent)).toContain(
      'Prezzo a scelta, da CHF 15.00',
    );
    expect(plain(rowOf('Prezzo intero').textContent)).toContain('CHF 30.00');
    unmount();

    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/geschenkgutschein-pl-geschenkgutschein',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gift voucher' }),
    ).toBeInTheDocument();
    expect(plain(rowOf('Amount of your choice').textContent)).toContain(
      'Price of your choice, from CHF 20.00',
    );
    expect(plain(rowOf('Voucher CHF 50').textContent)).toContain('CHF 50.00');
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
    expect(plain(row.textContent)).toContain('from CHF 46.00');
    const contents = within(row)
      .getAllByRole('listitem')
      .map((item) => plain(item.textContent));
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
    expect(plain(rowOf('Doppelzimmer, 2 Personen').textContent)).toContain('CHF 360.00');
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
    expect(plain(rowOf('Category 1 · Adult').textContent)).toContain('CHF 89.00');
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
    expect(plain(rowOf('Catégorie 2 · Adulte').textContent)).toContain('65.00 CHF');
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

  it('shows the 404 page for an unknown placement (en, de)', async () => {
    const api = await start();
    const { unmount } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/jazznacht-pl-nope',
    });
    await expectNotFoundPage('Offer not found');
    unmount();

    renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path: '/de/a/pl-jazz-nacht' });
    await expectNotFoundPage('Angebot nicht gefunden');
  });

  it('finds a hidden placement only with the access token', async () => {
    const api = await start();
    const path = '/de/a/zauberfloete-generalprobe-pl-zauberfloete-generalprobe';
    const { unmount } = renderWithProviders(<CatalogRoutes />, { store: api.makeStore(), path });
    await expectNotFoundPage('Angebot nicht gefunden');
    unmount();

    renderWithProviders(<CatalogRoutes />, { store: api.makeStore({ session: ACCESS }), path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Die Zauberflöte – Generalprobe' }),
    ).toBeInTheDocument();
    expect(plain(rowOf('Freundeskreis').textContent)).toContain('CHF 20.00');
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

describe('ArticlePage: pictures, dates and what is left (issue 19)', () => {
  const spaced = (text: string | null | undefined) =>
    (text ?? '').replace(/[\u00a0\u202f\u2009]/g, ' ');

  it('shows the poster as the page’s main picture, loaded at once, and says few are left', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/die-zauberfloete-pl-zauberfloete',
    });
    const img = await screen.findByRole('img', {
      name: 'Illustration: a temple with columns under a starry sky and a crescent moon',
    });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('width', '1440');
    expect(img).toHaveAttribute('height', '960');
    expect(img.getAttribute('src')).toMatch(
      /^\/media\/demo\/zauberfloete-1440\.[0-9a-f]{12}\.jpg$/,
    );
    const sources = [...(img.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual([
      'image/avif',
      'image/webp',
    ]);
    expect(sources[0].getAttribute('srcset')).toMatch(
      /-480\.\w+\.avif 480w, .*-960\..* 960w, .*-1440\..* 1440w$/,
    );

    expect(within(rowOf('Student')).getByText('Only a few left')).toBeInTheDocument();
    expect(within(rowOf('Adult')).queryByText('Only a few left')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'One more: Student' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('gives a run its days and an evening past midnight its times', async () => {
    const api = await start();
    const { unmount } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      path: '/de/a/kinderzirkus-farfalla-pl-kinderzirkus',
    });
    await screen.findByRole('heading', { level: 1, name: 'Kinderzirkus Farfalla' });
    const date = screen.getByText((_, node) => node?.localName === 'time');
    expect(spaced(date.textContent)).toBe('Sonntag, 27. – Mittwoch, 30. Dezember 2026');
    expect(date).toHaveAttribute('datetime', '2026-12-27T14:00:00+01:00');
    unmount();

    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'it',
      path: '/it/a/jazznacht-im-foyer-pl-jazz-nacht',
    });
    await screen.findByRole('heading', { level: 1, name: 'Notte jazz nel foyer' });
    expect(spaced(screen.getByText((_, node) => node?.localName === 'time').textContent)).toBe(
      'venerdì, 5 febbraio 2027 alle ore 21:00 – sabato, 6 febbraio 2027 alle ore 02:00',
    );
  });

  it('shows a sold-out variant as such, and its "one more" cannot add, saying why', async () => {
    const user = userEvent.setup();
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/konzert-und-uebernachtung-pl-konzert-hotel',
    });
    await screen.findByRole('heading', { level: 1, name: 'Concert & night at Hotel Seeblick' });
    const single = rowOf('Single room, 1 person');
    expect(within(single).getByText('Sold out')).toBeInTheDocument();
    const more = within(single).getByRole('button', { name: 'One more: Single room, 1 person' });
    expect(more).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveAccessibleDescription('Sold out');
    await user.click(more);
    expect(within(single).getByRole('status', { name: /^Quantity:/ })).toHaveTextContent('0');

    const double = rowOf('Double room, 2 people');
    expect(within(double).getByText('Only a few left')).toBeInTheDocument();
    await user.click(
      within(double).getByRole('button', { name: 'One more: Double room, 2 people' }),
    );
    expect(within(double).getByRole('status', { name: /^Quantity:/ })).toHaveTextContent('1');
  });

  it('says a sold-out placement is sold out at the top and offers nothing to add (fr)', async () => {
    const api = await start();
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'fr',
      path: '/fr/a/silvestergala-pl-silvestergala',
    });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Gala de la Saint-Sylvestre',
    });
    expect(heading.parentElement).toHaveTextContent(
      'Complet : il n’y a plus de billets pour cette offre.',
    );
    expect(within(rowOf('Entrée avec apéritif')).getByText('Complet')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Un de plus/ })).not.toBeInTheDocument();
  });

  it('takes the placement’s word: sold out as a whole, though its variants say they are on sale (en)', async () => {
    const fixture = loadDemoFixture();
    const gala = fixture.shop.variants.find((variant) => variant.id === 'var-silvestergala')!;
    gala.availability = 'AVAILABLE';
    const api = await start({ fixture });
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/silvestergala-pl-silvestergala',
    });
    const heading = await screen.findByRole('heading', { level: 1, name: "New Year's Eve Gala" });
    expect(heading.parentElement).toHaveTextContent('Sold out: there are no tickets left');
    expect(within(rowOf('Admission with aperitif')).getByText('Sold out')).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /One more/ })).not.toBeInTheDocument();
  });

  it('shows the shop’s refusal when the page’s data is older than a sell-out, and loses nothing', async () => {
    const user = userEvent.setup();
    const api = await start();
    // the page read the shop before the single rooms sold out: its copy still offers them
    const fetchFn = api.services.fetchFn;
    api.services.fetchFn = async (input, init) => {
      const answer = await fetchFn!(input, init);
      const url = typeof input === 'string' ? input : input.url;
      if (!url.endsWith('/shop/demo')) return answer;
      const shop = (await answer.json()) as Shop;
      for (const variant of shop.variants) delete variant.availability;
      return new Response(JSON.stringify(shop), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    };
    renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore({ locale: { lang: 'en' } }),
      lang: 'en',
      path: '/en/a/konzert-und-uebernachtung-pl-konzert-hotel',
    });
    await screen.findByRole('heading', { level: 1, name: 'Concert & night at Hotel Seeblick' });
    const double = within(screen.getByRole('group', { name: 'Quantity: Double room, 2 people' }));
    await user.click(double.getByRole('button', { name: 'One more: Double room, 2 people' }));
    await waitFor(() => expect(api.requestsTo('/api/shop/v2/order/', 'POST')).toHaveLength(1), {
      timeout: 5000,
    });
    const single = within(screen.getByRole('group', { name: 'Quantity: Single room, 1 person' }));
    await user.click(single.getByRole('button', { name: 'One more: Single room, 1 person' }));
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      '1 × Single room, 1 person could not be added. This price category is sold out.',
    );
    expect(single.getByRole('status')).toHaveTextContent('0');
    // the double room already in the basket stays there
    expect(double.getByRole('status')).toHaveTextContent('1');
  });

  it('puts the event’s schema.org JSON-LD into the head while the page shows', async () => {
    const api = await start();
    const { unmount } = renderWithProviders(<CatalogRoutes />, {
      store: api.makeStore(),
      lang: 'en',
      path: '/en/a/konzert-und-uebernachtung-pl-konzert-hotel',
    });
    await screen.findByRole('heading', { level: 1, name: 'Concert & night at Hotel Seeblick' });
    const blocks = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    const data = JSON.parse(blocks[0].textContent ?? '') as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'Event',
      name: 'Concert & night at Hotel Seeblick',
      startDate: '2026-12-12T19:30:00+01:00',
      location: { '@type': 'Place', name: 'Grosser Saal' },
      image: [
        expect.stringMatching(/^http:\/\/localhost(:\d+)?\/media\/demo\/konzert-hotel-1440\./),
      ],
    });
    expect(data.offers).toEqual([
      expect.objectContaining({
        name: 'Single room, 1 person',
        availability: 'https://schema.org/SoldOut',
      }),
      expect.objectContaining({
        name: 'Double room, 2 people',
        availability: 'https://schema.org/LimitedAvailability',
      }),
    ]);
    unmount();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});

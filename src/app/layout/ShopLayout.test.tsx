import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { shopPath } from '../../api/headers';
import type { NewOrderItem } from '../../api/types';
import { siteConfig } from '../../../config/site';
import { demoApiPerTest } from '../../test/demoApi';
import { holdAnswers } from '../../test/heldAnswers';
import { errorRaised } from '../../features/errors/errorAlertSlice';
import { selectCartOpen } from '../../features/order/cartSlice';
import { orderStarted } from '../../features/orderModel/orderEvents';
import EmptyLayout from './EmptyLayout';
import ShopLayout from './ShopLayout';
import LanguageGuard from '../LanguageGuard';
import { renderWithRouter } from '../../test/renderWithRouter';
import { orderApi } from '../../features/order/orderApi';
import { PendingPage } from '../../features/navigation/preloadablePart';

const CHAMBER: NewOrderItem = {
  variant: 'var-kammermusik-erwachsene',
  placementId: 'pl-kammermusik',
};
const INTRO: NewOrderItem = { variant: 'var-einfuehrung', placementId: 'pl-sinfonie-einfuehrung' };

const start = demoApiPerTest();

/** As routes.tsx: the layout below the language guard, where the route's language is entered. */
function layoutRoutes(layout = <ShopLayout />): RouteObject[] {
  return [
    {
      path: '/:lang',
      element: <LanguageGuard />,
      children: [
        {
          element: layout,
          children: [
            { index: true, element: <h1>Startseite</h1> },
            { path: 'c/:categoryId', element: <h1>Konzerte</h1> },
          ],
        },
      ],
    },
  ];
}

const iconLink = () => document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');

describe('ShopLayout', () => {
  afterEach(() => {
    document.documentElement.lang = 'de';
  });

  it('has banner, main and contentinfo landmarks and a skip link to main first', async () => {
    const api = await start();
    const user = userEvent.setup();
    renderWithRouter(layoutRoutes(), { store: api.makeStore(), path: '/de' });

    const banner = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(within(main).getByRole('heading', { level: 1, name: 'Startseite' })).toBeInTheDocument();

    await user.tab();
    const skip = screen.getByRole('link', { name: 'Zum Inhalt springen' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(document.querySelector('#main')).toBe(main);
    expect(banner).toContainElement(
      await within(banner).findByRole('link', { name: 'Kulturhaus Demo' }),
    );
  });

  /** GET /shop/{slug}: the shop's answer */
  const isShopCall = (method: string, path: string) =>
    method === 'GET' && path === shopPath(siteConfig.shopSlug ?? '');

  it('shows the footer with the page: not under a page still waiting for the shop (it would jump down when the page comes)', async () => {
    const api = await start();
    const shopAnswer = holdAnswers(api, isShopCall);
    renderWithRouter(layoutRoutes(), { store: api.makeStore(), path: '/de' });
    await waitFor(() => expect(shopAnswer.count()).toBe(1));
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    act(() => shopAnswer.release());
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kulturhaus Demo' })).toBeInTheDocument();
  });

  it('shows no footer under a page whose code is still on its way, and the footer with the page', async () => {
    const api = await start();
    let pageArrives = () => {};
    function LatePage() {
      const [here, setHere] = useState(false);
      pageArrives = () => setHere(true);
      return here ? <h1>Impressum</h1> : <PendingPage />;
    }
    const routes: RouteObject[] = [
      {
        path: '/:lang',
        element: <ShopLayout />,
        children: [{ index: true, element: <LatePage /> }],
      },
    ];
    renderWithRouter(routes, { store: api.makeStore(), path: '/de' });
    // the shop is in, the page is not
    await screen.findByRole('link', { name: 'Kulturhaus Demo' });
    expect(within(screen.getByRole('main')).getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).toBeNull();

    act(() => pageArrives());
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
  });

  it('shows the footer beside a shop that could not be loaded: the legal pages stay in reach', async () => {
    // every answer of the demo server fails
    const api = await start({ failureRate: 1, random: () => 0.1 });
    renderWithRouter(layoutRoutes(), { store: api.makeStore(), path: '/de' });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Kulturhaus Demo' })).toBeNull();
  });

  it('shows the shop name linking home and its favicon, the default one until the shop is there', async () => {
    const api = await start();
    renderWithRouter(layoutRoutes(), { store: api.makeStore(), path: '/fr/c/main-konzerte' });

    expect(iconLink()).toHaveAttribute('href', '/favicon.svg');
    const home = await screen.findByRole('link', { name: 'Kulturhaus Demo' });
    expect(home).toHaveAttribute('href', '/fr');
    expect(iconLink()).toHaveAttribute('href', '/stand-ins/media/favicon.svg');
    expect(iconLink()).toHaveAttribute('type', 'image/svg+xml');
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(home.querySelector('img')).toHaveAttribute('src', '/stand-ins/media/favicon.svg');
    expect(home.querySelector('img')).toHaveAttribute('alt', '');
  });

  it.each([
    ['de', 'Rechtliches', 'Impressum', 'Datenschutzerklärung'],
    ['en', 'Legal', 'Imprint', 'Privacy policy'],
    ['fr', 'Informations légales', 'Mentions légales', 'Politique de confidentialité'],
    ['it', 'Informazioni legali', 'Note legali', 'Informativa sulla privacy'],
  ] as const)(
    'links the legal pages in the footer in %s',
    async (lang, label, imprint, privacy) => {
      const api = await start();
      renderWithRouter(layoutRoutes(), { store: api.makeStore(), path: `/${lang}` });
      const footer = await screen.findByRole('contentinfo');
      const nav = within(footer).getByRole('navigation', { name: label });
      expect(within(nav).getByRole('link', { name: imprint })).toHaveAttribute(
        'href',
        `/${lang}/about/imprint`,
      );
      expect(within(nav).getByRole('link', { name: privacy })).toHaveAttribute(
        'href',
        `/${lang}/about/privacy-policy`,
      );
      expect(document.documentElement.lang).toBe(lang);
    },
  );

  it('follows the route language: locale slice, texts and html lang', async () => {
    const api = await start();
    const { store, i18n } = renderWithRouter(layoutRoutes(), {
      store: api.makeStore(),
      path: '/it',
      lang: 'de',
    });
    await waitFor(() => expect(i18n.language).toBe('it'));
    expect(store.getState().locale.lang).toBe('it');
    expect(document.documentElement.lang).toBe('it');
    expect(await screen.findByRole('link', { name: 'Note legali' })).toBeInTheDocument();
  });

  it('counts the items of the current order on the cart button', async () => {
    const api = await start();
    const store = api.makeStore();
    renderWithRouter(layoutRoutes(), { store, path: '/de' });
    expect(screen.getByRole('button', { name: 'Warenkorb 0 Artikel' })).toBeInTheDocument();

    const order = await act(() =>
      store.dispatch(orderApi.endpoints.createOrder.initiate('shop-demo')).unwrap(),
    );
    act(() => {
      store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 600_000 }));
    });
    expect(screen.getByRole('button', { name: 'Warenkorb 0 Artikel' })).toBeInTheDocument();

    await act(() =>
      store
        .dispatch(
          orderApi.endpoints.addItems.initiate({ orderId: order.id, items: [CHAMBER, INTRO] }),
        )
        .unwrap(),
    );
    const button = await screen.findByRole('button', { name: 'Warenkorb 2 Artikel' });
    expect(within(button).getByTestId('cart-count')).toHaveTextContent('2');
  });

  it('says the count in the visitor language, with plurals', async () => {
    const api = await start();
    const store = api.makeStore();
    renderWithRouter(layoutRoutes(), { store, path: '/en' });
    const order = await act(() =>
      store.dispatch(orderApi.endpoints.createOrder.initiate('shop-demo')).unwrap(),
    );
    act(() => {
      store.dispatch(orderStarted({ orderId: order.id, expiresAt: Date.now() + 600_000 }));
    });
    await act(() =>
      store
        .dispatch(orderApi.endpoints.addItems.initiate({ orderId: order.id, items: [CHAMBER] }))
        .unwrap(),
    );
    expect(await screen.findByRole('button', { name: 'Basket 1 item' })).toBeInTheDocument();
  });

  it('opens and closes the cart with the cart button', async () => {
    const api = await start();
    const user = userEvent.setup();
    const { store } = renderWithRouter(layoutRoutes(), { store: api.makeStore(), path: '/de' });
    const button = screen.getByRole('button', { name: /^Warenkorb/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    expect(selectCartOpen(store.getState())).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.click(button);
    expect(selectCartOpen(store.getState())).toBe(false);
  });

  it('shows the shared error alert', async () => {
    const api = await start();
    const { store } = renderWithRouter(layoutRoutes(), { store: api.makeStore(), path: '/de' });
    act(() => {
      store.dispatch(errorRaised({ messageKey: 'errors.network' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Ein Netzwerkfehler ist aufgetreten');
  });

  it('shows a page given as children instead of the outlet (the error page)', async () => {
    const api = await start();
    renderWithRouter(
      [
        {
          path: '/:lang',
          element: (
            <ShopLayout>
              <h1>Fehler 404</h1>
            </ShopLayout>
          ),
        },
      ],
      { store: api.makeStore(), path: '/de' },
    );
    expect(
      within(screen.getByRole('main')).getByRole('heading', { name: 'Fehler 404' }),
    ).toBeInTheDocument();
  });
});

describe('EmptyLayout', () => {
  it('has the skip link, a minimal header with the shop name, main and the error alert', async () => {
    const api = await start();
    const { store } = renderWithRouter(layoutRoutes(<EmptyLayout />), {
      store: api.makeStore(),
      path: '/en',
    });

    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    const banner = screen.getByRole('banner');
    expect(await within(banner).findByRole('link', { name: 'Kulturhaus Demo' })).toHaveAttribute(
      'href',
      '/en',
    );
    expect(within(banner).queryByRole('navigation')).not.toBeInTheDocument();
    expect(within(banner).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(document.documentElement.lang).toBe('en');

    act(() => {
      store.dispatch(errorRaised({ messageKey: 'errors.generic' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred');
  });
});

describe('the action log on both layouts', () => {
  afterEach(() => window.sessionStorage.clear());

  it.each([
    ['the shop layout', <ShopLayout key="shop" />],
    ['the empty layout (checkout)', <EmptyLayout key="empty" />],
  ])('%s shows the ?debug=1 panel and downloads the log with the shortcut', async (_, layout) => {
    const api = await start();
    const user = userEvent.setup();
    const clicked: string[] = [];
    // the browser download: an object URL on a link that is clicked
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    const createObjectURL = jest.fn(() => 'blob:log');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    renderWithRouter(layoutRoutes(layout), { store: api.makeStore(), path: '/de?debug=1' });

    const panel = await screen.findByRole('complementary', { name: 'Debug: Aktionsprotokoll' });
    await user.keyboard('{Control>}{Alt>}{Shift>}L{/Shift}{/Alt}{/Control}');
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toMatch(/^billett-action-log-.+\.json$/);
    expect(within(panel).getByRole('status')).toHaveTextContent(/heruntergeladen/);
    click.mockRestore();
  });
});

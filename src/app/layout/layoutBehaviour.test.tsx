/** The layout's loading bar and its focus management after navigation. */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, type RouteObject } from 'react-router-dom';
import { demoApiPerTest } from '../../test/demoApi';
import ShopLayout from './ShopLayout';
import { routePage } from '../routePage';
import { preloadablePart } from '../../features/navigation/preloadablePart';
import { renderWithRouter } from '../../test/renderWithRouter';

const start = demoApiPerTest();

const bar = () => screen.getByRole('progressbar', { hidden: true });

function LateHeading() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? <h1>Spät</h1> : <p role="status">Lädt …</p>;
}

function routesWith(gate?: Promise<void>): RouteObject[] {
  return [
    {
      path: '/:lang',
      element: <ShopLayout />,
      children: [
        {
          index: true,
          element: (
            <>
              <h1>Startseite</h1>
              <Link to="/de/c/main-konzerte">Zu den Konzerten</Link>
              <Link to="/de/late">Zur späten Seite</Link>
              <Link to="/de?page=2">Seite 2</Link>
            </>
          ),
        },
        { path: 'c/:categoryId', element: <h1>Konzerte</h1> },
        { path: 'late', element: <LateHeading /> },
        {
          path: 'slow',
          ...routePage(
            preloadablePart(async () => {
              await gate;
              return { default: () => <h1>Langsam</h1> };
            }),
          ),
        },
      ],
    },
  ];
}

describe('the loading bar', () => {
  it('runs while a shop API request is pending and finishes when it is answered', async () => {
    const api = await start({ latencyMs: [700, 700] });
    renderWithRouter(routesWith(), { store: api.makeStore(), path: '/de' });

    expect(bar()).toHaveAttribute('data-phase', 'waiting');
    expect(bar()).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(bar()).toHaveAttribute('data-phase', 'running'));
    expect(bar()).toHaveAttribute('aria-hidden', 'false');

    await screen.findByRole('link', { name: 'Kulturhaus Demo' }, { timeout: 5000 });
    expect(bar()).toHaveAttribute('data-phase', 'finishing');
    await waitFor(() => expect(bar()).toHaveAttribute('data-phase', 'idle'), { timeout: 5000 });
  });

  it('runs while the router navigates to a page that is still loading (fake timers)', async () => {
    const api = await start();
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const { navigation } = renderWithRouter(routesWith(gate), {
      store: api.makeStore(),
      path: '/de',
    });
    await screen.findByRole('link', { name: 'Kulturhaus Demo' });
    await waitFor(() => expect(bar()).toHaveAttribute('data-phase', 'idle'));

    jest.useFakeTimers();
    try {
      act(() => {
        navigation.navigate('/de/slow');
      });
      expect(navigation.going()?.pathname).toBe('/de/slow');
      expect(bar()).toHaveAttribute('data-phase', 'waiting');
      act(() => {
        jest.advanceTimersByTime(199);
      });
      expect(bar()).toHaveAttribute('data-phase', 'waiting');
      act(() => {
        jest.advanceTimersByTime(1);
      });
      expect(bar()).toHaveAttribute('data-phase', 'running');

      await act(async () => {
        open();
        await gate;
      });
      await act(async () => {
        await Promise.resolve();
      });
      expect(screen.getByRole('heading', { name: 'Langsam' })).toBeInTheDocument();
      expect(bar()).toHaveAttribute('data-phase', 'finishing');
      act(() => {
        jest.advanceTimersByTime(500);
      });
      expect(bar()).toHaveAttribute('data-phase', 'hiding');
      act(() => {
        jest.advanceTimersByTime(400);
      });
      expect(bar()).toHaveAttribute('data-phase', 'idle');
    } finally {
      jest.useRealTimers();
    }
  });

  it('never shows for a navigation that ends within 200 ms', async () => {
    const api = await start();
    const user = userEvent.setup();
    renderWithRouter(routesWith(), { store: api.makeStore(), path: '/de' });
    await screen.findByRole('link', { name: 'Kulturhaus Demo' });
    await waitFor(() => expect(bar()).toHaveAttribute('data-phase', 'idle'));
    await user.click(screen.getByRole('link', { name: 'Zu den Konzerten' }));
    expect(bar()).toHaveAttribute('data-phase', 'idle');
  });
});

describe('focus after navigation', () => {
  it('stays where it is on the first load', async () => {
    const api = await start();
    renderWithRouter(routesWith(), { store: api.makeStore(), path: '/de' });
    await screen.findByRole('link', { name: 'Kulturhaus Demo' });
    expect(document.body).toHaveFocus();
  });

  it("moves to the new page's h1, made focusable without becoming a tab stop", async () => {
    const api = await start();
    const user = userEvent.setup();
    renderWithRouter(routesWith(), { store: api.makeStore(), path: '/de' });
    await user.click(screen.getByRole('link', { name: 'Zu den Konzerten' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Konzerte' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves to a heading that appears once the page has loaded, holding it on main meanwhile', async () => {
    const api = await start();
    const user = userEvent.setup();
    renderWithRouter(routesWith(), { store: api.makeStore(), path: '/de' });
    await user.click(screen.getByRole('link', { name: 'Zur späten Seite' }));
    expect(screen.getByRole('main')).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Spät' })).toHaveFocus(),
    );
  });

  it('does not move when only the query changes', async () => {
    const api = await start();
    const user = userEvent.setup();
    const { location } = renderWithRouter(routesWith(), { store: api.makeStore(), path: '/de' });
    const link = screen.getByRole('link', { name: 'Seite 2' });
    await user.click(link);
    expect(location().search).toBe('?page=2');
    expect(link).toHaveFocus();
  });
});
